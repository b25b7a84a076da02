import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, LoadFailed, Skeleton, useGaia, useT } from '@gaia/ui';
import { formatShopPrice, type CeeOfferGroup, type ShopFloor } from '@gaia/domain';
import { runtimeConfig } from '../../../app/runtimeConfig';
import { categoriesQuery, floorsQuery, offerGroupsQuery } from './catalogueApi';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { ShopNav } from './ShopNav';
import { Banners, Muted, PageTitle, SectionTitle, ShopPage, Tiles } from './Shop.styles';

const imageBase = () => runtimeConfig.apiBaseUrl.replace(/\/$/, '');

/** The shop at /shop (F4.1): floors (banners, featured products), categories, offers and bundles. */
export default function ShopHomePage() {
  const t = useT();
  const { locale } = useGaia();
  const floors = useQuery(floorsQuery(locale));
  const categories = useQuery(categoriesQuery(locale));
  const offers = useQuery(offerGroupsQuery(locale));

  return (
    <ShopPage>
      <PageTitle>{t('gaia_shop_title')}</PageTitle>
      <ShopNav />
      {floors.isError ? <LoadFailed onRetry={() => void floors.refetch()} /> : <Floors floors={floors.data} />}
      <section aria-labelledby="shop-categories">
        <SectionTitle id="shop-categories">{t('gaia_shop_categories')}</SectionTitle>
        {categories.isError ? (
          <LoadFailed onRetry={() => void categories.refetch()} />
        ) : categories.data ? (
          <Tiles>
            {categories.data.map((category) => (
              <li key={category.catgId}>
                <Link to={`/shop/products?category=${category.catgId}`}>
                  <strong>{category.catgName}</strong>
                  <Muted as="span">{t('gaia_shop_category_count', { count: category.productCount })}</Muted>
                </Link>
              </li>
            ))}
          </Tiles>
        ) : (
          <Skeleton lines={2} />
        )}
        <p><Link to="/shop/products">{t('gaia_shop_see_all')}</Link></p>
      </section>
      <section aria-labelledby="shop-offers">
        <SectionTitle id="shop-offers">{t('gaia_shop_offers')}</SectionTitle>
        {offers.isError ? <LoadFailed onRetry={() => void offers.refetch()} /> : offers.data ? <Offers groups={offers.data} /> : <Skeleton lines={3} />}
      </section>
    </ShopPage>
  );
}

function Floors({ floors }: { floors: ShopFloor[] | undefined }) {
  const t = useT();
  if (!floors) return <ProductGridSkeleton count={4} />;
  if (floors.length === 0) return <EmptyState title="gaia_shop_empty_title" compact />;
  return (
    <>
      {floors.map((floor) => (
        <section key={floor.floorId} aria-labelledby={`floor-${floor.floorId}`}>
          <SectionTitle id={`floor-${floor.floorId}`}>{floor.title}</SectionTitle>
          {floor.floorType === 'banner' ? (
            <Banners aria-label={t('gaia_shop_banners_label')}>
              {floor.banners.map((banner) => (
                <li key={banner.adId}>
                  <Link to={banner.link}>
                    <img src={`${imageBase()}${banner.image}`} alt="" width={720} height={240} loading="lazy" decoding="async" />
                    <strong>{banner.title}</strong>
                    <span>{banner.subtitle}</span>
                  </Link>
                </li>
              ))}
            </Banners>
          ) : (
            <ProductGrid products={floor.products} label={floor.title} />
          )}
        </section>
      ))}
    </>
  );
}

function Offers({ groups }: { groups: CeeOfferGroup[] }) {
  const t = useT();
  const { intlLocale } = useGaia();
  return (
    <>
      {groups.map((group) => (
        <section key={group.groupId} aria-labelledby={`offers-${group.groupId}`}>
          <h3 id={`offers-${group.groupId}`}>{group.groupName}</h3>
          <Tiles>
            {group.offers.map((offer) => {
              const body = (
                <>
                  <strong>{offer.offerName}</strong>
                  <span>{offer.description}</span>
                  <Muted as="span">{t('gaia_shop_offer_price', { price: formatShopPrice(offer.price, intlLocale), days: offer.validityDays })}</Muted>
                </>
              );
              return (
                <li key={offer.offerId}>
                  {offer.productId ? <Link to={`/shop/product/${offer.productId}`}>{body}</Link> : <div>{body}</div>}
                </li>
              );
            })}
          </Tiles>
        </section>
      ))}
    </>
  );
}
