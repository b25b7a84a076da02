import { useState } from 'react';
import { PICKUP_SHOP_TAG, pickupShopOf, pickupSkuList, type PickupShop, type SimTypeCode } from '@gaia/domain';
import { Button, Modal, useGaia } from '@gaia/ui';
// The locator's own code is small (a few kB); its map and Leaflet load on demand inside it.
import ShopLocator from '../../shopLocator/ShopLocator';
import { Notice } from '../Onboarding.styles';

export interface PickupShopChooserProps {
  /** The shop chosen so far. */
  value: PickupShop | undefined;
  /** The SIM type of the order: only a shop with it in stock can be confirmed. */
  simType: SimTypeCode | undefined;
  /** Called with the confirmed shop. */
  onChange(shop: PickupShop): void;
}

/**
 * The pickup shop of step 5 (F3.19): the chosen shop, and a button opening the shop locator (F3.18)
 * in a dialog — the pickup shops near the person or in a city, each with its stock of the order's
 * SIM type; Confirm there (a shop with stock only) chooses it, Back or Escape keeps the old choice.
 * Either way focus returns to the button (the same element, whose label then names the change).
 */
export function PickupShopChooser({ value, simType, onChange }: PickupShopChooserProps) {
  const { t } = useGaia();
  const [open, setOpen] = useState(false);
  return (
    <>
      {value ? (
        <Notice role="status" data-tone="success">
          {t('gaia_onboarding_pickup_at')} {value.busiHallName}
          {value.address ? ` — ${value.address}` : ''}
        </Notice>
      ) : null}
      <div>
        <Button variant={value ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
          {value ? 'gaia_onboarding_pickup_change' : 'gaia_onboarding_pickup_choose'}
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t('gaia_onboarding_pickup_choose')} size="xlarge">
        <ShopLocator
            renderInModal
            tag={PICKUP_SHOP_TAG}
            skuList={pickupSkuList(simType)}
            onConfirm={(shop) => {
              onChange(pickupShopOf(shop));
              setOpen(false);
            }}
            onBack={() => setOpen(false)}
          />
      </Modal>
    </>
  );
}
