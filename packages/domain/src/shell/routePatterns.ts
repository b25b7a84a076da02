/**
 * Route rules of the shell (spec 03 §2; F3.1): routes drawn without page chrome (a fixed pattern
 * list, wildcards allowed), the white /selectPaymentMethod without the header block, and the
 * limited-access (limit-web) mode of an operation flag N with its configured exceptions.
 */

/** Routes drawn without any page chrome: embedded pages and the mobile (/h5) pages. */
export const CHROMELESS_ROUTE_PATTERNS: readonly string[] = ['/iframeMenu', '/h5/*', '/shopLocator*'];

/** The payment-method page: no header block, white background. */
export const SELECT_PAYMENT_METHOD_PATH = '/selectPaymentMethod';

/**
 * Routes still offered when the operation flag is N (the configured list excluded from limit-web
 * mode, used when the server sends none): the home and the customer's own details.
 */
export const DEFAULT_LIMIT_WEB_EXCLUDED_ROUTES: readonly string[] = ['/myProfile', '/myDetails'];

/** How the shell dresses a route. */
export type ShellChrome = 'full' | 'none' | 'plainWhite';

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** A path without its trailing slashes, the root kept ('/myProfile/' → '/myProfile', '/' → '/'). */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** Removes a trailing slash (except the root) so '/myProfile/' and '/myProfile' match alike. */
function normalisePath(path: string): string {
  return withoutTrailingSlashes(path.split(/[?#]/)[0] ?? '');
}

/**
 * Whether a path matches a pattern: `*` stands for any characters (slashes included), everything
 * else is literal; case-sensitive, as routes are.
 */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const source = normalisePath(pattern.trim()).split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${source}$`).test(normalisePath(path));
}

/** Whether any of the patterns matches the path. */
export function matchesAnyRoutePattern(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchesRoutePattern(pattern, path));
}

/** The chrome of a route: none for the pattern list, plain white for /selectPaymentMethod, else full. */
export function shellChrome(path: string, patterns: readonly string[] = CHROMELESS_ROUTE_PATTERNS): ShellChrome {
  if (matchesAnyRoutePattern(patterns, path)) return 'none';
  if (normalisePath(path) === SELECT_PAYMENT_METHOD_PATH) return 'plainWhite';
  return 'full';
}

/**
 * Whether a route shows the limited-access placeholder: only when the operation flag is N (any
 * other value, or none — an explorer has no flag — keeps full access) and the route is not one of
 * the excluded routes (wildcards allowed there too).
 */
export function isLimitedAccess(
  path: string,
  operationFlag: string | undefined,
  excluded: readonly string[] = DEFAULT_LIMIT_WEB_EXCLUDED_ROUTES,
): boolean {
  if (operationFlag?.trim().toUpperCase() !== 'N') return false;
  return !matchesAnyRoutePattern(excluded, path);
}
