import { describe, expect, it } from 'vitest';
import type { DeliveryAddress } from '../address';
import {
  addressBookActionOutcome,
  addressSummary,
  asDefaultAddress,
  bookAfterDelete,
  bookAfterSave,
  bookWithDefault,
  defaultAddressOf,
  isDefaultAddress,
  sortAddressBook,
  withOneDefault,
} from './addressBookRules';

const address = (addrId: string, isDefault: 0 | 1, extra: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  addrId,
  contactName: `Receiver ${addrId}`,
  contactMobile: '0771234567',
  addrDetail: `${addrId} Street`,
  isDefault,
  ...extra,
});

const defaults = (book: DeliveryAddress[]) => book.filter(isDefaultAddress).map((a) => a.addrId);

describe('F2.17 address book: one default (isDefault 1 / 0)', () => {
  it('sorts the default first and finds it', () => {
    const book = [address('A', 0), address('B', 1), address('C', 0)];
    expect(sortAddressBook(book).map((a) => a.addrId)).toEqual(['B', 'A', 'C']);
    expect(defaultAddressOf(book)?.addrId).toBe('B');
    expect(defaultAddressOf([address('A', 0)])).toBeUndefined();
  });

  it('reads isDefault sent as text', () => {
    expect(isDefaultAddress({ isDefault: '1' as unknown as 1 })).toBe(true);
    expect(isDefaultAddress({ isDefault: 0 })).toBe(false);
  });

  it('keeps exactly one default: the preferred claimant, else the first claimant, else the first address', () => {
    expect(defaults(withOneDefault([address('A', 1), address('B', 1)], 'B'))).toEqual(['B']);
    expect(defaults(withOneDefault([address('A', 0), address('B', 1), address('C', 1)]))).toEqual(['B']);
    expect(defaults(withOneDefault([address('A', 0), address('B', 0)]))).toEqual(['A']);
    expect(withOneDefault([])).toEqual([]);
  });

  it('the first address added is the default even when sent as 0', () => {
    expect(bookAfterSave([], address('A', 0))).toEqual([{ ...address('A', 0), isDefault: 1 }]);
  });

  it('a saved default clears the others; a saved non-default leaves the default alone', () => {
    const book = [address('A', 1), address('B', 0)];
    expect(defaults(bookAfterSave(book, address('C', 1)))).toEqual(['C']);
    expect(defaults(bookAfterSave(book, address('C', 0)))).toEqual(['A']);
    expect(bookAfterSave(book, address('C', 0))).toHaveLength(3);
  });

  it('editing replaces by id; editing the default off makes the first address the default', () => {
    const book = [address('A', 1), address('B', 0)];
    const edited = bookAfterSave(book, address('A', 0, { contactName: 'New' }));
    expect(edited).toHaveLength(2);
    expect(edited[0]!.contactName).toBe('New');
    expect(defaults(edited)).toEqual(['A']);
    expect(defaults(bookAfterSave(book, address('B', 1)))).toEqual(['B']);
  });

  it('set default moves the flag; an unknown id changes nothing', () => {
    const book = [address('A', 1), address('B', 0)];
    expect(defaults(bookWithDefault(book, 'B'))).toEqual(['B']);
    expect(bookWithDefault(book, 'Z')).toEqual(book);
    expect(asDefaultAddress(address('B', 0)).isDefault).toBe(1);
  });

  it('deleting the default makes another the default, or none when the book is empty', () => {
    expect(defaults(bookAfterDelete([address('A', 1), address('B', 0), address('C', 0)], 'A'))).toEqual(['B']);
    expect(defaults(bookAfterDelete([address('A', 1), address('B', 0)], 'B'))).toEqual(['A']);
    expect(bookAfterDelete([address('A', 1)], 'A')).toEqual([]);
    expect(bookAfterDelete([address('A', 1)], 'Z')).toHaveLength(1);
  });
});

describe('F2.17 address book: how an address reads', () => {
  it('splits the area off the detail it is stored with (area|detail) and joins the numbers', () => {
    const summary = addressSummary(
      address('A', 1, { addrDetail: 'Avondale|12 Samora Machel Avenue', alternateContactNbr: '0772000000', displayAddr: 'HARARE / AVONDALE', postCode: '12345', comments: 'Gate 2' }),
    );
    expect(summary).toEqual({
      receiver: 'Receiver A',
      numbers: '0771234567 / 0772000000',
      place: 'HARARE / AVONDALE',
      street: '12 Samora Machel Avenue, Avondale',
      postCode: '12345',
      comments: 'Gate 2',
    });
  });
});

describe('F2.17 delete and set-default outcomes (spec 02 §8)', () => {
  it("succeeds only on '200'; a failure shows resultMsg, else 'Failed'", () => {
    expect(addressBookActionOutcome({ code: '200' })).toEqual({ ok: true });
    expect(addressBookActionOutcome({ code: '40917210', resultMsg: 'Address not found' })).toEqual({ ok: false, message: 'Address not found', fallbackKey: 'gaia_address_save_failed' });
    expect(addressBookActionOutcome({ code: '500', resultMsg: ' ' })).toEqual({ ok: false, fallbackKey: 'gaia_address_save_failed' });
    expect(addressBookActionOutcome(null)).toEqual({ ok: false, fallbackKey: 'gaia_address_save_failed' });
  });
});
