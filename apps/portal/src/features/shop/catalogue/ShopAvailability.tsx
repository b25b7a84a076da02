import { Suspense, lazy, useState } from 'react';
import { Button, Modal, Spinner, useT, useToast } from '@gaia/ui';

/* The shop locator (another area's piece) loads only when the modal opens: its map stays out of this page's chunk. */
const ShopLocator = lazy(() => import('../../shopLocator/ShopLocator'));

/** F4.1: "check availability in shops" — the shop locator for the chosen SKU, in a modal. */
export function ShopAvailability({ skuId }: { skuId: string }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{t('gaia_shop_detail_availability')}</Button>
      <Modal open={open} onClose={close} title={t('gaia_shop_detail_availability_title')} size="xlarge">
        <Suspense fallback={<Spinner block />}>
          <ShopLocator
            skuList={[skuId]}
            renderInModal
            onBack={close}
            onConfirm={(shop) => {
              close();
              toast.show({ tone: 'info', message: t('gaia_shop_detail_shop_chosen', { shop: shop.name }) });
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
