import { lazy, Suspense } from 'react';
import { Modal, Spinner } from '@gaia/ui';
import type { CheckoutShop } from '@gaia/domain';

// The locator (and its map) loads only when the person opens the shop choice.
// One import() for the preload and the locator, so a preloaded chunk is the one the dialog shows.
const loadShopLocator = () => import('../../shopLocator/ShopLocator');
const ShopLocator = lazy(loadShopLocator);

/** Shops that hand over online orders carry this tag. */
const PICKUP_TAG = 'PICKUP';

export interface PickupShopDialogProps {
  open: boolean;
  /** The SKUs of the order: a shop must have every one in stock. */
  skuList: readonly string[];
  onConfirm: (shop: CheckoutShop) => void;
  onClose: () => void;
}

/**
 * F4.4: pickup at a shop with stock — the shop locator (F3.18) in a modal with the order's SKUs: every
 * shop shows whether it has them, and a shop without them cannot be confirmed (spec 03 §8).
 */
export function PickupShopDialog({ open, skuList, onConfirm, onClose }: PickupShopDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="gaia_checkout_shop_shop_dialog" size="xlarge">
      {open ? (
        <Suspense fallback={<Spinner label="gaia_checkout_shop_shop_dialog" />}>
          <ShopLocator
            skuList={[...skuList]}
            tag={PICKUP_TAG}
            renderInModal
            onBack={onClose}
            onConfirm={(shop) => onConfirm({ orgId: shop.orgId, name: shop.name })}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}

/** Starts loading the shop locator's code before the dialog shows it; a failure here is ignored (showing loads it again). */
export function preloadShopLocator() {
  loadShopLocator().catch(() => undefined);
}
