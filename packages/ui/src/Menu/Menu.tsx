import { Fragment, useId, type ReactNode } from 'react';
import { FloatingFocusManager } from '@floating-ui/react';
import { ChevronDown } from '../internal/icons/glyphs';
import type { LogicalPlacement } from '../internal/logicalPlacement';
import { useT } from '../provider/GaiaContext';
import { Item, MenuList, Panel, PanelHeader, Separator, Trigger } from './Menu.styles';
import { useMenu } from './useMenu';

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

/**
 * A menu button (e.g. the header user menu: user ID, badge, My Profile, Change Password, Sign
 * Out) built on @floating-ui/react useListNavigation and useTypeahead. Choosing an item or pressing
 * Escape closes the menu and returns focus to the button; Tab closes it and moves on.
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
  const menuId = useId();
  const {
    open: isOpen,
    setOpen,
    activeIndex,
    context,
    floatingStyles,
    setReference,
    setFloating,
    registerItem,
    getReferenceProps,
    getFloatingProps,
    getItemProps,
  } = useMenu({ placement, open, defaultOpen, onOpenChange });

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    onAction?.(item.id);
    setOpen(false);
  };

  return (
    <>
      <Trigger
        type="button"
        id={triggerId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        {...getReferenceProps({ ref: setReference })}
      >
        {icon}
        <span>{t(label)}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      {isOpen ? (
        <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
          <Panel
            ref={setFloating}
            style={floatingStyles}
            {...getFloatingProps()}
            aria-orientation={undefined}
          >
            {header ? <PanelHeader>{header}</PanelHeader> : null}
            <MenuList
              role="menu"
              id={menuId}
              aria-labelledby={triggerId}
              aria-orientation="vertical"
            >
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
                      {...getItemProps({
                        ref: registerItem(index, text),
                        onClick: () => choose(item),
                      })}
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
      ) : null}
    </>
  );
}
