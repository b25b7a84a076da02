import type { CartStorage } from './anonymousCart';
import type { CartMergeChange, CartMergeNote } from './cartModel';
import { readStoredList, writeStoredList } from './storedList';

/** Storage key of the notes of the last merge of a visitor's cart (ours; the tab's session storage in the portal). */
export const MERGE_NOTES_KEY = 'gaia.shop.mergeNotes';

const CHANGES: readonly CartMergeChange[] = ['price', 'stock', 'unavailable', 'limit'];

function isNote(value: unknown): value is CartMergeNote {
  if (!value || typeof value !== 'object') return false;
  const note = value as Record<string, unknown>;
  const optionalNumber = (field: unknown) => field === undefined || typeof field === 'number';
  return (
    typeof note.skuId === 'string' &&
    typeof note.name === 'string' &&
    CHANGES.includes(note.change as CartMergeChange) &&
    typeof note.requestedQuantity === 'number' &&
    typeof note.quantity === 'number' &&
    optionalNumber(note.seenPrice) &&
    optionalNumber(note.price)
  );
}

/**
 * F4.3: the notes of the merge made at sign-in, kept until the cart page has shown them and the
 * person dismissed them, so a reload or a typed address between the merge and the cart loses none.
 * A damaged or foreign value reads as no notes (never a crash).
 */
export function readMergeNotes(storage: CartStorage): CartMergeNote[] {
  return readStoredList(storage, MERGE_NOTES_KEY, isNote);
}

/** Keeps the notes (none removes the key). */
export function writeMergeNotes(storage: CartStorage, notes: readonly CartMergeNote[]): void {
  writeStoredList(storage, MERGE_NOTES_KEY, notes);
}
