import type { SelectProps } from '@gaia/ui';
import { ProductSort, type ProductListUrlState, type ProductSortId, type ShopCategoryEntry, type ShopCategoryId } from '@gaia/domain';

/** The value of a filter's "all" choice (the URL then has no such parameter). */
const ALL = '';

export interface ProductListFilterSources {
  /** The categories (none while they load). */
  categories: readonly ShopCategoryEntry[];
  /** The brands of the current list; undefined while it loads. */
  brands: readonly string[] | undefined;
}

/**
 * F4.1: the product list's filters and sort as the kit selects draw them — category, brand, sort,
 * each with an "all" choice; a choice changes the list's URL state through `change`.
 */
export function productListFilters(
  state: ProductListUrlState,
  { categories, brands }: ProductListFilterSources,
  change: (next: Partial<ProductListUrlState>) => void,
): SelectProps[] {
  return [
    {
      label: 'gaia_shop_filter_category',
      value: state.category ?? ALL,
      onChange: (value) => change({ category: (value || undefined) as ShopCategoryId | undefined }),
      options: [
        { value: ALL, label: 'gaia_shop_filter_all_categories' },
        ...categories.map((category) => ({ value: category.catgId, label: category.catgName })),
      ],
    },
    {
      label: 'gaia_shop_filter_brand',
      value: state.brand ?? ALL,
      onChange: (value) => change({ brand: value || undefined }),
      options: [
        { value: ALL, label: 'gaia_shop_filter_all_brands' },
        // While the list loads, the chosen brand stays shown.
        ...(brands ?? (state.brand ? [state.brand] : [])).map((brand) => ({ value: brand, label: brand })),
      ],
    },
    {
      label: 'gaia_shop_sort',
      value: state.sort ?? ALL,
      onChange: (value) => change({ sort: (value || undefined) as ProductSortId | undefined }),
      options: [
        { value: ALL, label: 'gaia_shop_sort_default' },
        ...Object.values(ProductSort).map((sort) => ({ value: sort, label: `gaia_shop_sort_${sort}` })),
      ],
    },
  ];
}
