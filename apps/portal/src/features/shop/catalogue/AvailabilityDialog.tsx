import { Suspense, lazy } from 'react';
import { Modal, Spinner, useT } from '@gaia/ui';
import type { LocatorShop } from '@gaia/domain/stores';
import type { OnDemandDialogProps } from '../../../app/lazyDialog';

/* The shop locator (another area's piece) loads only when the modal shows: its map stays out of this chunk. */
const ShopLocator = lazy(() => import('../../shopLocator/ShopLocator'));

export interface AvailabilityDialogProps extends OnDemandDialogProps {
  /** The chosen SKU, whose stock each shop shows. */
  skuId: string;
  /** A shop was confirmed. */
  onConfirm: (shop: LocatorShop) => void;
}

/** F4.1: "check availability in shops" — the shop locator for the chosen SKU, in a modal. */
export function AvailabilityDialog({ open, skuId, onClose, onConfirm }: AvailabilityDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('gaia_shop_detail_availability_title')} size="xlarge">
      <Suspense fallback={<Spinner block />}>
        <ShopLocator skuList={[skuId]} renderInModal onBack={onClose} onConfirm={onConfirm} />
      </Suspense>
    </Modal>
  );
}
