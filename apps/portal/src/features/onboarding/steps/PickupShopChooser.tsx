import { Suspense, useState } from 'react';
import type { PickupShop, SimTypeCode } from '@gaia/domain';
import { Button, Spinner, lazyWithRetry, useGaia } from '@gaia/ui';
import { Notice } from '../Onboarding.styles';

/* The dialog (the kit's modal and the shop locator) loads when the person opens it. */
const PickupShopDialog = lazyWithRetry(() => import('./PickupShopDialog'), { placement: 'dialog' });

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
  const { t, config } = useGaia();
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
      {open ? (
        <Suspense fallback={<Spinner block delay={config.spinnerDelayMs} />}>
          <PickupShopDialog simType={simType} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
