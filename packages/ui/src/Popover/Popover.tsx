import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { anchoredTrigger } from '../internal/anchoredTrigger';
import { floatingOnDemand } from '../internal/floatingOnDemand';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useFloatingAnchor } from '../internal/useFloatingAnchor';
import type { PopoverPanelProps } from './PopoverPanel';

export interface PopoverProps {
  /** The trigger: one button element that takes a ref and props. */
  trigger: ReactElement;
  /** The content; may hold links, buttons and form fields. */
  children: ReactNode;
  /** Heading shown at the top, which also names the dialog: a message key or text. */
  title?: string;
  /** Accessible name when there is no title: a message key or text. */
  label?: string;
  /** Logical placement: `start` and `end` follow the reading direction. @default 'bottom-start' */
  placement?: LogicalPlacement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state. */
  onOpenChange?: (open: boolean) => void;
  /** Show a close button. @default true */
  showClose?: boolean;
  /** Accessible name of the close button. @default 'gaia_action_close' */
  closeLabel?: string;
}

/* The open panel with its focus, dismissal and positioning (@floating-ui/react), fetched when the
   page is first idle (ADR 0033). */
const panel = floatingOnDemand<PopoverPanelProps>(() => import('./PopoverPanel').then((module) => ({ default: module.PopoverPanel })));

/**
 * A non-modal dialog anchored to a button (@floating-ui/react useDismiss and FloatingFocusManager):
 * a press on the trigger (Enter and Space included) toggles it, focus moves into it on open, Escape
 * or the close button close it and return focus to the trigger, and tabbing out closes it.
 */
export function Popover({
  trigger,
  children,
  title,
  label,
  placement = 'bottom-start',
  open,
  defaultOpen,
  onOpenChange,
  showClose = true,
  closeLabel = 'gaia_action_close',
}: PopoverProps) {
  const { isOpen, setOpen, toggle } = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const { id: panelId, setReference, anchor } = useFloatingAnchor(setOpen, placement);
  // The panel's code is fetched when the page is first idle; it renders only while open.
  panel.useArrived();
  if (!isValidElement<Record<string, unknown>>(trigger)) return null;
  return (
    <>
      {anchoredTrigger(trigger, setReference, {
        onClick: toggle,
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        'aria-controls': isOpen ? panelId : undefined,
      })}
      {isOpen && anchor ? (
        <panel.Layer
          {...anchor}
          title={title}
          label={label}
          showClose={showClose}
          closeLabel={closeLabel}
        >
          {children}
        </panel.Layer>
      ) : null}
    </>
  );
}
