import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useT, useToast } from '@gaia/ui';
import { favouriteIntent, pendingFavouriteAction, shopFavouriteKeys, shopSignInHref, type ProductSummary } from '@gaia/domain';
import { catalogueApi, hasSession, isFavouriteQuery } from './catalogueApi';
import { forgetPendingFavourite, keepPendingFavourite, pendingFavourite } from './pendingFavouriteStore';

/**
 * The sign-in request of a visitor who pressed a heart: the dialog's state, and sign-in with
 * `redirect` naming this page (path and query), so sign-in brings the person back here (ADR 0024).
 * The heart's product is kept meanwhile, so the favourite is added on the way back.
 */
export function useFavouriteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [asking, setAsking] = useState(false);
  const product = useRef<ProductSummary | undefined>(undefined);
  return {
    asking,
    /** Opens the sign-in request; `forProduct` is the product whose heart was pressed. */
    ask: (forProduct?: ProductSummary) => {
      product.current = forProduct;
      setAsking(true);
    },
    cancel: () => setAsking(false),
    signIn: () => {
      if (product.current) {
        keepPendingFavourite({ productId: product.current.productId, productName: product.current.productName, pathname: location.pathname });
      }
      navigate(shopSignInHref(location));
    },
  };
}

/**
 * F4.2: adding or removing a favourite — the heart's rule of the domain (a visitor is asked to sign
 * in; presses wait while a change is on its way), the lists, the count and the isAdded answers are
 * refreshed after a change, and the outcome is said in a toast. Back from sign-in on the page where
 * a visitor pressed a heart, that favourite is added (once).
 */
export function useFavouriteToggle(onSignInNeeded: (product: ProductSummary) => void) {
  const { pathname } = useLocation();
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ product, add }: { product: Pick<ProductSummary, 'productId' | 'productName'>; add: boolean }) =>
      add ? catalogueApi.addFavourite(product.productId) : catalogueApi.removeFavourites([product.productId]),
    onSuccess: (_data, { product, add }) => {
      queryClient.setQueryData(shopFavouriteKeys.isAdded(product.productId), { isAdded: add });
      void queryClient.invalidateQueries({ queryKey: shopFavouriteKeys.all });
      toast.show({ tone: 'success', message: t(add ? 'gaia_shop_favourite_added' : 'gaia_shop_favourite_removed', { name: product.productName }) });
    },
  });
  const pendingId = change.isPending ? change.variables.product.productId : undefined;

  const { mutate } = change;
  useEffect(() => {
    const pending = pendingFavourite();
    const action = pendingFavouriteAction(pending, { signedIn: hasSession(), pathname });
    if (action === 'none' || !pending) return;
    // Forgotten before the call: a second mount (Strict Mode, another grid) must not add it again.
    forgetPendingFavourite();
    if (action === 'add') mutate({ product: { productId: pending.productId, productName: pending.productName }, add: true });
  }, [pathname, mutate]);

  return {
    pendingId,
    toggle(product: ProductSummary, isAdded: boolean) {
      const intent = favouriteIntent({ signedIn: hasSession(), isAdded, pending: change.isPending });
      if (intent.kind === 'signIn') onSignInNeeded(product);
      else if (intent.kind !== 'wait') change.mutate({ product, add: intent.kind === 'add' });
    },
  };
}

/** Whether one product is a favourite (asked only with a session, and when `ask` is true). */
export function useIsFavourite(productId: string, ask = true): boolean {
  const signedIn = hasSession();
  const answer = useQuery({ ...isFavouriteQuery(productId), enabled: signedIn && ask });
  return signedIn && Boolean(answer.data?.isAdded);
}
