import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@gaia/ui';
import { favouriteCountQuery, hasSession } from './catalogueApi';

/**
 * F4.2: the header's favourites link with the signed-in customer's count (asked only with a session;
 * refreshed whenever a heart changes). Mount it in the shell's header beside CartCount.
 */
export function FavouritesCount() {
  const t = useT();
  const signedIn = hasSession();
  const count = useQuery({ ...favouriteCountQuery, enabled: signedIn });
  const value = signedIn ? (count.data?.count ?? 0) : 0;
  return (
    <Link to="/shop/favourites" aria-label={t('gaia_shop_favourites_count', { count: value })} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minBlockSize: 44, minInlineSize: 44, color: 'inherit' }}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.8 5c2 0 3.5 1.1 5.2 3 1.7-1.9 3.2-3 5.2-3 3.5 0 5.7 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
      {value > 0 ? <span aria-hidden="true">{value}</span> : null}
    </Link>
  );
}
