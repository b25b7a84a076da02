import { lazyDialog } from '../../../app/lazyDialog';

/*
 * F4.4: the shop choice opens on a press of Choose a shop only, so the checkout's own JS does not
 * carry the modal layer for every buyer, most of whom have their goods delivered; it loads when the
 * button is pointed at, focused or pressed (ADR 0025).
 */
const pickupShopDialog = lazyDialog(
  () => import('./PickupShopDialog'),
  (m) => m.PickupShopDialog,
);

/** The pickup shop choice, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export const LazyPickupShopDialog = pickupShopDialog.Dialog;

/** Starts loading the dialog's code, and then the shop locator it shows, before the dialog is asked for. */
export const preloadPickupShopDialog = () => pickupShopDialog.preload((m) => m.preloadShopLocator());
