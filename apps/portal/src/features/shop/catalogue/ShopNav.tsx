import { NavLink } from 'react-router';
import { useT } from '@gaia/ui';
import { NavList } from './Shop.styles';

/** The shop's own navigation (F4.1, F4.2): home, every product, favourites. */
export function ShopNav() {
  const t = useT();
  return (
    <nav aria-label={t('gaia_shop_nav_label')}>
      <NavList>
        <li><NavLink to="/shop" end>{t('gaia_shop_nav_home')}</NavLink></li>
        <li><NavLink to="/shop/products" end>{t('gaia_shop_nav_products')}</NavLink></li>
        <li><NavLink to="/shop/favourites">{t('gaia_shop_nav_favourites')}</NavLink></li>
      </NavList>
    </nav>
  );
}
