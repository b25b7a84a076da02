import { areaKeys } from '../../kernel/http/queryKeys';
import type { DeliveryAddress } from '../address';
import { splitAreaAndDetail } from '../deliveryAddress';

/**
 * The address book's rules (F2.17; spec 02 §3 "isDefault (1 or 0)", §7 address calls): a book has
 * at most one default address; marking one default clears the flag on the others; the first
 * address added is the default; deleting the default makes the first remaining address the
 * default, or leaves none when the book is empty.
 */

/** Query keys of the address book (docs/adr/0016): the list and the form configuration. */
export const addressBookKeys = {
  ...areaKeys('addressBook'),
  /** The address form's configuration flags: the same for every visitor. */
  config: () => ['addressBook', 'config'] as const,
};

/** Whether an address is the default one (isDefault 1; '1' as text counts too). */
export function isDefaultAddress(address: Pick<DeliveryAddress, 'isDefault'>): boolean {
  return Number(address.isDefault) === 1;
}

/** The book in display order: the default first, the others as they came. */
export function sortAddressBook(book: readonly DeliveryAddress[]): DeliveryAddress[] {
  return [...book].sort((a, b) => Number(isDefaultAddress(b)) - Number(isDefaultAddress(a)));
}

/** The default address of the book, undefined when none. */
export function defaultAddressOf(book: readonly DeliveryAddress[]): DeliveryAddress | undefined {
  return book.find(isDefaultAddress);
}

/**
 * Keeps exactly one default in a non-empty book: when several claim it, `preferred` (the address
 * just saved) wins, else the first; when none does, the first becomes the default.
 */
export function withOneDefault(book: readonly DeliveryAddress[], preferred?: string): DeliveryAddress[] {
  if (book.length === 0) return [];
  const claimed = book.filter(isDefaultAddress);
  const winner =
    (preferred && claimed.find((address) => address.addrId === preferred)) || claimed[0] || book[0]!;
  return book.map((address) => ({ ...address, isDefault: address === winner ? 1 : 0 }));
}

/**
 * The book after saving `saved` (added when its id is new, replaced otherwise): the first address
 * of a book is the default; a saved default clears the others; editing the default off leaves the
 * first address as the default.
 */
export function bookAfterSave(book: readonly DeliveryAddress[], saved: DeliveryAddress): DeliveryAddress[] {
  const index = book.findIndex((address) => address.addrId !== undefined && address.addrId === saved.addrId);
  const next = index === -1 ? [...book, saved] : book.map((address, i) => (i === index ? saved : address));
  if (next.length === 1) return [{ ...saved, isDefault: 1 }];
  return withOneDefault(next, isDefaultAddress(saved) ? saved.addrId : undefined);
}

/** The book after making `addrId` the default (unchanged when the id is unknown). */
export function bookWithDefault(book: readonly DeliveryAddress[], addrId: string): DeliveryAddress[] {
  if (!book.some((address) => address.addrId === addrId)) return [...book];
  return book.map((address) => ({ ...address, isDefault: address.addrId === addrId ? 1 : 0 }));
}

/** The book after deleting `addrId`: deleting the default makes the first remaining one the default, or none. */
export function bookAfterDelete(book: readonly DeliveryAddress[], addrId: string): DeliveryAddress[] {
  const rest = book.filter((address) => address.addrId !== addrId);
  return rest.length === book.length ? [...book] : withOneDefault(rest);
}

/**
 * The address to send when the person makes it the default (the edit call with isDefault 1): the
 * stored address as it is, so nothing else changes.
 */
export function asDefaultAddress(address: DeliveryAddress): DeliveryAddress {
  return { ...address, isDefault: 1 };
}

/** The lines an address shows in the book: receiver, numbers, the standard address, area and detail, postal code, comments. */
export interface AddressSummary {
  receiver: string;
  numbers: string;
  place: string;
  street: string;
  postCode: string;
  comments: string;
}

/** F2.17: how an address reads in the book (the area split off the detail it is stored with). */
export function addressSummary(address: DeliveryAddress): AddressSummary {
  const { area, detail } = splitAreaAndDetail(address.addrDetail);
  return {
    receiver: address.contactName,
    numbers: [address.contactMobile, address.alternateContactNbr].filter(Boolean).join(' / '),
    place: address.displayAddr ?? '',
    street: [detail, area].filter(Boolean).join(', '),
    postCode: address.postCode ?? '',
    comments: address.comments ?? '',
  };
}

/** Outcome of a delete or set-default: done, or the server's message / 'Failed' (spec 02 §8). */
export type AddressBookActionOutcome = { ok: true } | { ok: false; message?: string; fallbackKey: string };

/** Reads a delete or set-default answer: success only for code '200'; a failure shows resultMsg, else 'Failed'. */
export function addressBookActionOutcome(response: { code?: string | number; resultMsg?: string } | null | undefined): AddressBookActionOutcome {
  if (response && String(response.code) === '200') return { ok: true };
  const message = response?.resultMsg?.trim();
  return message ? { ok: false, message, fallbackKey: 'gaia_address_save_failed' } : { ok: false, fallbackKey: 'gaia_address_save_failed' };
}
