import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, LoadFailed, Modal, RadioGroup, Spinner, useGaia } from '@gaia/ui';
import { StockState, type CheckoutShop } from '@gaia/domain';
import { shopsReadApi } from './checkoutApi';

/** Shops that hand over online orders carry this tag. */
const PICKUP_TAG = 'PICKUP';

export interface PickupShopDialogProps {
  open: boolean;
  /** The SKUs of the order: a shop must have every one in stock. */
  skuList: readonly string[];
  value?: string;
  onConfirm: (shop: CheckoutShop) => void;
  onClose: () => void;
}

/**
 * F4.4: pickup at a shop with stock — every pickup shop with whether it has all the order's SKUs
 * (/shop/businessHall/inventory); a shop without them shows the out-of-stock label and cannot be
 * confirmed (spec 03 §8).
 */
export function PickupShopDialog({ open, skuList, value, onConfirm, onClose }: PickupShopDialogProps) {
  const { t, config } = useGaia();
  const [chosen, setChosen] = useState<string | undefined>(value);
  const shops = useQuery({
    queryKey: ['shopCheckout', 'pickupShops', skuList.join(',')],
    enabled: open,
    queryFn: async () => {
      const list = await shopsReadApi.busiHallList(PICKUP_TAG);
      const stock = await Promise.all(list.map((shop) => shopsReadApi.inventory(shop.orgId, skuList)));
      return list.map((shop, index) => ({
        orgId: shop.orgId,
        name: shop.busiHallName,
        address: shop.address,
        inStock: (stock[index]?.skuStockList ?? []).every((entry) => entry.stockState === StockState.inStock),
      }));
    },
  });
  const pick = shops.data?.find((shop) => shop.orgId === chosen && shop.inStock);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="gaia_checkout_shop_shop_dialog"
      footer={
        <Button disabled={!pick} onClick={() => pick && onConfirm({ orgId: pick.orgId, name: pick.name })}>
          {t('gaia_locator_confirm')}
        </Button>
      }
    >
      {shops.isPending ? (
        <Spinner delay={config.spinnerDelayMs} label="gaia_checkout_shop_shop_dialog" />
      ) : shops.isError ? (
        <LoadFailed onRetry={() => void shops.refetch()} />
      ) : (
        <RadioGroup
          label="gaia_checkout_shop_shop_choose"
          value={chosen ?? null}
          onChange={setChosen}
          options={shops.data.map((shop) => ({
            value: shop.orgId,
            label: shop.name,
            hint: shop.inStock ? shop.address : `${t('gaia_locator_out_of_stock')} — ${shop.address}`,
            disabled: !shop.inStock,
          }))}
        />
      )}
    </Modal>
  );
}
