import { Fragment, useRef, useState, type ReactNode } from 'react';
import { FloatingFocusManager, useDismiss, useInteractions, useListNavigation, useTypeahead } from '@floating-ui/react';
import { useAnchoredFloating } from '../internal/useAnchoredFloating';
import type { FloatingAnchorProps } from '../internal/useFloatingAnchor';
import { useT } from '../provider/GaiaContext';
import { Item, MenuList, Panel, PanelHeader, Separator } from './Menu.styles';
import type { MenuItem } from './Menu';

/** Which item takes focus as the menu opens: the first or last that can be chosen, or none (a pointer press). */
export type MenuFocus = 'first' | 'last' | 'none';

/**
 * What the Menu hands its open panel, besides its anchor: the menu button, and the id of the menu
 * list, which the button's aria-controls names. The panel closes on an item chosen too.
 */
export interface MenuPanelProps extends FloatingAnchorProps {
  /** Where focus goes as the menu opens, or again when a key on the button asks for it. */
  focus: { item: MenuFocus };
  triggerId: string;
  items: readonly MenuItem[];
  header?: ReactNode;
  onAction?: (id: string) => void;
}

/** The index of the first (or last) item that can be chosen, or null. */
function enabledIndex(items: readonly MenuItem[], item: MenuFocus): number | null {
  if (item === 'none') return null;
  const order = items.map((_, index) => index);
  if (item === 'last') order.reverse();
  return order.find((index) => !items[index]?.disabled) ?? null;
}

/** The items' elements (for list navigation) and visible labels (for typeahead), by index. */
function useItemRegistry() {
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  /** Registers an item's element and its visible label. */
  const registerItem = (index: number, label: string) => (node: HTMLElement | null) => {
    listRef.current[index] = node;
    labelsRef.current[index] = node ? label : null;
  };
  return { listRef, labelsRef, registerItem };
}

/**
 * The menu's open panel, its own chunk (ADR 0033): the arrow keys move and wrap (skipping disabled
 * items), Home and End jump, typing moves to the next matching item; choosing an item, Escape or an
 * outside press close it and focus returns to the button; Tab closes it and moves on.
 */
export function MenuPanel({ reference, onOpenChange, focus, id, triggerId, placement, items, header, onAction }: MenuPanelProps) {
  const t = useT();
  const { context, floatingStyles, setFloating, direction } = useAnchoredFloating({ reference, open: true, onOpenChange, placement, gap: 4 });
  const [activeIndex, setActiveIndex] = useState<number | null>(() => enabledIndex(items, focus.item));
  const [focusAsked, setFocusAsked] = useState(focus);
  if (focusAsked !== focus) {
    // A key on the button of the open menu: focus moves in again.
    setFocusAsked(focus);
    setActiveIndex(enabledIndex(items, focus.item));
  }
  const { listRef, labelsRef, registerItem } = useItemRegistry();
  const dismiss = useDismiss(context);
  const navigation = useListNavigation(context, {
    listRef,
    activeIndex,
    onNavigate: setActiveIndex,
    loop: true,
    rtl: direction === 'rtl',
  });
  const typeahead = useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: setActiveIndex });
  const { getFloatingProps, getItemProps } = useInteractions([dismiss, navigation, typeahead]);
  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    onAction?.(item.id);
    onOpenChange(false);
  };

  return (
    <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
      <Panel ref={setFloating} style={floatingStyles} {...getFloatingProps()} aria-orientation={undefined}>
        {header ? <PanelHeader>{header}</PanelHeader> : null}
        <MenuList role="menu" id={id} aria-labelledby={triggerId} aria-orientation="vertical">
          {items.map((item, index) => {
            const text = t(item.label);
            return (
              <Fragment key={item.id}>
                {item.separatorBefore ? <Separator role="separator" /> : null}
                <Item
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  aria-disabled={item.disabled || undefined}
                  data-tone={item.tone === 'danger' ? 'danger' : undefined}
                  {...getItemProps({ ref: registerItem(index, text), onClick: () => choose(item) })}
                >
                  {item.icon}
                  <span>{text}</span>
                </Item>
              </Fragment>
            );
          })}
        </MenuList>
      </Panel>
    </FloatingFocusManager>
  );
}
