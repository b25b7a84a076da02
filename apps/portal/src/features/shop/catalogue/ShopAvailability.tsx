import { useState } from 'react';
import { Button, useT, useToast } from '@gaia/ui';
import { LazyAvailabilityDialog, preloadAvailabilityDialog } from './lazyAvailabilityDialog';

/** F4.1: "check availability in shops" — opens the shop locator for the chosen SKU in a modal; a confirmed shop is said in a toast. */
export function ShopAvailability({ skuId }: { skuId: string }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={preloadAvailabilityDialog} onFocus={preloadAvailabilityDialog}>
        {t('gaia_shop_detail_availability')}
      </Button>
      <LazyAvailabilityDialog
        open={open}
        skuId={skuId}
        onClose={close}
        onConfirm={(shop) => {
          close();
          toast.show({ tone: 'info', message: t('gaia_shop_detail_shop_chosen', { shop: shop.name }) });
        }}
      />
    </>
  );
}
