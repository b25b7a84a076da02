import { useRef, useState } from 'react';
import { useClick, useDismiss, useInteractions, useListNavigation, useTypeahead } from '@floating-ui/react';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useAnchoredFloating, type OpenStateOptions } from '../internal/useAnchoredFloating';

export interface UseMenuOptions extends OpenStateOptions {
  /** @default 'bottom-end' */
  placement?: LogicalPlacement;
}

/**
 * Behaviour of a menu button (ARIA menu pattern): click, Enter, Space or ArrowDown open it on the
 * first item, ArrowUp on the last; arrow keys move and wrap, Home/End jump, typing a letter moves to
 * the next matching item; Escape and outside press close it.
 */
export function useMenu({ placement = 'bottom-end', ...openState }: UseMenuOptions) {
  const { shown: isOpen, setOpen, direction, refs, floatingStyles, context } = useAnchoredFloating({ placement, ...openState, gap: 4 });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const navigation = useListNavigation(context, {
    listRef,
    activeIndex,
    onNavigate: setActiveIndex,
    loop: true,
    rtl: direction === 'rtl',
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    activeIndex,
    onMatch: isOpen ? setActiveIndex : undefined,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    click,
    dismiss,
    navigation,
    typeahead,
  ]);

  /** Registers an item's element and its visible label (for typeahead). */
  const registerItem = (index: number, label: string) => (node: HTMLElement | null) => {
    listRef.current[index] = node;
    labelsRef.current[index] = node ? label : null;
  };

  return {
    open: isOpen,
    setOpen,
    activeIndex,
    context,
    floatingStyles,
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    registerItem,
    getReferenceProps,
    getFloatingProps,
    getItemProps,
  };
}
