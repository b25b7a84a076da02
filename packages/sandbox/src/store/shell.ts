import {
  MenuAction,
  OperationLogPermission,
  type LineApproval,
  type MenuEntry,
  type PartyType,
  type SessionUser,
  type TableColumnConfig,
} from '@gaia/domain';

/**
 * The signed-in shell's data (spec 03 F3.1, F3.12, F3.13): menus by customer kind, permissions,
 * the operation log's column configuration and its records. Everything is computed from the
 * customer, so it is deterministic and nothing needs resetting.
 */

/** Permission codes the sandbox grants. */
export const SandboxPermission = {
  ...OperationLogPermission,
  lineRequest: 'LINE_REQUEST',
  recharge: 'RECHARGE',
} as const;

type Translate = (key: string) => string;

/** A menu entry with its name as a message key (translated per request). */
type MenuSeed = Omit<MenuEntry, 'menuName'> & { nameKey: string };

const home: MenuSeed = { menuCode: 'HOME', nameKey: 'gaia_shell_menu_home', url: '/myProfile', icon: 'home' };
const details: MenuSeed = { menuCode: 'DETAILS', nameKey: 'gaia_shell_menu_details', url: '/myDetails', icon: 'user' };
const operationLog: MenuSeed = {
  menuCode: 'OPERATION_LOG',
  nameKey: 'gaia_shell_menu_operation_log',
  url: '/operationLog',
  icon: 'list',
  permissionCode: OperationLogPermission.view,
};
const requestLines: MenuSeed = {
  menuCode: 'REQUEST_LINES',
  nameKey: 'gaia_shell_menu_request_lines',
  action: MenuAction.requestLineCount,
  icon: 'plus',
  permissionCode: SandboxPermission.lineRequest,
};
// Routes of areas the portal may not have yet: the portal leaves them out until it does.
const orders: MenuSeed = { menuCode: 'ORDERS', nameKey: 'gaia_shell_menu_orders', url: '/myOrders', icon: 'package' };
const topUp: MenuSeed = {
  menuCode: 'TOP_UP',
  nameKey: 'gaia_shell_menu_top_up',
  url: '/topUp',
  icon: 'wallet',
  permissionCode: SandboxPermission.recharge,
};
const shop: MenuSeed = { menuCode: 'SHOP', nameKey: 'gaia_shell_menu_shop', url: '/shop', icon: 'cart' };
const addressBook: MenuSeed = { menuCode: 'ADDRESS_BOOK', nameKey: 'gaia_address_book_title', url: '/addresses', icon: 'map-pin' };
/** The coverage map: /map is the address picker unless type=coverage (spec 03 §2 "Map page"). */
const coverageMap: MenuSeed = { menuCode: 'COVERAGE_MAP', nameKey: 'gaia_shell_menu_coverage_map', url: '/map?type=coverage', icon: 'map' };

/**
 * Individuals top up and shop; corporates do neither (their lines are billed, their devices come
 * through their account manager). An explorer gets the public menu: the shop and the coverage map
 * (the address book and the operation log are a customer's).
 */
const MENUS: Record<PartyType | 'EXPLORE', MenuSeed[]> = {
  INDIVIDUAL: [home, details, operationLog, requestLines, orders, topUp, shop, addressBook, coverageMap],
  CORPORATE: [home, details, operationLog, requestLines, orders, addressBook, coverageMap],
  EXPLORE: [home, shop, coverageMap, operationLog],
};

/** The menu of /ecare/menu/list for a customer kind (or an explorer), names in the request's language. */
export function menuFor(kind: PartyType | 'EXPLORE', t: Translate): MenuEntry[] {
  return MENUS[kind].map(({ nameKey, ...entry }) => ({ ...entry, menuName: t(nameKey) }));
}

/** Individuals may do everything; corporates may not export the operation log. */
export function permissionsFor(user: SessionUser): string[] {
  const all = Object.values(SandboxPermission);
  return user.partyType === 'CORPORATE'
    ? all.filter((code) => code !== SandboxPermission.export && code !== SandboxPermission.recharge)
    : all;
}

/** The routes left open in limited-access mode (the configured list). */
export const LIMIT_WEB_EXCLUDED_ROUTES = ['/myProfile', '/myDetails'];

/** How many subscriptions an individual may hold in all. */
export const INDIVIDUAL_MAX_SUBSCRIPTIONS = 5;

/** A number from a user id (U-1001 → 1001), the seed of everything deterministic about them. */
function seedOf(user: SessionUser): number {
  const digits = user.userId.replace(/\D/g, '');
  return digits ? Number(digits.slice(-6)) : 7;
}

/**
 * The onboarding approval data (spec 03 §3): Tariro (U-1001) holds 3 lines of 5; the other
 * individuals one each; Rudo (U-1004, under 16) holds 5 of 5 and can request none; a corporate
 * holds 60 (the corporate maximum request is the portal's constant, 50).
 */
export function lineApprovalFor(user: SessionUser): LineApproval {
  if (user.partyType === 'CORPORATE') return { reqMaxLine: null, subsCount: 60, maxAllowedSubsCount: 500 };
  const seed = seedOf(user);
  const subsCount = seed === 1001 ? 3 : seed === 1004 ? INDIVIDUAL_MAX_SUBSCRIPTIONS : 1;
  return { reqMaxLine: null, subsCount, maxAllowedSubsCount: INDIVIDUAL_MAX_SUBSCRIPTIONS };
}

/** The operation log's column configuration (entity records), titles in the request's language. */
export function operationLogColumns(t: Translate): TableColumnConfig[] {
  return [
    { TITLE: t('gaia_shell_log_trade_type'), TYPE: 'text', VALUE: 'tradeType', WIDTH: 130, rowId: 'logId' },
    { TITLE: t('gaia_shell_log_acc_nbr'), TYPE: 'accNbr', VALUE: 'accNbr', WIDTH: 150, CAN_COPY: 'Y', rowId: 'logId' },
    { TITLE: t('gaia_shell_log_service_nbr'), TYPE: 'serviceNbr', VALUE: 'serviceNbr', WIDTH: 150, rowId: 'logId' },
    { TITLE: t('gaia_shell_log_channel'), TYPE: 'text', VALUE: 'channel', rowId: 'logId' },
    { TITLE: t('gaia_shell_log_created'), TYPE: 'datetime', VALUE: 'createdDate', WIDTH: 200, rowId: 'logId' },
    { TITLE: t('gaia_shell_log_effective'), TYPE: 'date', VALUE: 'effDate', rowId: 'logId' },
    { TITLE: t('gaia_shell_log_amount'), TYPE: 'price', VALUE: 'amount', rowId: 'logId' },
  ];
}

const TRADES = [
  { key: 'gaia_shell_log_trade_recharge', paid: true },
  { key: 'gaia_shell_log_trade_booster', paid: true },
  { key: 'gaia_shell_log_trade_bill', paid: true },
  { key: 'gaia_shell_log_trade_password', paid: false },
  { key: 'gaia_shell_log_trade_main_line', paid: false },
] as const;

/** The first record's time; each older record is 13 hours earlier. */
const NEWEST = Date.UTC(2026, 0, 15, 9, 30, 0);
const HOUR_MS = 3_600_000;

/** How many operation log records a customer has: 37 for individuals (4 pages of 10), 123 for corporates. */
export function operationLogCount(user: SessionUser): number {
  return user.partyType === 'CORPORATE' ? 123 : 37;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** One record, newest first (index 0). Settings-free and deterministic. */
function operationLogRecord(user: SessionUser, index: number, t: Translate): Record<string, unknown> {
  const seed = seedOf(user);
  const trade = TRADES[(index + seed) % TRADES.length]!;
  const created = NEWEST - index * 13 * HOUR_MS;
  const line = pad((seed * 7 + index * 3) % 100);
  const accNbr = user.partyType === 'CORPORATE' ? `0775${pad(seed % 1000, 3)}${pad(index % 1000, 3)}` : `07712345${line}`;
  return {
    logId: `OL-${seed}-${pad(index + 1, 4)}`,
    tradeType: t(trade.key),
    accNbr,
    serviceNbr: accNbr.replace(/^0/, '+263 ').replace(/^(\+263 \d{2})(\d{3})(\d{4})$/, '$1 $2 $3'),
    channel: t(index % 3 === 2 ? 'gaia_shell_log_channel_app' : 'gaia_shell_log_channel_web'),
    createdDate: localTime(created),
    effDate: trade.paid ? localTime(created).slice(0, 10) : null,
    amount: trade.paid ? (((index * 37 + seed) % 480) / 4 + 1).toFixed(2) : null,
  };
}

/** One page of the customer's operation log, and the total. */
export function operationLogPage(
  user: SessionUser,
  currentPage: number,
  pageSize: number,
  t: Translate,
): { list: Record<string, unknown>[]; total: number } {
  const total = operationLogCount(user);
  const start = (currentPage - 1) * pageSize;
  const end = Math.min(total, start + pageSize);
  const list: Record<string, unknown>[] = [];
  for (let index = start; index < end; index += 1) list.push(operationLogRecord(user, index, t));
  return { list, total };
}
