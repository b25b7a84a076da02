import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  ADDRESS_LIMITS,
  AddressMessageKey,
  EXTRA_FIELD_MAX_LENGTH,
  DEFAULT_POST_CODE_DIGIT,
  addressFieldValue,
  checksContactName,
  emptyDeliveryAddressValues,
  isDetailedAddressMode,
  isExtraFieldRequired,
  normaliseAddrDetail,
  normaliseArea,
  normaliseContactName,
  normaliseContactNumber,
  normaliseExtraFieldValue,
  postCodeNormaliser,
  postCodePattern,
  requiredAddressFields,
  resolveAddressConfig,
} from './addressRules';
import { contactNumberPattern } from './addressPatterns';
import { checkAddress as check, checkExtraField as checkExtra, filledAddressValues as filled } from './deliveryAddress.fixtures';
import { expectWellFormedAndIdempotent } from '../kernel/testing/wellFormedNormaliser';

describe('address configuration (F2.17)', () => {
  it('fills in the defaults: 10 postal-code digits, mode 0, detailed', () => {
    const config = resolveAddressConfig();
    expect(DEFAULT_POST_CODE_DIGIT).toBe(10);
    expect(config.postCodeDigit).toBe(10);
    expect(config.stdAddrMode).toBe(0);
    expect(config.addressMode).toBe('D');
    expect(isDetailedAddressMode({})).toBe(true);
    expect(isDetailedAddressMode({ addressMode: 'S' })).toBe(false);
  });

  it('keeps valid values and ignores invalid ones', () => {
    expect(resolveAddressConfig({ postCodeDigit: 6, stdAddrMode: 2 })).toMatchObject({ postCodeDigit: 6, stdAddrMode: 2 });
    expect(resolveAddressConfig({ postCodeDigit: 0 }).postCodeDigit).toBe(10);
    expect(resolveAddressConfig({ stdAddrMode: 7 as never }).stdAddrMode).toBe(0);
  });

  it('makes the alternate number required only when it is shown and configured so', () => {
    expect(resolveAddressConfig({ alternateContactNbrRequired: true }).alternateContactNbrRequired).toBe(false);
    expect(resolveAddressConfig({ needAlternateContactNbr: true, alternateContactNbrRequired: true }).alternateContactNbrRequired).toBe(true);
  });

  it('reads the required flag of extra fields', () => {
    expect(isExtraFieldRequired({ required: true })).toBe(true);
    expect(isExtraFieldRequired({ required: 'Y' })).toBe(true);
    expect(isExtraFieldRequired({ required: 1 })).toBe(true);
    expect(isExtraFieldRequired({ required: 'N' })).toBe(false);
    expect(isExtraFieldRequired({})).toBe(false);
  });
});

describe('address normalisers (F2.17)', () => {
  it('cuts the receiver at 60 and the detail at 300', () => {
    expect(ADDRESS_LIMITS.contactName).toBe(60);
    expect(ADDRESS_LIMITS.addrDetail).toBe(300);
    expect(normaliseContactName('a'.repeat(70))).toHaveLength(60);
    expect(normaliseAddrDetail('a'.repeat(310))).toHaveLength(300);
  });

  it('strips everything but digits from contact numbers, at most 30', () => {
    expect(ADDRESS_LIMITS.contactNumber).toBe(30);
    expect(normaliseContactNumber('+263 (77) 123-4567')).toBe('263771234567');
    expect(normaliseContactNumber('٠٧٧١٢٣')).toBe('077123');
    expect(normaliseContactNumber('1'.repeat(40))).toHaveLength(30);
  });

  it('keeps postal codes to digits, at most the configured count', () => {
    expect(postCodeNormaliser()('12 34-56789012')).toBe('1234567890');
    expect(postCodeNormaliser({ postCodeDigit: 5 })('ab123456')).toBe('12345');
  });

  it('removes the vertical bar from the area and the detail', () => {
    expect(normaliseArea('Avondale|West')).toBe('AvondaleWest');
    expect(normaliseAddrDetail('12 Main St | Block B')).toBe('12 Main St  Block B');
  });

  it('keeps digits only for number extra fields', () => {
    expect(normaliseExtraFieldValue({ fieldInputType: 'number' }, 'No. 12a')).toBe('12');
    expect(normaliseExtraFieldValue({ fieldInputType: 'text', maxLength: 3 }, 'abcdef')).toBe('abc');
    expect(normaliseExtraFieldValue({}, 'free text')).toBe('free text');
  });

  it('property: contact numbers are digits only, at most 30, idempotent', () => {
    expectWellFormedAndIdempotent(normaliseContactNumber, /^\d{0,30}$/);
  });

  it('property: postal codes are digits only and never longer than the configured count', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 12 }), (raw, digits) => {
        const value = postCodeNormaliser({ postCodeDigit: digits })(raw);
        expect(value).toMatch(/^\d*$/);
        expect(value.length).toBeLessThanOrEqual(digits);
      }),
    );
  });

  it('property: the area and the detail never hold a vertical bar', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '|', ' ', 'ب') }), (raw) => {
        expect(normaliseArea(raw)).not.toContain('|');
        expect(normaliseAddrDetail(raw)).not.toContain('|');
      }),
    );
  });
});

describe('address patterns (F2.17)', () => {
  it('uses the configured contact pattern, else a default phone pattern', () => {
    expect(contactNumberPattern().test('0771234567')).toBe(true);
    expect(contactNumberPattern().test('12345')).toBe(false);
    expect(contactNumberPattern({ contactNbrReg: '^07\\d{8}$' }).test('0771234567')).toBe(true);
    expect(contactNumberPattern({ contactNbrReg: '^07\\d{8}$' }).test('0871234567')).toBe(false);
    expect(contactNumberPattern({ contactNbrReg: '([' }).test('0771234567')).toBe(true);
  });

  it('has a postal-code pattern per mode', () => {
    expect(postCodePattern({ stdAddrMode: 0, postCodeDigit: 5 }).test('123')).toBe(true);
    expect(postCodePattern({ stdAddrMode: 1, postCodeDigit: 5 }).test('123')).toBe(false);
    expect(postCodePattern({ stdAddrMode: 1, postCodeDigit: 5 }).test('12345')).toBe(true);
    expect(postCodePattern({ stdAddrMode: 2, postCodeDigit: 5 }).test('12345')).toBe(true);
    expect(postCodePattern({ stdAddrMode: 2, postCodeDigit: 5 }).test('123456')).toBe(false);
  });

  it('checks the receiver name only in mode 2 or when validate is set', () => {
    expect(checksContactName({ stdAddrMode: 0 })).toBe(false);
    expect(checksContactName({ stdAddrMode: 1 })).toBe(false);
    expect(checksContactName({ stdAddrMode: 2 })).toBe(true);
    expect(checksContactName({ stdAddrMode: 0 }, true)).toBe(true);
  });
});

describe('validateDeliveryAddress (F2.17)', () => {
  it('passes a complete address', () => {
    expect(check(filled())).toEqual({});
  });

  it('gives every required field its own message', () => {
    const errors = check(emptyDeliveryAddressValues(), { needAddrPostCode: true, needAlternateContactNbr: true, alternateContactNbrRequired: true });
    expect(errors).toEqual({
      contactName: 'gaia_address_receiver_required',
      contactMobile: 'gaia_address_contact_required',
      alternateContactNbr: 'gaia_address_alternate_required',
      addrDetail: 'gaia_address_detail_required',
      postCode: 'gaia_address_postcode_required',
      displayAddr: 'gaia_address_display_required',
    });
  });

  it('leaves area, comments and a non-required alternate number optional', () => {
    expect(check(filled(), { needAlternateContactNbr: true })).toEqual({});
  });

  it('needs a display address in detailed mode only', () => {
    expect(check(filled({ displayAddr: '' })).displayAddr).toBe(AddressMessageKey.displayRequired);
    expect(check(filled({ displayAddr: '' }), { addressMode: 'S' })).toEqual({});
  });

  it('checks lengths', () => {
    expect(check(filled({ contactName: 'a'.repeat(61) })).contactName).toBe('gaia_address_receiver_max');
    expect(check(filled({ addrDetail: 'a'.repeat(301) })).addrDetail).toBe('gaia_address_detail_max');
    expect(check(filled({ contactMobile: '1'.repeat(31) })).contactMobile).toBe('gaia_address_contact_max');
    expect(check(filled({ area: 'a'.repeat(151) })).area).toBe('gaia_address_area_max');
    expect(check(filled({ comments: 'a'.repeat(301) })).comments).toBe('gaia_address_comments_max');
  });

  it('checks the contact numbers against the pattern', () => {
    expect(check(filled({ contactMobile: '123' })).contactMobile).toBe('gaia_address_contact_invalid');
    expect(check(filled({ contactMobile: '077-123' })).contactMobile).toBe('gaia_address_contact_invalid');
    expect(check(filled({ alternateContactNbr: '12' }), { needAlternateContactNbr: true }).alternateContactNbr).toBe(
      'gaia_address_alternate_invalid',
    );
    // Not shown, not checked.
    expect(check(filled({ alternateContactNbr: '12' }))).toEqual({});
  });

  it('checks the receiver name pattern in mode 2 or with validate', () => {
    const odd = filled({ contactName: 'R2-D2' });
    expect(check(odd)).toEqual({});
    expect(check(odd, { stdAddrMode: 2 }).contactName).toBe('gaia_address_receiver_invalid');
    expect(check(odd, {}, { validate: true }).contactName).toBe('gaia_address_receiver_invalid');
    expect(check(filled({ contactName: "Mary-Jane O'Neil" }), { stdAddrMode: 2 })).toEqual({});
    expect(check(filled({ contactName: 'J. Smith' }), { stdAddrMode: 2 })).toEqual({});
    expect(check(filled({ contactName: 'محمد علي' }), { stdAddrMode: 2 })).toEqual({});
  });

  it('checks the postal code by mode', () => {
    const config = { needAddrPostCode: true, stdAddrMode: 1 as const, postCodeDigit: 5 };
    expect(check(filled({ postCode: '123' }), config).postCode).toBe('gaia_address_postcode_invalid');
    expect(check(filled({ postCode: '12345' }), config)).toEqual({});
    expect(check(filled({ postCode: '123' }), { ...config, stdAddrMode: 0 })).toEqual({});
    // No postal code asked for: not checked.
    expect(check(filled({ postCode: 'x' }))).toEqual({});
  });

  it('checks extra configured fields with their own message or a generic one', () => {
    const config = {
      extraFields: [
        { fieldCode: 'building', fieldName: 'Building', required: 'Y', mes: 'Building is needed' },
        { fieldCode: 'floor', fieldName: 'Floor', required: true },
        { fieldCode: 'gate', fieldName: 'Gate', pattern: '^[A-Z]$' },
        { fieldCode: 'code', fieldName: 'Code', pattern: '^\\d+$', mes: 'Digits please' },
      ],
    };
    expect(check(filled(), config)).toEqual({
      'extData.building': 'Building is needed',
      'extData.floor': 'gaia_address_field_required',
    });
    expect(
      check(filled({ extData: { building: 'B', floor: '2', gate: 'ab', code: 'x' } }), config),
    ).toEqual({ 'extData.gate': 'gaia_address_field_invalid', 'extData.code': 'Digits please' });
  });

  it('validates one extra field', () => {
    expect(checkExtra({ fieldCode: 'a', fieldName: 'A' }, '')).toBeUndefined();
    expect(checkExtra({ fieldCode: 'a', fieldName: 'A', maxLength: 2 }, 'abc')).toBe('gaia_address_field_max');
    expect(checkExtra({ fieldCode: 'a', fieldName: 'A', pattern: '([' }, 'abc')).toBeUndefined();
  });

  it('checks an extra field\'s length before its pattern, with a limit even when none is configured', () => {
    const field = { fieldCode: 'ref', fieldName: 'Ref', pattern: '^[A-Z0-9]+$' };
    expect(checkExtra(field, 'A'.repeat(EXTRA_FIELD_MAX_LENGTH))).toBeUndefined();
    expect(checkExtra(field, 'A'.repeat(EXTRA_FIELD_MAX_LENGTH + 1))).toBe(AddressMessageKey.fieldMax);
    expect(checkExtra(field, 'A'.repeat(200_000))).toBe(AddressMessageKey.fieldMax);
  });

  it('does not apply a configured pattern that could backtrack without bound (ReDoS), with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(checkExtra({ fieldCode: 'x', fieldName: 'X', pattern: '^(\\w+\\s?)*$' }, `${'a '.repeat(20)}!`)).toBeUndefined();
    expect(contactNumberPattern({ contactNbrReg: '^(\\d|\\d\\d)+$' }).source).toBe('^\\d{7,15}$');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('address field x refused (nested-repeat)'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('contact-number pattern refused (alternation-in-repeat)'));
    warn.mockRestore();
  });

  it('checks the postal code\'s length before its pattern', () => {
    const config = { needAddrPostCode: true, stdAddrMode: 0 as const, postCodeDigit: 5 };
    expect(check(filled({ postCode: '123456' }), config).postCode).toBe(AddressMessageKey.postCodeInvalid);
    expect(check(filled({ postCode: '1'.repeat(200_000) }), config).postCode).toBe(AddressMessageKey.postCodeInvalid);
  });
});

describe('requiredAddressFields (F2.17)', () => {
  it('lists what must hold a value by the configuration', () => {
    expect(requiredAddressFields()).toEqual(['contactName', 'contactMobile', 'addrDetail', 'displayAddr']);
    expect(
      requiredAddressFields({
        addressMode: 'S',
        needAddrPostCode: true,
        needAlternateContactNbr: true,
        alternateContactNbrRequired: true,
        extraFields: [
          { fieldCode: 'x', fieldName: 'X', required: 'Y' },
          { fieldCode: 'y', fieldName: 'Y' },
        ],
      }),
    ).toEqual(['contactName', 'contactMobile', 'addrDetail', 'alternateContactNbr', 'postCode', 'extData.x']);
  });

  it('reads field values by name', () => {
    const values = filled({ extData: { x: 'v' } });
    expect(addressFieldValue(values, 'contactName')).toBe('Tendai Moyo');
    expect(addressFieldValue(values, 'extData.x')).toBe('v');
    expect(addressFieldValue(values, 'extData.missing')).toBe('');
    expect(addressFieldValue(values, 'isDefault')).toBe('false');
  });
});
