import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

/** What the tab behaviour needs of a tab. */
export interface TabItemLike {
  id: string;
  disabled?: boolean;
}

export interface TabsBehaviourOptions<T extends TabItemLike> {
  items: readonly T[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  keyboardActivation: 'automatic' | 'manual';
  orientation: 'horizontal' | 'vertical';
}

/** Focusable content inside a panel (then the panel itself is not a tab stop). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Behaviour of a tab list (WAI-ARIA's tabs pattern): one tab stop (the selected tab), arrow keys
 * along the orientation that follow the reading direction (in right-to-left, ArrowLeft is next),
 * wrap and skip disabled tabs, Home and End; `automatic` selects the tab focus moves to, `manual`
 * waits for Enter or Space. The selected tab controls its panel, which is labelled by it and is a
 * tab stop only when nothing inside it is.
 */
export function useTabs<T extends TabItemLike>({ items, value, defaultValue, onChange, keyboardActivation, orientation }: TabsBehaviourOptions<T>) {
  const base = `gaia-tabs-${useId()}`;
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? null;
  const [stored, setStored] = useControlledState<string | null>(value, defaultValue ?? firstEnabled);
  // A selection that names no enabled tab falls back to the first enabled one.
  const selected = items.find((item) => item.id === stored && !item.disabled) ?? items.find((item) => item.id === firstEnabled);
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  const [panelHasTabbable, setPanelHasTabbable] = useState(false);
  // Measured after each change of the shown tab (its content is the selected item's).
  useLayoutEffect(() => {
    setPanelHasTabbable(Boolean(panelRef.current?.querySelector(TABBABLE)));
  }, [selected]);

  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const select = (id: string) => {
    if (id === selected?.id) return;
    setStored(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]')?.dataset.key;
    if (current === undefined) return;
    if (keyboardActivation === 'manual' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      select(current);
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, number> =
      orientation === 'vertical' ? { ArrowDown: 1, ArrowUp: -1 } : { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === current);
    let next: T | undefined;
    if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled.at(-1);
    else if (steps[event.key]) next = enabled[(index + steps[event.key]! + enabled.length) % enabled.length];
    if (!next) return;
    event.preventDefault();
    tabRefs.current.get(next.id)?.focus();
    if (keyboardActivation === 'automatic') select(next.id);
  };

  return {
    selected,
    tabListProps: { role: 'tablist', 'aria-orientation': orientation, onKeyDown },
    tabProps: (item: T) => {
      const isSelected = item.id === selected?.id;
      return {
        role: 'tab',
        id: tabId(item.id),
        'data-key': item.id,
        'aria-selected': isSelected,
        'aria-controls': isSelected ? panelId : undefined,
        'aria-disabled': item.disabled || undefined,
        tabIndex: isSelected ? 0 : -1,
        ref: (element: HTMLElement | null) => {
          if (element) tabRefs.current.set(item.id, element);
          else tabRefs.current.delete(item.id);
        },
        onClick: () => {
          if (item.disabled) return;
          tabRefs.current.get(item.id)?.focus();
          select(item.id);
        },
      };
    },
    tabPanelProps: {
      role: 'tabpanel',
      id: panelId,
      'aria-labelledby': selected ? tabId(selected.id) : undefined,
      tabIndex: panelHasTabbable ? undefined : 0,
      ref: panelRef,
    },
  };
}
