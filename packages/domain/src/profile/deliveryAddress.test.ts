import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { DeliveryAddress } from './address';
import { parseLatLng } from '../stores/map/latLng';
import { emptyDeliveryAddressValues } from './addressRules';
import {
  BUY_SIM_DELIVERY_PATH,
  addressAfterSave,
  addressBackTarget,
  addressFormMode,
  addressFormTitleKey,
  applyPostCodeLookup,
  canToggleMapSearch,
  deliveryAddressSaveOutcome,
  failedAddressSave,
  isAddressSaveDisabled,
  joinAreaAndDetail,
  lookUpPostCode,
  postCodeNotFound,
  mapPickValues,
  mergePickedAddress,
  parseDeliveryAddressParam,
  readPostCodeLookup,
  saveDeliveryAddress,
  shouldLookUpPostCode,
  showDefaultAddressSwitch,
  splitAreaAndDetail,
  toDeliveryAddressPayload,
  toDeliveryAddressValues,
} from './deliveryAddress';
import { checkAddress, filledAddressValues as values } from './deliveryAddress.fixtures';

describe('add or edit (F2.17)', () => {
  it('edits when opened with an address, else adds, with its title', () => {
    expect(addressFormMode(undefined)).toBe('add');
    expect(addressFormMode(null)).toBe('add');
    expect(addressFormMode({ contactName: 'A', contactMobile: '1', addrDetail: 'x', isDefault: 0 })).toBe('edit');
    expect(addressFormTitleKey('add')).toBe('gaia_address_title_add');
    expect(addressFormTitleKey('edit')).toBe('gaia_address_title_edit');
  });

  it('reads the defaultDeliveryAddress query parameter', () => {
    expect(parseDeliveryAddressParam('{"contactName":"A","isDefault":1}')).toEqual({ contactName: 'A', isDefault: 1 });
    expect(parseDeliveryAddressParam('')).toBeUndefined();
    expect(parseDeliveryAddressParam(null)).toBeUndefined();
    expect(parseDeliveryAddressParam('not json')).toBeUndefined();
    expect(parseDeliveryAddressParam('[1,2]')).toBeUndefined();
    expect(parseDeliveryAddressParam('"text"')).toBeUndefined();
  });
});

describe('area and detail (F2.17)', () => {
  it('joins the area with the detail by a vertical bar', () => {
    expect(joinAreaAndDetail('Avondale', '12 Main St')).toBe('Avondale|12 Main St');
    expect(joinAreaAndDetail('', '12 Main St')).toBe('12 Main St');
    expect(joinAreaAndDetail('  ', ' 12 Main St ')).toBe('12 Main St');
    expect(joinAreaAndDetail('A|B', 'x')).toBe('AB|x');
    expect(joinAreaAndDetail('', 'x|y')).toBe('xy');
  });

  it('splits a stored detail back', () => {
    expect(splitAreaAndDetail('Avondale|12 Main St')).toEqual({ area: 'Avondale', detail: '12 Main St' });
    expect(splitAreaAndDetail('12 Main St')).toEqual({ area: '', detail: '12 Main St' });
    expect(splitAreaAndDetail('A|b|c')).toEqual({ area: 'A', detail: 'b|c' });
    expect(splitAreaAndDetail(undefined)).toEqual({ area: '', detail: '' });
  });

  it('property: split(join(area, detail)) gives them back (trimmed, bars removed)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '|', 'é', '1') });
    fc.assert(
      fc.property(text, text, (area, detail) => {
        const clean = (value: string) => value.split('|').join('').trim();
        expect(splitAreaAndDetail(joinAreaAndDetail(area, detail))).toEqual({ area: clean(area), detail: clean(detail) });
      }),
    );
  });
});

describe('entity and form (F2.17)', () => {
  it('turns a stored address into form values', () => {
    expect(
      toDeliveryAddressValues({
        contactName: 'A',
        contactMobile: '077',
        addrDetail: 'Area|Detail',
        isDefault: 1,
        stdAddrId: 5 as unknown as string,
        extData: { building: 'B' },
      }),
    ).toEqual({
      ...emptyDeliveryAddressValues(),
      contactName: 'A',
      contactMobile: '077',
      area: 'Area',
      addrDetail: 'Detail',
      stdAddrId: '5',
      isDefault: true,
      extData: { building: 'B' },
    });
    expect(toDeliveryAddressValues(undefined)).toEqual(emptyDeliveryAddressValues());
  });

  it('builds the payload', () => {
    const config = { needAddrPostCode: true, needAlternateContactNbr: true, extraFields: [{ fieldCode: 'building', fieldName: 'Building' }] };
    expect(
      toDeliveryAddressPayload(
        values({ area: ' Avondale ', alternateContactNbr: '0712345678', postCode: '12345', comments: ' Gate 2 ', isDefault: true, extData: { building: 'B', stray: 'x' } }),
        config,
        'addr-1',
      ),
    ).toEqual({
      addrId: 'addr-1',
      contactName: 'Tendai Moyo',
      contactMobile: '0771234567',
      alternateContactNbr: '0712345678',
      addrDetail: 'Avondale|12 Samora Machel Ave',
      displayAddr: 'Harare, Avondale',
      stdAddrId: '1001',
      postCode: '12345',
      isDefault: 1,
      comments: 'Gate 2',
      extData: { building: 'B' },
    });
  });

  it('leaves out what the configuration does not ask for', () => {
    const payload = toDeliveryAddressPayload(values({ alternateContactNbr: '0712345678', postCode: '12345' }));
    expect(payload).not.toHaveProperty('alternateContactNbr');
    expect(payload).not.toHaveProperty('postCode');
    expect(payload).not.toHaveProperty('extData');
    expect(payload).not.toHaveProperty('comments');
    expect(payload.isDefault).toBe(0);
  });

  it('round-trips values through the payload', () => {
    const original = values({ area: 'Avondale', comments: 'Gate 2', isDefault: true });
    expect(toDeliveryAddressValues(toDeliveryAddressPayload(original))).toEqual(original);
  });
});

describe('postal-code lookup (F2.17)', () => {
  const config = { needAddrPostCode: true, postCodeDigit: 5 };

  it('fires when the code reaches its digit count', () => {
    expect(shouldLookUpPostCode('1234', config)).toBe(false);
    expect(shouldLookUpPostCode('12345', config)).toBe(true);
    expect(shouldLookUpPostCode('12345', config, '12345')).toBe(false);
    expect(shouldLookUpPostCode('12345', { postCodeDigit: 5 })).toBe(false);
    expect(shouldLookUpPostCode('1234567890', { needAddrPostCode: true })).toBe(true);
    expect(shouldLookUpPostCode('12a45', config)).toBe(false);
  });

  it('reads data.displayAddr and data.stdAddrId, else tip_postcode_notexist', () => {
    expect(readPostCodeLookup({ code: '200', data: { displayAddr: 'Harare, Avondale', stdAddrId: 1001 } })).toEqual({
      found: true,
      displayAddr: 'Harare, Avondale',
      stdAddrId: '1001',
    });
    expect(readPostCodeLookup({ code: '200', data: null })).toEqual({ found: false, errorKey: 'tip_postcode_notexist' });
    expect(readPostCodeLookup({ code: '200', data: { displayAddr: 'x' } })).toEqual({ found: false, errorKey: 'tip_postcode_notexist' });
    expect(readPostCodeLookup({ code: '500', data: { displayAddr: 'x', stdAddrId: '1' } }).found).toBe(false);
    expect(readPostCodeLookup(undefined).found).toBe(false);
    expect(readPostCodeLookup({ data: { displayAddr: 'x', stdAddrId: '1' } }).found).toBe(true);
  });

  it('looks the code up through the host call and hands the form a result, not the envelope', async () => {
    const send = vi.fn(async (postCode: string) =>
      postCode === '12345' ? { code: '200', data: { displayAddr: 'Harare, Avondale', stdAddrId: 1001 } } : { code: '200', data: null },
    );
    await expect(lookUpPostCode(send, '12345')).resolves.toEqual({ found: true, displayAddr: 'Harare, Avondale', stdAddrId: '1001' });
    expect(send).toHaveBeenCalledWith('12345');
    await expect(lookUpPostCode(send, '99999')).resolves.toEqual({ found: false, errorKey: 'tip_postcode_notexist' });
    await expect(lookUpPostCode(async () => ({ code: '500', resultMsg: 'Busy' }), '12345')).resolves.toEqual(postCodeNotFound());
    await expect(lookUpPostCode(async () => Promise.reject(new Error('offline')), '12345')).resolves.toEqual({
      found: false,
      errorKey: 'tip_postcode_notexist',
    });
  });

  it('fills or clears the standard address', () => {
    const before = values({ displayAddr: 'Old', stdAddrId: '9' });
    expect(applyPostCodeLookup(before, { found: true, displayAddr: 'New', stdAddrId: '1' })).toMatchObject({ displayAddr: 'New', stdAddrId: '1' });
    expect(applyPostCodeLookup(before, { found: false, errorKey: 'tip_postcode_notexist' })).toMatchObject({ displayAddr: '', stdAddrId: '' });
  });
});

describe('isAddressSaveDisabled (F2.17)', () => {
  it('is enabled for a complete, error-free address', () => {
    const v = values();
    expect(isAddressSaveDisabled({ loading: false, values: v, errors: checkAddress(v) })).toBe(false);
  });

  it('is disabled while loading', () => {
    expect(isAddressSaveDisabled({ loading: true, values: values(), errors: {} })).toBe(true);
  });

  it('is disabled when a required field is empty', () => {
    expect(isAddressSaveDisabled({ loading: false, values: values({ contactName: ' ' }), errors: {} })).toBe(true);
    expect(isAddressSaveDisabled({ loading: false, values: values(), errors: {}, config: { needAddrPostCode: true } })).toBe(true);
    expect(
      isAddressSaveDisabled({
        loading: false,
        values: values(),
        errors: {},
        config: { extraFields: [{ fieldCode: 'b', fieldName: 'B', required: 'Y' }] },
      }),
    ).toBe(true);
  });

  it('is disabled when a field has an error', () => {
    expect(isAddressSaveDisabled({ loading: false, values: values(), errors: { postCode: 'tip_postcode_notexist' } })).toBe(true);
    expect(isAddressSaveDisabled({ loading: false, values: values(), errors: { postCode: undefined } })).toBe(false);
  });

  it('is disabled in detailed mode without a display address, not in the simple mode', () => {
    expect(isAddressSaveDisabled({ loading: false, values: values({ displayAddr: '' }), errors: {} })).toBe(true);
    expect(isAddressSaveDisabled({ loading: false, values: values({ displayAddr: '' }), errors: {}, config: { addressMode: 'S' } })).toBe(false);
  });
});

describe('save outcome and navigation (F2.17)', () => {
  const address = { contactName: 'A', contactMobile: '0771234567', addrDetail: 'x', isDefault: 0 as const };

  it("succeeds only with code '200' and a deliveryAddressDetail", () => {
    expect(deliveryAddressSaveOutcome({ code: '200', data: { deliveryAddressDetail: address } }, 'add')).toEqual({
      ok: true,
      address,
      toastKey: 'gaia_address_add_success',
    });
    expect(deliveryAddressSaveOutcome({ code: 200, data: { deliveryAddressDetail: address } }, 'edit')).toMatchObject({ ok: true, toastKey: 'gaia_address_edit_success' });
    expect(deliveryAddressSaveOutcome({ code: '200', data: { deliveryAddressDetail: null } }, 'add')).toEqual({ ok: false, fallbackKey: 'gaia_address_save_failed' });
    expect(deliveryAddressSaveOutcome({ code: '200', data: { deliveryAddressDetail: {} as never } }, 'add').ok).toBe(false);
    expect(deliveryAddressSaveOutcome({ code: '500', resultMsg: 'Address limit reached' }, 'add')).toEqual({
      ok: false,
      message: 'Address limit reached',
      fallbackKey: 'gaia_address_save_failed',
    });
    expect(deliveryAddressSaveOutcome(undefined, 'add').ok).toBe(false);
  });

  it('saves through the host call and hands the form an outcome, not the envelope', async () => {
    const send = vi.fn(async (sent: DeliveryAddress) => ({ code: '200', data: { deliveryAddressDetail: { ...sent, addrId: 'A1' } } }));
    await expect(saveDeliveryAddress(send, address, 'add')).resolves.toEqual({
      ok: true,
      address: { ...address, addrId: 'A1' },
      toastKey: 'gaia_address_add_success',
    });
    expect(send).toHaveBeenCalledWith(address, 'add');
    await expect(saveDeliveryAddress(async () => ({ code: 200, data: { deliveryAddressDetail: address } }), address, 'edit')).resolves.toMatchObject({
      ok: true,
      toastKey: 'gaia_address_edit_success',
    });
  });

  it("turns a refused save into the server's message, and a failed call into 'Failed'", async () => {
    await expect(saveDeliveryAddress(async () => ({ code: '500', resultMsg: ' Address limit reached ' }), address, 'add')).resolves.toEqual({
      ok: false,
      message: 'Address limit reached',
      fallbackKey: 'gaia_address_save_failed',
    });
    await expect(saveDeliveryAddress(async () => ({ code: '500', resultMsg: '  ' }), address, 'add')).resolves.toEqual({ ok: false, fallbackKey: 'gaia_address_save_failed' });
    await expect(saveDeliveryAddress(async () => Promise.reject(new Error('offline')), address, 'edit')).resolves.toEqual(failedAddressSave());
    expect(failedAddressSave()).toEqual({ ok: false, fallbackKey: 'gaia_address_save_failed' });
  });

  it('replaces the route with the buy-SIM delivery step in temporary-login mode', () => {
    const next = addressAfterSave({ mode: 'add', address: { ...address, comments: 'Gate 2' }, tempLogin: true, embedded: true });
    expect(next.kind).toBe('replace');
    if (next.kind !== 'replace') return;
    expect(next.path).toBe(BUY_SIM_DELIVERY_PATH);
    expect(BUY_SIM_DELIVERY_PATH).toBe('/h5/buySimCard/delivery');
    expect(JSON.parse(next.query.deliveryAddress!)).toMatchObject({ comments: 'Gate 2' });
  });

  it('calls back in embedded web mode', () => {
    expect(addressAfterSave({ mode: 'add', address, embedded: true })).toEqual({ kind: 'callback' });
  });

  it('goes back two steps after an add with map search in detailed mode, else one', () => {
    expect(addressAfterSave({ mode: 'add', address, mapSearchShown: true, detailed: true })).toEqual({ kind: 'back', steps: 2 });
    expect(addressAfterSave({ mode: 'add', address, mapSearchShown: true, detailed: false })).toEqual({ kind: 'back', steps: 1 });
    expect(addressAfterSave({ mode: 'add', address, mapSearchShown: false, detailed: true })).toEqual({ kind: 'back', steps: 1 });
    expect(addressAfterSave({ mode: 'edit', address, mapSearchShown: true, detailed: true })).toEqual({ kind: 'back', steps: 1 });
  });

  it('offers the map toggle in web mode with the map enabled, and hides the default switch in temporary login', () => {
    expect(canToggleMapSearch({ webMode: true, config: { showGoogleMap: true } })).toBe(true);
    expect(canToggleMapSearch({ webMode: false, config: { showGoogleMap: true } })).toBe(false);
    expect(canToggleMapSearch({ webMode: true, config: {} })).toBe(false);
    expect(showDefaultAddressSwitch(true)).toBe(false);
    expect(showDefaultAddressSwitch(false)).toBe(true);
    expect(addressBackTarget(true)).toEqual({ kind: 'path', path: '/h5/buySimCard/delivery' });
    expect(addressBackTarget(false)).toEqual({ kind: 'history' });
  });
});

describe('map pick (F2.17)', () => {
  it('reads latlng', () => {
    expect(parseLatLng('(-17.8252,31.0335)')).toEqual({ lat: -17.8252, lng: 31.0335 });
    expect(parseLatLng(' -17.8 , 31 ')).toEqual({ lat: -17.8, lng: 31 });
    expect(parseLatLng('(91,0)')).toBeUndefined();
    expect(parseLatLng('(0,181)')).toBeUndefined();
    expect(parseLatLng('abc')).toBeUndefined();
    expect(parseLatLng(undefined)).toBeUndefined();
  });

  it('fills the display address in detailed mode, the detail otherwise', () => {
    expect(mapPickValues('Avondale, Harare', '(-17.8,31.0)')).toEqual({ values: { displayAddr: 'Avondale, Harare' }, coordinates: { lat: -17.8, lng: 31 } });
    expect(mapPickValues('Avondale, Harare', null, { addressMode: 'S' })).toEqual({ values: { addrDetail: 'Avondale, Harare' } });
    expect(mapPickValues('', '')).toEqual({ values: {} });
  });

  it('never overwrites a field the person edited', () => {
    const current = values({ displayAddr: 'Typed by me', addrDetail: 'My detail', extData: { building: 'Mine' } });
    const merged = mergePickedAddress(
      current,
      { displayAddr: 'From map', addrDetail: 'Map detail', postCode: '12345', extData: { building: 'Map', floor: '3' } },
      new Set(['displayAddr', 'extData.building']),
    );
    expect(merged.displayAddr).toBe('Typed by me');
    expect(merged.addrDetail).toBe('Map detail');
    expect(merged.postCode).toBe('12345');
    expect(merged.extData).toEqual({ building: 'Mine', floor: '3' });
    // The input is not changed.
    expect(current.addrDetail).toBe('My detail');
  });

  it('accepts the edited fields as a list and skips undefined picks', () => {
    const merged = mergePickedAddress(values(), { contactName: undefined, comments: 'x' }, ['comments']);
    expect(merged).toEqual(values());
  });

  it('property: edited fields keep their values, other picked fields take the pick', () => {
    const fields = ['contactName', 'contactMobile', 'addrDetail', 'displayAddr', 'postCode', 'comments', 'area'] as const;
    fc.assert(
      fc.property(fc.subarray([...fields]), fc.dictionary(fc.constantFrom(...fields), fc.string()), (edited, picked) => {
        const current = values();
        const merged = mergePickedAddress(current, picked, edited);
        for (const field of fields) {
          if (edited.includes(field)) expect(merged[field]).toBe(current[field]);
          else if (field in picked) expect(merged[field]).toBe(picked[field]);
          else expect(merged[field]).toBe(current[field]);
        }
      }),
    );
  });
});
