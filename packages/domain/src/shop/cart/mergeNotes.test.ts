import { describe, expect, it } from 'vitest';
import type { CartStorage } from './anonymousCart';
import type { CartMergeNote } from './cartModel';
import { MERGE_NOTES_KEY, readMergeNotes, writeMergeNotes } from './mergeNotes';

function memoryStorage(initial?: string): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(initial === undefined ? [] : [[MERGE_NOTES_KEY, initial]]);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const priceNote: CartMergeNote = { skuId: 'SKU-1', name: 'Nova 5G', change: 'price', seenPrice: 399, price: 449, requestedQuantity: 1, quantity: 1 };
const goneNote: CartMergeNote = { skuId: 'SKU-2', name: 'Aurora', change: 'unavailable', requestedQuantity: 2, quantity: 0 };

describe('F4.3 the merge notes kept until shown', () => {
  it('reads back what was written, and writing none removes the key', () => {
    const storage = memoryStorage();
    writeMergeNotes(storage, [priceNote, goneNote]);
    expect(readMergeNotes(storage)).toEqual([priceNote, goneNote]);
    writeMergeNotes(storage, []);
    expect(storage.data.has(MERGE_NOTES_KEY)).toBe(false);
    expect(readMergeNotes(storage)).toEqual([]);
  });

  it('reads a damaged or foreign value as no notes, and drops entries that are not notes', () => {
    expect(readMergeNotes(memoryStorage('{not json'))).toEqual([]);
    expect(readMergeNotes(memoryStorage('{"skuId":"SKU-1"}'))).toEqual([]);
    const mixed = JSON.stringify([priceNote, { ...goneNote, change: 'moved' }, { ...priceNote, price: '449' }, null, 7]);
    expect(readMergeNotes(memoryStorage(mixed))).toEqual([priceNote]);
  });
});
