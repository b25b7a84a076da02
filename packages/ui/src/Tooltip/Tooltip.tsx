import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { anchoredTrigger } from '../internal/anchoredTrigger';
import { useT } from '../provider/GaiaContext';
import { Bubble } from './Tooltip.styles';
import { useTooltip, type UseTooltipOptions } from './useTooltip';

export type { LogicalPlacement } from '../internal/logicalPlacement';

export interface TooltipProps extends UseTooltipOptions {
  /** The tooltip text: a message key or text, or any content without interactive elements. */
  content: ReactNode;
  /**
   * The trigger: one focusable element (a button, link or input) that takes a ref and props. It is
   * described by the tooltip while open.
   */
  children: ReactElement;
}

/**
 * A short description of its trigger, shown on hover and on keyboard focus and closed with Escape
 * (@floating-ui/react useHover, useFocus, useDismiss, useRole('tooltip')). Never put actions in it.
 */
export function Tooltip({ content, children, ...options }: TooltipProps) {
  const t = useT();
  const {
    open: shown,
    side,
    floatingStyles,
    setReference,
    setFloating,
    getReferenceProps,
    getFloatingProps,
  } = useTooltip(options);
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  return (
    <>
      {anchoredTrigger(children, setReference, getReferenceProps)}
      {shown ? (
        <Bubble {...getFloatingProps()} ref={setFloating} style={floatingStyles} data-side={side}>
          {typeof content === 'string' ? t(content) : content}
        </Bubble>
      ) : null}
    </>
  );
}
