import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { MENU_REMEASURE_MS, menuFitsViewport, type MenuActionName, type ShellMenuItem } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { EntryButton, EntryLink, List, Nav } from './LeftMenu.styles';
import { DotIcon, HomeIcon, ListIcon, PlusIcon, UserIcon, type ShellIconProps } from './ShellIcons';

/** The server's icon names, as the icons the portal draws (anything else gets a neutral dot). */
const ICONS: Record<string, ComponentType<ShellIconProps>> = {
  home: HomeIcon,
  user: UserIcon,
  list: ListIcon,
  plus: PlusIcon,
};

export interface LeftMenuProps {
  /** The entries to offer (already filtered by route and permission, see visibleMenuItems). */
  items: readonly ShellMenuItem[];
  /** Called when an action entry is chosen. */
  onAction: (action: MenuActionName) => void;
}

/**
 * Whether the menu fits the viewport below where it sticks: measured on layout, on resize and again
 * MENU_REMEASURE_MS after a change (fonts and late entries change its height).
 */
function useFitsViewport() {
  const ref = useRef<HTMLElement>(null);
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const top = element.parentElement?.getBoundingClientRect().top ?? 0;
      setFits(menuFitsViewport(element.offsetHeight, window.innerHeight, Math.max(0, Math.min(top, 96))));
    };
    measure();
    const later = window.setTimeout(measure, MENU_REMEASURE_MS);
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.clearTimeout(later);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, fits };
}

/**
 * F3.1: the left-hand menu from /ecare/menu/list — links to the portal's routes (the current one
 * marked with aria-current) and action entries as buttons. It sticks while the page scrolls only
 * when all of it fits the viewport.
 */
export function LeftMenu({ items, onAction }: LeftMenuProps) {
  const t = useT();
  const { ref, fits } = useFitsViewport();
  return (
    <Nav ref={ref} aria-label={t('gaia_shell_menu_label')} $sticky={fits} data-sticky={fits ? '' : undefined} data-testid="left-menu">
      <List>
        {items.map((item) => {
          const Icon = (item.icon && ICONS[item.icon]) || DotIcon;
          const icon = <Icon />;
          return (
            <li key={item.code}>
              {item.kind === 'route' ? (
                <EntryLink to={item.to} end>
                  {icon}
                  {t(item.label)}
                </EntryLink>
              ) : (
                <EntryButton type="button" aria-haspopup="dialog" onClick={() => onAction(item.action)}>
                  {icon}
                  {t(item.label)}
                </EntryButton>
              )}
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
