import { bookAfterDelete, bookAfterSave, sortAddressBook, type DeliveryAddress, type DeliveryAddressConfig } from '@gaia/domain';
import type { Clock } from './clock';
import { demoIndividual } from './seed';
import { ADDRESS_TREE } from './stdAddresses';

/**
 * Delivery addresses per customer and the postal-code lookup (spec 02 F2.17). Each customer's book
 * keeps exactly one default (the domain's book rules); the form's configuration and a failure
 * switch for add/edit are set through /__sandbox/addresses.
 */

/** At most this many addresses per customer (ours: keeps a looping client from filling memory). */
export const MAX_ADDRESSES = 20;

/**
 * The address form's configuration the sandbox serves (spec 02 §3 flags): the detailed mode with a
 * five-digit postal code looked up in standard-address mode 1, the map search, an optional
 * alternate number and one optional extra field.
 */
export const DEMO_ADDRESS_CONFIG: DeliveryAddressConfig = {
  addressLevel: 3,
  needAddrPostCode: true,
  showGoogleMap: true,
  stdAddrMode: 1,
  postCodeDigit: 5,
  needAlternateContactNbr: true,
  alternateContactNbrRequired: false,
  addressMode: 'D',
  extraFields: [{ fieldCode: 'landmark', fieldName: 'gaia_address_extra_landmark', fieldInputType: 'text', required: false, maxLength: 60 }],
};

/** What add and edit answer: normally, a failure with a message, or a failure without one. */
export type AddressSaveSwitch = 'auto' | 'fail' | 'failWithoutMessage';
export const ADDRESS_SAVE_SWITCHES: readonly AddressSaveSwitch[] = ['auto', 'fail', 'failWithoutMessage'];

/** A standard address a postal code leads to. */
export interface PostCodeEntry {
  postCode: string;
  stdAddrId: string;
  displayAddr: string;
}

/**
 * The demo postal codes: one per town of the standard-address tree, five digits read as province
 * (two), city (one), town (one) and a closing 0 — 02110 is HARARE / HARARE / HARARE CBD.
 */
export const POST_CODES: readonly PostCodeEntry[] = ADDRESS_TREE.flatMap((province, p) =>
  (province.children ?? []).flatMap((city, c) =>
    (city.children ?? []).map((town, t) => ({
      postCode: `${String(p + 1).padStart(2, '0')}${c + 1}${t + 1}0`,
      stdAddrId: town.ID,
      displayAddr: `${province.NAME} / ${city.NAME} / ${town.NAME}`,
    })),
  ),
);

/** The standard address of a postal code, undefined when none. */
export function lookUpPostCode(postCode: string): PostCodeEntry | undefined {
  return POST_CODES.find((entry) => entry.postCode === postCode);
}

const byCode = (code: string) => lookUpPostCode(code)!;

/** The seeded books, by user id: two for the demo individual (the first the default), one for the demo company. */
function seedBooks(): [string, DeliveryAddress[]][] {
  const borrowdale = byCode('02120');
  const mbare = byCode('02130');
  const cbd = byCode('02110');
  return [
    [
      'U-1001',
      [
        {
          addrId: 'DA-1',
          contactName: 'Tariro Moyo',
          contactMobile: demoIndividual.account,
          addrDetail: 'Borrowdale Brooke|12 Samora Machel Avenue',
          displayAddr: borrowdale.displayAddr,
          stdAddrId: borrowdale.stdAddrId,
          postCode: borrowdale.postCode,
          isDefault: 1,
        },
        {
          addrId: 'DA-2',
          contactName: 'Rudo Moyo',
          contactMobile: '0772345678',
          addrDetail: '8 Mbare Market Road',
          displayAddr: mbare.displayAddr,
          stdAddrId: mbare.stdAddrId,
          postCode: mbare.postCode,
          isDefault: 0,
          comments: 'Call on arrival',
        },
      ],
    ],
    [
      'U-2001',
      [
        {
          addrId: 'DA-3',
          contactName: 'ACME Stores',
          contactMobile: '0775550001',
          addrDetail: 'Workington|45 Coventry Road',
          displayAddr: cbd.displayAddr,
          stdAddrId: cbd.stdAddrId,
          postCode: cbd.postCode,
          isDefault: 1,
        },
      ],
    ],
  ];
}

export class AddressBook {
  private readonly books = new Map<string, DeliveryAddress[]>();
  private counter = 100;
  /** What add and edit answer (/__sandbox/addresses). */
  saveSwitch: AddressSaveSwitch = 'auto';
  /** The form configuration served (/__sandbox/addresses replaces it). */
  config: DeliveryAddressConfig = structuredClone(DEMO_ADDRESS_CONFIG);

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  /** A user's addresses, the default first (copies). */
  list(userId: string): DeliveryAddress[] {
    return structuredClone(sortAddressBook(this.books.get(userId) ?? []));
  }

  /** How many addresses a user has. */
  count(userId: string): number {
    return this.books.get(userId)?.length ?? 0;
  }

  /** The user's default address, null when the book is empty. */
  defaultOf(userId: string): DeliveryAddress | null {
    return this.list(userId)[0] ?? null;
  }

  /**
   * Adds (no addrId) or replaces (a known addrId) an address, keeping one default; answers the
   * saved address, or undefined when the id is unknown.
   */
  save(userId: string, address: DeliveryAddress): DeliveryAddress | undefined {
    const book = this.books.get(userId) ?? [];
    if (address.addrId && !book.some((entry) => entry.addrId === address.addrId)) return undefined;
    // Ids carry the time they were given, so ids stay unique across resets of the counter.
    const saved: DeliveryAddress = address.addrId ? structuredClone(address) : { ...structuredClone(address), addrId: `DA-${++this.counter}-${this.clock.now().toString(36)}` };
    const next = bookAfterSave(book, saved);
    this.books.set(userId, next);
    return structuredClone(next.find((entry) => entry.addrId === saved.addrId)!);
  }

  /** Deletes an address (the first remaining becomes the default when needed); false when unknown. */
  remove(userId: string, addrId: string): boolean {
    const book = this.books.get(userId) ?? [];
    const next = bookAfterDelete(book, addrId);
    if (next.length === book.length) return false;
    this.books.set(userId, next);
    return true;
  }

  /** Back to the seeded state. */
  reset(): void {
    this.books.clear();
    for (const [userId, book] of seedBooks()) this.books.set(userId, book);
    this.counter = 100;
    this.saveSwitch = 'auto';
    this.config = structuredClone(DEMO_ADDRESS_CONFIG);
  }
}
