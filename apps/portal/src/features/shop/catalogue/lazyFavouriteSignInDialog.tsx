import { lazyDialog } from '../../../app/lazyDialog';
import { hasSession } from './catalogueApi';

/*
 * F4.2: the sign-in request opens only when a visitor presses a heart, so the shop pages do not carry
 * the modal layer for every reader of the catalogue; it loads when a heart is pointed at, focused or
 * pressed (ADR 0025).
 */
const favouriteSignInDialog = lazyDialog(
  () => import('./FavouriteSignInDialog'),
  (m) => m.FavouriteSignInDialog,
);

/** The favourites' sign-in request, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export const LazyFavouriteSignInDialog = favouriteSignInDialog.Dialog;

/**
 * Starts loading the sign-in request's code before a visitor's heart asks for it. A signed-in
 * customer's heart never asks, so nothing loads for one.
 */
export function preloadFavouriteSignInDialog() {
  if (!hasSession()) favouriteSignInDialog.preload();
}
