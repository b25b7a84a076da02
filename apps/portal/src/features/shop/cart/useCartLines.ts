import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { anonymousCartView, cartKeys, removeAnonymousLines, setAnonymousQuantity, type Cart } from '@gaia/domain';
import { isApiError } from '@gaia/domain/api';
import { cartApi, cartQuery } from './cartApi';
import { setAnonymousCart, useAnonymousCart } from './anonymousCartStore';
import { hasSession } from './signedIn';

/**
 * F4.3: the cart the page shows and its changes — the account's (each change answered by the server,
 * refusals kept per line) or, for a visitor, the anonymous cart of this browser under the same rules.
 */
export function useCartLines(syncing: boolean) {
  const queryClient = useQueryClient();
  const signedIn = hasSession();
  const anonymous = useAnonymousCart();
  const account = useQuery({ ...cartQuery, enabled: signedIn && !syncing });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const cart: Cart | undefined = signedIn ? account.data : anonymousCartView(anonymous);

  async function change(ids: readonly string[], call: () => Promise<Cart>) {
    setBusy(new Set(ids));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([id]) => !ids.includes(id))));
    try {
      const next = await call();
      queryClient.setQueryData<Cart>(cartKeys.lists(), next);
      queryClient.setQueryData(cartKeys.count(), { count: next.totalQuantity });
      return true;
    } catch (error) {
      const message = isApiError(error) && error.kind === 'business' ? error.resultMsg : undefined;
      if (message) setErrors((previous) => ({ ...previous, ...Object.fromEntries(ids.map((id) => [id, message])) }));
      return false;
    } finally {
      setBusy(new Set());
    }
  }

  return {
    signedIn,
    cart,
    loading: signedIn && (syncing || account.isPending),
    failed: signedIn && account.isError,
    retry: () => void account.refetch(),
    busy,
    errors,
    setQuantity: (cartItemId: string, quantity: number) =>
      signedIn ? change([cartItemId], () => cartApi.modify(cartItemId, quantity)) : Promise.resolve(setAnonymousCart(setAnonymousQuantity(anonymous, cartItemId, quantity))).then(() => true),
    remove: (ids: readonly string[]) =>
      signedIn
        ? change(ids, () => (ids.length === 1 ? cartApi.remove(ids[0]!) : cartApi.removeBatch(ids)))
        : Promise.resolve(setAnonymousCart(removeAnonymousLines(anonymous, new Set(ids)))).then(() => true),
  };
}
