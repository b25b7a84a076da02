import { RadioGroup, StatusTag, useGaiaLocale, useT } from '@gaia/ui';
import { LocatorMessageKey as K, isOutOfStock, type LocatorShop } from '@gaia/domain/stores';

/**
 * The shops as a radio list: the keyboard and screen-reader way to choose (every map choice has a
 * list alternative), with the distance and the out-of-stock label of each.
 */
export function ShopList({
  shops,
  selectedId,
  onSelect,
}: {
  shops: readonly LocatorShop[];
  selectedId: string | undefined;
  onSelect: (orgId: string) => void;
}) {
  const t = useT();
  const { intlLocale } = useGaiaLocale();
  const km = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
  return (
    <RadioGroup
      label={K.shopListLabel}
      value={selectedId ?? null}
      onChange={onSelect}
      options={shops.map((shop) => ({
        value: shop.orgId,
        label: shop.name,
        hint:
          shop.distanceMeters === undefined
            ? shop.address
            : `${shop.address} · ${t(K.distance, { km: km.format(shop.distanceMeters / 1000) })}`,
        ...(shop.stock
          ? {
              adornment: (
                <StatusTag
                  tone={isOutOfStock(shop) ? 'danger' : 'success'}
                  label={isOutOfStock(shop) ? K.outOfStock : K.inStock}
                />
              ),
            }
          : {}),
      }))}
    />
  );
}
