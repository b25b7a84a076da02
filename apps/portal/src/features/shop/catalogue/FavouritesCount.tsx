import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@gaia/ui';
import { ShopRoute } from '@gaia/domain';
import { CountBadge, CountLink } from '../headerCount.styles';
import { usePaintedOnce } from '../afterFirstPaint';
import { favouriteCountQuery, hasSession } from './catalogueApi';

/** The link's name: "Favourites, none", "Favourites, 1 product", "Favourites, 2 products". */
function favouritesCountKey(count: number) {
  if (count === 0) return 'gaia_shop_favourites_count_empty';
  return count === 1 ? 'gaia_shop_favourites_count_one' : 'gaia_shop_favourites_count';
}

/**
 * F4.2: the header's favourites link with the signed-in customer's count (asked only with a session;
 * a heart's change invalidates the favourites' queries, this count among them). A visitor's link
 * leads to the favourites page, which offers sign-in. Mounted in the header by the signed-in area.
 */
export function FavouritesCount() {
  const t = useT();
  const signedIn = hasSession();
  // The badge comes after the page's first paint: the page's own calls go first.
  const painted = usePaintedOnce();
  const count = useQuery({ ...favouriteCountQuery, enabled: signedIn && painted });
  const value = signedIn ? (count.data?.count ?? 0) : 0;
  return (
    <CountLink as={Link} to={ShopRoute.favourites} aria-label={t(favouritesCountKey(value), { count: value })}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.8 5c2 0 3.5 1.1 5.2 3 1.7-1.9 3.2-3 5.2-3 3.5 0 5.7 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
      </svg>
      {value > 0 ? <CountBadge aria-hidden="true">{value}</CountBadge> : null}
    </CountLink>
  );
}
