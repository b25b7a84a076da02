import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { mergeRefs } from 'react-aria';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useT } from '../provider/GaiaContext';
import { Bubble } from './Tooltip.styles';
import { useTooltip } from './useTooltip';

export type { LogicalPlacement } from '../internal/logicalPlacement';

export interface TooltipProps {
  /** The tooltip text: a message key or text, or any content without interactive elements. */
  content: ReactNode;
  /**
   * The trigger: one focusable element (a button, link or input) that takes a ref and props. It is
   * described by the tooltip while open.
   */
  children: ReactElement;
  /** Logical side: `start` and `end` flip in right-to-left. @default 'top' */
  placement?: LogicalPlacement;
  /** Hover delay before opening, in milliseconds; focus opens at once. @default 150 */
  delay?: number;
  /**
   * Delay before closing once the pointer has left the trigger and the tooltip, in milliseconds
   * (the pointer may cross the gap onto the tooltip meanwhile). @default 100
   */
  closeDelay?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state (hover, focus, Escape, outside press). */
  onOpenChange?: (open: boolean) => void;
  /** Never opens while true. @default false */
  disabled?: boolean;
}

/**
 * A short description of its trigger, shown on hover and on keyboard focus and closed with Escape
 * (@floating-ui/react useHover, useFocus, useDismiss, useRole('tooltip')). Never put actions in it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay,
  closeDelay,
  open,
  defaultOpen,
  onOpenChange,
  disabled,
}: TooltipProps) {
  const t = useT();
  const {
    open: shown,
    side,
    floatingStyles,
    setReference,
    setFloating,
    getReferenceProps,
    getFloatingProps,
  } = useTooltip({
    placement,
    delay,
    closeDelay,
    open,
    defaultOpen,
    onOpenChange,
    disabled,
  });
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const childRef = children.props.ref as Ref<HTMLElement> | undefined;
  const trigger = cloneElement(
    children,
    getReferenceProps({ ...children.props, ref: mergeRefs<HTMLElement>(setReference, childRef) }),
  );
  return (
    <>
      {trigger}
      {shown ? (
        <Bubble {...getFloatingProps()} ref={setFloating} style={floatingStyles} data-side={side}>
          {typeof content === 'string' ? t(content) : content}
        </Bubble>
      ) : null}
    </>
  );
}
