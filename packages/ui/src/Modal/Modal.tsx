import type { ReactNode, RefObject } from 'react';
import { overlayOnDemand } from '../internal/overlayOnDemand';

/**
 * The modal widths in CSS pixels, named by size: `small` for results and codes (424), `medium` for
 * short questions and short forms (500), `large` for confirmations and information (620), `xlarge`
 * for long documents such as the terms (1000). `fullscreen` takes the whole viewport.
 */
export const modalSizes = {
  small: 424,
  medium: 500,
  large: 620,
  xlarge: 1000,
} as const;

export type ModalSize = keyof typeof modalSizes | 'fullscreen';

export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the modal asks to close: Escape, the close button, or a press on the mask. */
  onClose: () => void;
  /** Visible title and the dialog's accessible name: a message key or text. */
  title?: string;
  /** Accessible name when there is no visible title: a message key or text. */
  'aria-label'?: string;
  /** Id of a heading inside the body that names the dialog, when the header has no title. */
  'aria-labelledby'?: string;
  /** Id of the element that describes the dialog (set automatically for alert dialogs). */
  'aria-describedby'?: string;
  /** `alertdialog` for confirmations that interrupt the person. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Content of the body (scrolls when taller than the viewport). */
  children?: ReactNode;
  /** Actions at the bottom, end-aligned. */
  footer?: ReactNode;
  /** The width, by size (see `modalSizes`), or `fullscreen`. @default 'large' */
  size?: ModalSize;
  /** A width in CSS pixels, overriding `size`. The modal is never wider than the viewport. */
  width?: number;
  /** Close when the mask around the panel is pressed; false means the mask cannot close it. @default true */
  dismissOnMask?: boolean;
  /** Close when Escape is pressed. @default true */
  dismissOnEscape?: boolean;
  /** Show the close button in the header. @default true */
  closeButton?: boolean;
  /** Label of the close button: a message key. @default 'gaia_action_close' */
  closeLabel?: string;
  /**
   * The element focused when the modal opens (the first field of a form, or the safe action of a
   * destructive confirmation). By default the dialog itself takes focus, so its title is announced.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when the modal closes: `true` returns it to the element that had it before
   * the modal opened (its trigger), `false` leaves it alone, a ref moves it to that element (when
   * the trigger is gone after the action, for instance). @default true
   */
  restoreFocus?: boolean | RefObject<HTMLElement | null>;
  /** Where the portal is attached. @default document.body */
  portalContainer?: Element;
  /** A `data-testid` or other hook for the panel. */
  'data-testid'?: string;
}

/* The open modal: react-aria's overlay behaviour, its own chunk fetched ahead (ADR 0031). */
const OpenModal = overlayOnDemand<ModalProps>(() => import('./ModalOverlay').then((module) => ({ default: module.ModalOverlay })));

/**
 * A modal dialog (terms, confirmations, results and every other dialog of the portal), on react-aria: focus moves in and
 * is trapped, Escape closes, focus returns to the trigger, the rest of the page is inert and does
 * not scroll, and the dialog is named by its title.
 */
export function Modal(props: ModalProps) {
  return <OpenModal {...props} />;
}
