import { isValidElement, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { FloatingFocusManager } from '@floating-ui/react';
import { X } from '../internal/icons/glyphs';
import { mergeRefs } from 'react-aria';
import { anchoredTrigger } from '../internal/anchoredTrigger';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useT } from '../provider/GaiaContext';
import { Body, CloseButton, Header, Panel, Title } from './Popover.styles';
import { usePopover } from './usePopover';

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

/**
 * A non-modal dialog anchored to a button (@floating-ui/react useClick, useDismiss, useRole('dialog')
 * and FloatingFocusManager): focus moves into it on open, Escape or the close button close it and
 * return focus to the trigger, and tabbing out closes it.
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
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  const popover = usePopover({ placement, open, defaultOpen, onOpenChange });
  const {
    context,
    floatingStyles,
    setReference,
    setFloating,
    getReferenceProps,
    getFloatingProps,
    setOpen,
  } = popover;
  if (!isValidElement<Record<string, unknown>>(trigger)) return null;
  return (
    <>
      {anchoredTrigger(trigger, setReference, getReferenceProps)}
      {popover.open ? (
        <FloatingFocusManager context={context} modal={false} initialFocus={panelRef}>
          <Panel
            {...getFloatingProps()}
            ref={mergeRefs<HTMLDivElement>(setFloating, panelRef)}
            style={floatingStyles}
            tabIndex={-1}
            aria-labelledby={title ? titleId : undefined}
            aria-label={!title && label ? t(label) : undefined}
          >
            {title || showClose ? (
              <Header>
                {title ? <Title id={titleId}>{t(title)}</Title> : null}
                {showClose ? (
                  <CloseButton
                    type="button"
                    aria-label={t(closeLabel)}
                    onClick={() => setOpen(false)}
                  >
                    <X size={18} aria-hidden="true" />
                  </CloseButton>
                ) : null}
              </Header>
            ) : null}
            <Body>{typeof children === 'string' ? t(children) : children}</Body>
          </Panel>
        </FloatingFocusManager>
      ) : null}
    </>
  );
}
