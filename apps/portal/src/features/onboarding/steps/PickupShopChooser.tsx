import { Suspense, useRef, useState } from 'react';
import { PICKUP_SHOP_TAG, pickupShopOf, pickupSkuList, type PickupShop, type SimTypeCode } from '@gaia/domain';
import { Button, Modal, Spinner, lazyWithRetry, useGaia } from '@gaia/ui';
import { Notice } from '../Onboarding.styles';

// The locator (and, in its map modes, Leaflet) loads only when the person opens it; offline, its
// place shows Retry and the step keeps its entries.
const ShopLocator = lazyWithRetry(() => import('../../shopLocator/ShopLocator'));

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
 */
export function PickupShopChooser({ value, simType, onChange }: PickupShopChooserProps) {
  const { t, config } = useGaia();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      {value ? (
        <Notice role="status" data-tone="success">
          {t('gaia_onboarding_pickup_at')} {value.busiHallName}
          {value.address ? ` — ${value.address}` : ''}
        </Notice>
      ) : null}
      <div>
        <Button ref={opener} variant={value ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
          {value ? 'gaia_onboarding_pickup_change' : 'gaia_onboarding_pickup_choose'}
        </Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t('gaia_onboarding_pickup_choose')} size="xlarge" restoreFocus={opener}>
        <Suspense fallback={<Spinner delay={config.spinnerDelayMs} />}>
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
        </Suspense>
      </Modal>
    </>
  );
}
