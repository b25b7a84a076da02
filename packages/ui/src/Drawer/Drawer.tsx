import type { ReactNode } from 'react';
import { overlayOnDemand } from '../internal/overlayOnDemand';

/** The documented drawer width in CSS pixels (the order detail drawer is 500). */
export const DRAWER_WIDTH = 500;

export interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called when the drawer asks to close: Escape, the close button, or a press on the mask. */
  onClose: () => void;
  /** Visible title and the dialog's accessible name: a message key or text. */
  title?: string;
  /** Accessible name when there is no visible title: a message key or text. */
  'aria-label'?: string;
  /** Content of the body (scrolls). */
  children?: ReactNode;
  /** Actions at the bottom (e.g. the order detail's Cancel and Continue payment). */
  footer?: ReactNode;
  /** Width in CSS pixels; never wider than the viewport. @default 500 */
  width?: number;
  /** The edge it slides from, in the reading direction: `end` is the right in English, the left in Arabic. @default 'end' */
  side?: 'start' | 'end';
  /** Close when the mask is pressed. @default true */
  dismissOnMask?: boolean;
  /** Close when Escape is pressed. @default true */
  dismissOnEscape?: boolean;
  /** Show the close button in the header. @default true */
  closeButton?: boolean;
  /** Label of the close button: a message key. @default 'gaia_action_close' */
  closeLabel?: string;
  /** Where the portal is attached. @default document.body */
  portalContainer?: Element;
}

/* The open drawer: react-aria's overlay behaviour, its own chunk fetched ahead (ADR 0031). */
const OpenDrawer = overlayOnDemand<DrawerProps>(() => import('./DrawerOverlay').then((module) => ({ default: module.DrawerOverlay })));

/**
 * A side panel dialog (e.g. an order's details, 500 wide on a wide screen), on react-aria like Modal:
 * focus trapped and returned, Escape closes, named by its title; it comes from the inline-end edge,
 * so it mirrors in right-to-left.
 */
export function Drawer(props: DrawerProps) {
  return <OpenDrawer {...props} />;
}
