/*
 * The kit's cancel dialog as a module of its own, so the detail can load it with import() when
 * Cancel is pressed: importing '@gaia/ui' itself on demand would bring the whole barrel.
 */
export { CancelOrderDialog } from '@gaia/ui';
