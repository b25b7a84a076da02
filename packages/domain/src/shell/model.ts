/**
 * The signed-in shell's server data (spec 03 §2 "Post-login shell", §6, §7; F3.1). Field names are
 * the server's.
 */

/** Where the server wants the menu drawn (spec 03 §2: the left-hand menu shows when the card type is left). */
export type MenuCardType = 'left' | 'top' | (string & {});

/** One entry of /ecare/menu/list. */
export interface MenuEntry {
  /** Stable code of the entry. */
  menuCode: string;
  /** Visible name: a message key or text in the user's language. */
  menuName: string;
  /** The portal path it leads to (absent for an action entry). */
  url?: string;
  /** An action the portal performs instead of navigating (e.g. 'requestLineCount', F3.12). */
  action?: string;
  /** The permission the user needs to see the entry (none: everybody). */
  permissionCode?: string;
  /** Icon name (the portal picks a matching icon; unknown names get a neutral one). */
  icon?: string;
}

/** The answer of /ecare/menu/list. */
export interface MenuList {
  menuCardType: MenuCardType;
  menuList: MenuEntry[];
}

/** The answer of /ecare/user/permission (spec 03 §6: "Permission detail: not shown" — ours). */
export interface UserPermission {
  /** Codes of what the user may do. */
  permissionList: string[];
  /** The customer's operation flag: N puts the portal in limited-access (limit-web) mode. */
  operationFlag: 'Y' | 'N' | (string & {});
  /** Routes still open in limited-access mode (the configured list); the default list when absent. */
  limitWebExcludedRoutes?: string[];
}

/** Onboarding approval data (spec 03 §3): how many lines a customer may still request. */
export interface LineApproval {
  /** The approval's own maximum; wins over the computed one when present. */
  reqMaxLine?: number | null;
  /** The customer's current number of subscriptions. */
  subsCount: number;
  /** How many subscriptions the customer may hold in all. */
  maxAllowedSubsCount: number;
}

/** One page of a server-side list. */
export interface PageInfo {
  currentPage: number;
  pageSize: number;
}

/** The answer of /ecare/operateLog/list: one page of records and the total. */
export interface OperationLogPage {
  list: Record<string, unknown>[];
  total: number;
}
