import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge, Button, IconButton, LoadFailed, Skeleton, useGaia, useT } from '@gaia/ui';
import { chooseValue, formatShopPrice, initialSku, type ProductDetail, type ShopSku } from '@gaia/domain';
import { isApiError } from '@gaia/domain/api';
import { runtimeConfig } from '../../../app/runtimeConfig';
import { useAddToCart } from '../cart/useAddToCart';
import { productQuery } from './catalogueApi';
import { LazyFavouriteSignInDialog, preloadFavouriteSignInDialog } from './lazyFavouriteSignInDialog';
import { ProductOptions } from './ProductOptions';
import { ShopAvailability } from './ShopAvailability';
import { ShopNav } from './ShopNav';
import { useFavouriteSignIn, useFavouriteToggle, useIsFavourite } from './useFavourite';
import { Actions, DetailLayout, Facts, Gallery, Muted, PageTitle, PriceLine, ShopPage, Thumbs } from './Shop.styles';

/** The main image's drawn size (explicit, so the page does not shift while it loads). */
const MAIN_IMAGE_SIZE = 448;
const imageBase = () => runtimeConfig.apiBaseUrl.replace(/\/$/, '');

/** Product detail at /shop/product/:productId?sku= (F4.1, F4.2): images, SKU choice, price, stock, shops, favourite, cart. */
export default function ProductDetailPage() {
  const t = useT();
  const { locale } = useGaia();
  const { productId = '' } = useParams();
  const product = useQuery(productQuery(productId, locale));

  return (
    <ShopPage>
      <p><Link to="/shop/products">{t('gaia_shop_detail_back')}</Link></p>
      {product.isError ? (
        // A product no longer sold answers a business failure: its message, and the way back to the list.
        <>
          <PageTitle>{t('gaia_shop_title')}</PageTitle>
          <LoadFailed
            message={isApiError(product.error) && product.error.kind === 'business' ? t('gaia_shop_product_not_found') : undefined}
            onRetry={() => void product.refetch()}
          />
        </>
      ) : product.data ? (
        <Detail key={product.data.productId} product={product.data} />
      ) : (
        <DetailLayout aria-busy="true" aria-label={t('gaia_shop_detail_loading')}>
          <Skeleton variant="rect" width="100%" height={`${MAIN_IMAGE_SIZE}px`} />
          <Skeleton lines={6} />
        </DetailLayout>
      )}
      <ShopNav />
    </ShopPage>
  );
}

/** The favourite heart (filled when the product is a favourite). */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.8 5c2 0 3.5 1.1 5.2 3 1.7-1.9 3.2-3 5.2-3 3.5 0 5.7 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const t = useT();
  const { intlLocale } = useGaia();
  const [search, setSearch] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const sku: ShopSku | undefined = initialSku(product.skuList, search.get('sku'));
  const [shownImage, setShownImage] = useState<string | undefined>();
  const image = shownImage ?? sku?.image ?? product.image;
  const cart = useAddToCart();
  const signIn = useFavouriteSignIn();
  const favourite = useFavouriteToggle(signIn.ask);
  const isFavourite = useIsFavourite(product.productId);

  // A new product's page starts at its name (focus management between pages).
  useEffect(() => heading.current?.focus(), []);

  const choose = (attrCode: string, valueCode: string) => {
    const next = chooseValue(product.skuList, product.attributes, sku?.attrs ?? {}, attrCode, valueCode);
    if (!next) return;
    setShownImage(undefined);
    const params = new URLSearchParams(search);
    params.set('sku', next.skuId);
    setSearch(params, { replace: true });
  };

  const attrsShown = (chosen: ShopSku) =>
    product.attributes.map((attribute) => ({
      name: attribute.attrName,
      value: attribute.values.find((value) => value.valueCode === chosen.attrs[attribute.attrCode])?.valueName ?? '',
    }));

  return (
    <DetailLayout>
      <Gallery role="group" aria-label={t('gaia_shop_detail_images')}>
        <img
          src={`${imageBase()}${image}`}
          alt={t('gaia_shop_detail_image', { name: sku?.name ?? product.productName, index: Math.max(1, product.images.indexOf(image) + 1), count: product.images.length })}
          width={MAIN_IMAGE_SIZE}
          height={MAIN_IMAGE_SIZE}
          decoding="async"
        />
        {product.images.length > 1 ? (
          <Thumbs>
            {product.images.map((src, index) => (
              <button
                key={src}
                type="button"
                aria-pressed={src === image}
                aria-label={t('gaia_shop_detail_show_image', { index: index + 1 })}
                onClick={() => setShownImage(src)}
              >
                <img src={`${imageBase()}${src}`} alt="" width={48} height={48} loading="lazy" />
              </button>
            ))}
          </Thumbs>
        ) : null}
      </Gallery>
      <Facts>
        <PageTitle ref={heading} tabIndex={-1}>{product.productName}</PageTitle>
        <Muted>{product.brand}</Muted>
        <ProductOptions attributes={product.attributes} skus={product.skuList} chosen={sku?.attrs ?? {}} onChoose={choose} />
        {sku ? (
          <>
            <PriceLine aria-live="polite">
              {formatShopPrice(sku.price, intlLocale)}
            </PriceLine>
            <div role="status">
              <Badge tone={sku.stockStatus === 'inStock' ? 'success' : sku.stockStatus === 'lowStock' ? 'warning' : 'danger'}>
                {`gaia_shop_stock_${sku.stockStatus}`}
              </Badge>{' '}
              {sku.stock > 0 ? <Muted as="span">{t('gaia_shop_detail_stock_count', { count: sku.stock })}</Muted> : <Muted>{t('gaia_shop_detail_sku_out')}</Muted>}
            </div>
            <Muted>{t('gaia_shop_detail_sku_code', { skuId: sku.skuId })}</Muted>
            <Actions>
              <Button
                disabled={sku.stock <= 0}
                loading={cart.pending}
                onClick={() => void cart.add({ sku, attrs: attrsShown(sku) })}
              >
                {t('gaia_shop_detail_add_to_cart')}
              </Button>
              <ShopAvailability skuId={sku.skuId} />
              <IconButton
                variant="secondary"
                label={t(isFavourite ? 'gaia_shop_favourite_remove' : 'gaia_shop_favourite_add', { name: product.productName })}
                icon={<HeartIcon filled={isFavourite} />}
                disabled={favourite.pendingId === product.productId}
                onClick={() => favourite.toggle(product, isFavourite)}
                onPointerEnter={preloadFavouriteSignInDialog}
                onFocus={preloadFavouriteSignInDialog}
              />
            </Actions>
          </>
        ) : null}
        <section aria-labelledby="product-about">
          <h2 id="product-about">{t('gaia_shop_detail_description')}</h2>
          <p>{product.description}</p>
        </section>
      </Facts>
      <LazyFavouriteSignInDialog open={signIn.asking} onSignIn={signIn.signIn} onClose={signIn.cancel} />
    </DetailLayout>
  );
}
