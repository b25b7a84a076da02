import { CircleHelp, KeyRound, LogOut, UserRound } from '../internal/icons/glyphs';
import type { MenuItem } from './Menu';

/** The header user menu of spec 02 §2 (items for stories). */
export const userMenuItems: MenuItem[] = [
  {
    id: 'profile',
    label: 'gaia_pickers_example_my_profile',
    icon: <UserRound size={18} aria-hidden="true" />,
  },
  {
    id: 'password',
    label: 'gaia_pickers_example_change_password',
    icon: <KeyRound size={18} aria-hidden="true" />,
  },
  {
    id: 'help',
    label: 'gaia_pickers_example_help_center',
    icon: <CircleHelp size={18} aria-hidden="true" />,
    disabled: true,
  },
  {
    id: 'signOut',
    label: 'gaia_pickers_example_sign_out',
    icon: <LogOut size={18} aria-hidden="true" />,
    tone: 'danger',
    separatorBefore: true,
  },
];
