import { readMergeNotes, writeMergeNotes, type CartMergeNote } from '@gaia/domain';
import { sessionStorageOrNone } from '../../../app/browserStorage';

/*
 * F4.3: the notes of the merge at sign-in are kept in this tab's session storage until the cart page
 * has shown them and they are dismissed: the merge runs wherever the header first counts the cart
 * (often the home), and a reload or a typed address before the cart opens must not lose them.
 */
const storage = sessionStorageOrNone();

export const keptMergeNotes = (): CartMergeNote[] => readMergeNotes(storage);
export const keepMergeNotes = (notes: readonly CartMergeNote[]): void => writeMergeNotes(storage, notes);
