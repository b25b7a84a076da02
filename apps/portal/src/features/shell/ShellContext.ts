import { createContext, useContext } from 'react';
import type { SessionUser } from '@gaia/domain';

/** What the signed-in area tells its pages (F3.1). */
export interface ShellState {
  /** 'explore': browsing without signing in (exploreFlag=Y); no user, no permissions. */
  access: 'signedIn' | 'explore';
  /** The signed-in user (undefined while exploring or loading). */
  user?: SessionUser;
  /** The user's permission codes; undefined while exploring or until they arrive. */
  permissions?: readonly string[];
  /** Whether the permissions have arrived (always true while exploring: none are fetched). */
  permissionsReady: boolean;
}

export const ShellContext = createContext<ShellState>({ access: 'signedIn', permissionsReady: false });

/** The shell state of the signed-in area around the calling page. */
export function useShell(): ShellState {
  return useContext(ShellContext);
}
