import type { ComponentType } from 'react';
import type { ConfirmDialogProps } from '@gaia/ui';
import { lazyDialog } from '../../app/lazyDialog';

/*
 * F2.17: the delete confirmation opens on a press of Delete only, so the book's own JS does not
 * carry the modal layer for every reader of the book; it loads when Delete is pointed at, focused
 * or pressed (ADR 0025).
 */
const confirmDialog = lazyDialog(
  () => import('./confirmDialogChunk'),
  (m): ComponentType<ConfirmDialogProps> => m.ConfirmDialog,
);

/** The kit's confirm dialog, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export const LazyConfirmDialog = confirmDialog.Dialog;

/** Starts loading the confirm dialog's code before it is asked for. */
export const preloadConfirmDialog = () => confirmDialog.preload();
