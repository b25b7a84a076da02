import { PICKUP_SHOP_TAG, pickupShopOf, pickupSkuList, type PickupShop, type SimTypeCode } from '@gaia/domain';
import { Modal, useGaia } from '@gaia/ui';
// The locator's own code is small (a few kB); its map (Leaflet) and its city search (downshift)
// load on demand inside it.
import ShopLocator from '../../shopLocator/ShopLocator';

export interface PickupShopDialogProps {
  /** The SIM type of the order: only a shop with it in stock can be confirmed. */
  simType: SimTypeCode | undefined;
  /** Called with the confirmed shop. */
  onChange(shop: PickupShop): void;
  /** Called when the dialog closes (after a choice, Back or Escape). */
  onClose(): void;
}

/**
 * The shop locator (F3.18) in a dialog, for the pickup shop of step 5 (F3.19): the pickup shops with
 * their stock of the order's SIM type. Its own piece, loaded when the person opens it.
 */
export default function PickupShopDialog({ simType, onChange, onClose }: PickupShopDialogProps) {
  const { t } = useGaia();
  return (
    <Modal open onClose={onClose} title={t('gaia_onboarding_pickup_choose')} size="xlarge">
      <ShopLocator
        renderInModal
        tag={PICKUP_SHOP_TAG}
        skuList={pickupSkuList(simType)}
        onConfirm={(shop) => {
          onChange(pickupShopOf(shop));
          onClose();
        }}
        onBack={onClose}
      />
    </Modal>
  );
}
