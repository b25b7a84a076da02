import { FavouritesCount } from './catalogue/FavouritesCount';
import { CartCount } from './cart/CartCount';
import { HeaderCounts } from './headerCount.styles';

/**
 * The shop's links in the header (F4.2, F4.3): favourites and cart, each with its count as a badge
 * and in its accessible name ("Cart, 2 items"). Its own chunk: the signed-in area loads it beside the
 * user menu, never with /signIn's first paint.
 */
export default function ShopHeaderCounts() {
  return (
    <HeaderCounts>
      <FavouritesCount />
      <CartCount />
    </HeaderCounts>
  );
}
