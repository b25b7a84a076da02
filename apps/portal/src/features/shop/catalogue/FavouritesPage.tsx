import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, EmptyState, LoadFailed, Pagination, useGaia, useT } from '@gaia/ui';
import { pageCount } from '@gaia/domain';
import { FAVOURITES_PAGE_SIZE, favouritesQuery, hasSession } from './catalogueApi';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ShopNav } from './ShopNav';
import { useFavouriteSignIn } from './useFavourite';
import { PageTitle, ShopPage } from './Shop.styles';

/** The favourites page at /shop/favourites (F4.2): the signed-in customer's products; a visitor is asked to sign in. */
export default function FavouritesPage() {
  const t = useT();
  const signedIn = hasSession();
  const signIn = useFavouriteSignIn();
  return (
    <ShopPage>
      <PageTitle>{t('gaia_shop_favourites_heading')}</PageTitle>
      <ShopNav />
      {signedIn ? (
        <Favourites />
      ) : (
        <EmptyState
          title="gaia_shop_favourite_sign_in_title"
          description="gaia_shop_favourites_sign_in_text"
          action={<Button onClick={signIn.signIn}>{t('gaia_shop_favourite_sign_in')}</Button>}
        />
      )}
    </ShopPage>
  );
}

function Favourites() {
  const t = useT();
  const { locale } = useGaia();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...favouritesQuery(page, locale), placeholderData: (previous) => previous });
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) return <ProductGridSkeleton count={4} />;
  const { favoriteList, pageInfo } = list.data;
  if (favoriteList.length === 0 && page > 1) {
    // The last favourite of a later page was removed: the page before it is shown.
    setPage(page - 1);
    return null;
  }
  if (favoriteList.length === 0) {
    return (
      <EmptyState
        title="gaia_shop_favourites_empty_title"
        description="gaia_shop_favourites_empty_text"
        action={<Link to="/shop/products">{t('gaia_shop_favourites_browse')}</Link>}
      />
    );
  }
  return (
    <>
      <ProductGrid products={favoriteList} label={t('gaia_shop_favourites_heading')} allFavourites headingLevel={2} />
      <Pagination label="gaia_shop_page_label" value={page} pageCount={pageCount(pageInfo.total, FAVOURITES_PAGE_SIZE)} onChange={setPage} hideOnSinglePage />
    </>
  );
}
