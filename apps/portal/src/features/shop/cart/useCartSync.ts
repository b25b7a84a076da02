import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartKeys, toSyncItems, type Cart } from '@gaia/domain';
import { cartApi, mergeNotesKey, type MergeNotes } from './cartApi';
import { currentAnonymousCart, setAnonymousCart, useAnonymousCart } from './anonymousCartStore';
import { keepMergeNotes } from './mergeNotesStore';
import { hasSession } from './signedIn';

/*
 * One sync at a time for the whole page: the header's cart count and the cart page both ask for it,
 * and two syncs of the same anonymous lines would add their quantities twice.
 */
let running = false;

/**
 * F4.3: once signed in, the anonymous cart kept in this browser is merged into the account's cart
 * (/shop/cart/sync) and forgotten; the notes of lines that changed (price, stock, the limit, gone)
 * are kept for the cart page to show (in the tab's session storage, so a reload loses none). A failed sync keeps the anonymous cart for the next try.
 * Answers whether a sync is still to finish (the cart waits for it).
 */
export function useCartSync(): boolean {
  const queryClient = useQueryClient();
  const anonymous = useAnonymousCart();
  const signedIn = hasSession();
  const waiting = signedIn && anonymous.length > 0;

  useEffect(() => {
    if (!waiting || running) return;
    running = true;
    void cartApi
      .sync(toSyncItems(currentAnonymousCart()))
      .then(({ mergeNotes, ...cart }) => {
        setAnonymousCart([]);
        queryClient.setQueryData<Cart>(cartKeys.lists(), cart);
        queryClient.setQueryData(cartKeys.count(), { count: cart.totalQuantity });
        if (mergeNotes.length > 0) {
          keepMergeNotes(mergeNotes);
          queryClient.setQueryData<MergeNotes>(mergeNotesKey, mergeNotes);
        }
      })
      .catch(() => {
        // Shown by the error catalogue; the anonymous cart stays for the next visit.
      })
      .finally(() => {
        running = false;
      });
  }, [waiting, queryClient]);

  return waiting;
}
