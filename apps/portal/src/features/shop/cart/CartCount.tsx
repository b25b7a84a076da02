import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useT } from '@gaia/ui';
import { ShopRoute, cartKeys, cartTotals } from '@gaia/domain';
import { CountBadge, CountLink } from '../headerCount.styles';
import { usePaintedOnce } from '../afterFirstPaint';
import { cartCountQuery } from './cartApi';
import { useAnonymousCart } from './anonymousCartStore';
import { hasSession } from './signedIn';
import { useCartSync } from './useCartSync';

/** The link's name: "Cart, empty", "Cart, 1 item", "Cart, 2 items" (the badge's number is part of it). */
function cartCountKey(count: number) {
  if (count === 0) return 'gaia_cart_count_empty';
  return count === 1 ? 'gaia_cart_count_one' : 'gaia_cart_count_label';
}

/**
 * F4.3: the header's cart link with the number of units — the account's cart when signed in (it
 * also runs the sync of the anonymous cart after sign-in), else the anonymous cart of this browser.
 * Every change of the cart writes the server's new count into the cache (cartKeys.count), so the
 * badge follows adds and removes at once; each page change asks the server again.
 * Mounted in the header by the signed-in area.
 */
export function CartCount() {
  const t = useT();
  useCartSync();
  const signedIn = hasSession();
  const anonymous = useAnonymousCart();
  // The badge comes after the page's first paint: the page's own calls go first.
  const painted = usePaintedOnce();
  const account = useQuery({ ...cartCountQuery, enabled: signedIn && painted });
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    // The header stays while pages change: each new page asks again (an order paid meanwhile has
    // taken its lines out of the cart on the server). The first page's count is the mount's call.
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (signedIn) void queryClient.refetchQueries({ queryKey: cartKeys.count(), type: 'active' });
  }, [pathname, signedIn, queryClient]);
  const count = signedIn ? (account.data?.count ?? 0) : cartTotals(anonymous).totalQuantity;
  return (
    <CountLink as={Link} to={ShopRoute.cart} aria-label={t(cartCountKey(count), { count })}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.1a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 2-1.5L21 8H6" />
      </svg>
      {count > 0 ? <CountBadge aria-hidden="true">{count}</CountBadge> : null}
    </CountLink>
  );
}
