import { lazyDialog } from '../../../app/lazyDialog';

/*
 * F4.1: the shops' availability opens on a press only, so the product page does not carry the modal
 * layer for every reader of a product; it loads when the button is pointed at, focused or pressed
 * (ADR 0025).
 */
const availabilityDialog = lazyDialog(
  () => import('./AvailabilityDialog'),
  (m) => m.AvailabilityDialog,
);

/** The shops' availability of a SKU, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export const LazyAvailabilityDialog = availabilityDialog.Dialog;

/** Starts loading the availability dialog's code before it is asked for. */
export const preloadAvailabilityDialog = () => availabilityDialog.preload();
