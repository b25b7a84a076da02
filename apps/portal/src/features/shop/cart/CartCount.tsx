import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@gaia/ui';
import { cartTotals } from '@gaia/domain';
import { cartCountQuery } from './cartApi';
import { useAnonymousCart } from './anonymousCartStore';
import { hasSession } from './signedIn';
import { useCartSync } from './useCartSync';
import { CountBadge, CountLink } from './Cart.styles';

/**
 * F4.3: the header's cart link with the number of units — the account's cart when signed in (it
 * also runs the sync of the anonymous cart after sign-in), else the anonymous cart of this browser.
 * Mount it in the shell's header.
 */
export function CartCount() {
  const t = useT();
  useCartSync();
  const signedIn = hasSession();
  const anonymous = useAnonymousCart();
  const account = useQuery({ ...cartCountQuery, enabled: signedIn });
  const count = signedIn ? (account.data?.count ?? 0) : cartTotals(anonymous).totalQuantity;
  return (
    <CountLink as={Link} to="/shop/cart" aria-label={count > 0 ? t('gaia_cart_count_label', { count }) : t('gaia_cart_count_empty')}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.1a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 2-1.5L21 8H6" />
      </svg>
      {count > 0 ? <CountBadge aria-hidden>{count}</CountBadge> : null}
    </CountLink>
  );
}
