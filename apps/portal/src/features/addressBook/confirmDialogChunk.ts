/*
 * The kit's confirm dialog as a module of its own, so the book can load it with import() when
 * Delete is pressed: importing '@gaia/ui' itself on demand would bring the whole barrel.
 */
export { ConfirmDialog } from '@gaia/ui';
