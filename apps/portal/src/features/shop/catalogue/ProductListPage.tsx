import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, LoadFailed, Pagination, useGaia, useT } from '@gaia/ui';
import {
  PRODUCT_PAGE_SIZE,
  ShopRoute,
  changeProductList,
  pageCount,
  productListQuery as toListQuery,
  readProductListUrl,
  writeProductListUrl,
  type ProductListUrlState,
  type ProductSummary,
} from '@gaia/domain';
import { categoriesQuery, productListQuery } from './catalogueApi';
import { LazySelects } from './lazySelects';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { productListFilters } from './productListFilters';
import { ShopNav } from './ShopNav';
import { Muted, PageTitle, ShopPage, Toolbar } from './Shop.styles';
import { useDeferredQuery } from '../../../app/queries/useDeferredQuery';
import { initialLocale } from '../../../app/i18n';
import { usePaintedOnce } from '../afterFirstPaint';
import { queryClient } from '../../../app/queryClient';
import { useFirstFrame } from '../../../firstFrame/useFirstFrame';

/*
 * The list's answer decides the page's largest paint (the first cards' images), and the catalogue
 * needs no session: on a load of this address it is asked as the page's code arrives, beside the
 * signed-in area's own calls, instead of after the area and the page have rendered. The page's
 * query then finds it on its way (same key: the URL's state and the interface language).
 */
if (typeof window !== 'undefined' && window.location.pathname === ShopRoute.products) {
  const state = readProductListUrl(new URLSearchParams(window.location.search));
  void queryClient.prefetchQuery(productListQuery(toListQuery(state), initialLocale()));
}

/** What a kept picture of the list shows (ADR 0030): a change of product, price or stock takes it again. */
const shownInFrame = (products: readonly ProductSummary[]) =>
  products.map((each) => `${each.productId}:${each.priceFrom}-${each.priceTo}:${each.stockStatus}`).join(',');

/** The product list at /shop/products?category=&brand=&sort=&page= (F4.1): filters, sort and pages in the URL. */
export default function ProductListPage() {
  const t = useT();
  const { locale } = useGaia();
  const [search, setSearch] = useSearchParams();
  const state = readProductListUrl(search);
  const list = useDeferredQuery({ ...productListQuery(toListQuery(state), locale), placeholderData: (previous) => previous });
  const painted = usePaintedOnce();
  // Only the category filter's options: asked after the list's first paint.
  const categories = useDeferredQuery({ ...categoriesQuery(locale), enabled: painted });
  const page = useRef<HTMLDivElement>(null);
  // A returning customer's next load of this list paints its first cards before the scripts arrive.
  useFirstFrame(page, !list.isPending, list.data ? `${locale} ${shownInFrame(list.data.productList)}` : undefined);
  const change = (next: Partial<ProductListUrlState>) => setSearch(writeProductListUrl(changeProductList(state, next)));
  const filtered = Boolean(state.category || state.brand);
  const filters = productListFilters(state, { categories: categories.data ?? [], brands: list.data?.brandList }, change);

  return (
    <ShopPage ref={page}>
      <PageTitle>{t('gaia_shop_products_heading')}</PageTitle>
      <ShopNav />
      <Toolbar role="group" aria-label={t('gaia_shop_filters')}>
        <LazySelects selects={filters} />
      </Toolbar>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <>
          {/* The results line's place: the cards are drawn where their skeletons stood. */}
          <Muted aria-hidden="true">{'\u00a0'}</Muted>
          <ProductGridSkeleton count={PRODUCT_PAGE_SIZE} />
        </>
      ) : list.data.productList.length === 0 ? (
        <EmptyState
          title="gaia_shop_empty_title"
          description="gaia_shop_empty_text"
          action={filtered ? <Button variant="secondary" onClick={() => setSearch(new URLSearchParams())}>{t('gaia_shop_clear_filters')}</Button> : undefined}
        />
      ) : (
        <>
          <Muted role="status">{t('gaia_shop_results', { count: list.data.pageInfo.total })}</Muted>
          <ProductGrid products={list.data.productList} label={t('gaia_shop_list_label')} headingLevel={2} />
          <Pagination
            label="gaia_shop_page_label"
            value={state.page}
            pageCount={pageCount(list.data.pageInfo.total, PRODUCT_PAGE_SIZE)}
            onChange={(page) => change({ page })}
            hideOnSinglePage
          />
        </>
      )}
    </ShopPage>
  );
}
