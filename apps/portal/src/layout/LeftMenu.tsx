import type { ComponentType } from 'react';
import type { MenuActionName, ShellMenuItem } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { useFitsViewport, type MenuClock } from './LeftMenuFit';
import { EntryButton, EntryLink, List, Nav } from './LeftMenu.styles';
import { CartIcon, DotIcon, HomeIcon, ListIcon, MapIcon, MapPinIcon, PackageIcon, PlusIcon, UserIcon, WalletIcon, type ShellIconProps } from './ShellIcons';

/** The server's icon names, as the icons the portal draws (anything else gets a neutral dot). */
const ICONS: Record<string, ComponentType<ShellIconProps>> = {
  home: HomeIcon,
  user: UserIcon,
  list: ListIcon,
  plus: PlusIcon,
  package: PackageIcon,
  wallet: WalletIcon,
  cart: CartIcon,
  'map-pin': MapPinIcon,
  map: MapIcon,
};

export interface LeftMenuProps {
  /** The entries to offer (already filtered by route and permission, see visibleMenuItems). */
  items: readonly ShellMenuItem[];
  /** Called when an action entry is chosen. */
  onAction: (action: MenuActionName) => void;
  /** The timers its re-measures run on (spec 03 §9 timings); the window's unless a story controls the clock. */
  clock?: MenuClock;
}

/**
 * F3.1: the left-hand menu from /ecare/menu/list — links to the portal's routes (the current one
 * marked with aria-current) and action entries as buttons. It sticks while the page scrolls only
 * when all of it fits the viewport.
 */
export function LeftMenu({ items, onAction, clock }: LeftMenuProps) {
  const t = useT();
  const { ref, fits } = useFitsViewport(clock);
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
