import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { ChevronDown } from '../internal/icons/glyphs';
import { floatingOnDemand } from '../internal/floatingOnDemand';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useFloatingAnchor } from '../internal/useFloatingAnchor';
import { useT } from '../provider/GaiaContext';
import { Trigger } from './Menu.styles';
import type { MenuFocus, MenuPanelProps } from './MenuPanel';

export interface MenuItem {
  /** Reported by onAction. */
  id: string;
  /** Visible text: a message key or text. */
  label: string;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  /** Shown but cannot be chosen; skipped by the arrow keys. @default false */
  disabled?: boolean;
  /** Colours a destructive item (sign out). @default 'default' */
  tone?: 'default' | 'danger';
  /** Draw a separator line before this item. @default false */
  separatorBefore?: boolean;
  /** Called when the item is chosen. */
  onSelect?: () => void;
}

export interface MenuProps {
  /** The trigger's visible text (and accessible name): a message key or text. */
  label: string;
  /** An icon or avatar before the trigger text (decorative). */
  icon?: ReactNode;
  /** The items, in order. */
  items: readonly MenuItem[];
  /** Static content above the items (e.g. the user ID and a badge); not part of the menu's navigation. */
  header?: ReactNode;
  /** Called with the chosen item's id, after its onSelect. */
  onAction?: (id: string) => void;
  /** Logical placement: `end` aligns with the trigger's end in either direction. @default 'bottom-end' */
  placement?: LogicalPlacement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state. */
  onOpenChange?: (open: boolean) => void;
}

/* The open menu with its list navigation, typeahead, focus, dismissal and positioning
   (@floating-ui/react), fetched when the page is first idle (ADR 0033). */
const panel = floatingOnDemand<MenuPanelProps>(() => import('./MenuPanel').then((module) => ({ default: module.MenuPanel })));

/**
 * A menu button (e.g. the header user menu: user ID, badge, My Profile, Change Password, Sign
 * Out), the ARIA menu-button pattern: a press, Enter, Space or ArrowDown open it on the first item
 * (a pointer press opens it without moving focus), ArrowUp on the last. In the open menu
 * (@floating-ui/react useListNavigation and useTypeahead) the arrow keys move and wrap, Home and End
 * jump, typing moves to the next matching item; choosing an item or pressing Escape closes the menu
 * and returns focus to the button; Tab closes it and moves on.
 */
export function Menu({
  label,
  icon,
  items,
  header,
  onAction,
  placement = 'bottom-end',
  open,
  defaultOpen,
  onOpenChange,
}: MenuProps) {
  const t = useT();
  const triggerId = useId();
  const { isOpen, setOpen } = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const { id: menuId, setReference, anchor } = useFloatingAnchor(setOpen, placement);
  // Which item takes focus as the menu opens; a new object each time, so a key on the button of an
  // open menu moves focus into it again.
  const [focus, setFocus] = useState<{ item: MenuFocus }>({ item: 'none' });
  // The panel's code is fetched when the page is first idle; it renders only while open.
  panel.useArrived();

  const openOn = (item: MenuFocus) => {
    setFocus({ item });
    setOpen(true);
  };
  const onClick = (event: MouseEvent) => {
    if (isOpen) setOpen(false);
    // A click the keyboard made (Enter, Space) has no pointer detail: it opens on the first item.
    else openOn(event.detail === 0 ? 'first' : 'none');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  return (
    <>
      <Trigger
        ref={setReference}
        type="button"
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {icon}
        <span>{t(label)}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      {isOpen && anchor ? (
        <panel.Layer
          {...anchor}
          focus={focus}
          triggerId={triggerId}
          items={items}
          header={header}
          onAction={onAction}
        />
      ) : null}
    </>
  );
}
