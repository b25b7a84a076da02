import { Hono, type Context } from 'hono';
import {
  CORPORATE_MAX_LINE_REQUEST,
  NEW_CONNECTION_EVENT,
  OPERATION_LOG_COLUMNS_ENTITY,
  OPERATION_LOG_EXPORT_MAX,
  ResultCode,
  maxLineRequest,
  type SessionUser,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { badRequest, fail, ok, readJsonObject, tokenOf, translatorFor } from '../envelope';
import {
  LIMIT_WEB_EXCLUDED_ROUTES,
  lineApprovalFor,
  menuFor,
  operationLogColumns,
  operationLogPage,
  permissionsFor,
} from '../store/shell';
import { withBody } from './guards';

/** The result code of a line request beyond what the customer may request (ours). */
export const LINE_REQUEST_REFUSED = '40917301';

/** The 401 of a call made without a live session (spec 01 §8: re-login). */
function sessionGone(c: Context): Response {
  return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
}

function whole(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/**
 * Menus, permissions and the signed-in shell (spec 03 §7; F3.1, F3.12, F3.13):
 * - POST /ecare/menu/list → {menuCardType 'left', menuList}: the individual's or the corporate's
 *   menu; without a session, the explorer's menu when settings.exploreFlag is Y, else 401;
 * - POST /ecare/user/permission → {permissionList, operationFlag (settings.operationFlag),
 *   limitWebExcludedRoutes}; 401 without a session;
 * - GET /ecare/common/ceeEntity/OPERATE_LOG_TABLE_COLUMN/records?locale → {recordList}: the table's column configuration
 *   as entity records (other entities: an empty list; /ecare/common/ceeEntity answers the sign-up
 *   reference lists in this sandbox);
 * - POST /ecare/operateLog/list {pageInfo?: {currentPage ≥ 1, pageSize 1..1000}} → {list, total};
 * - POST /ecare/subs/subsEvent/preCheck {eventType: 'NEW_CONNECTION', reqLineCount?} → the
 *   onboarding approval data; a count outside 1..max answers LINE_REQUEST_REFUSED.
 * Malformed bodies answer 400 with the envelope.
 */
export function shellRoutes(store: SandboxStore) {
  const app = new Hono();
  const userOf = (c: Context): SessionUser | undefined => store.userForToken(tokenOf(c));

  app.post('/ecare/menu/list', async (c) => {
    if (!(await readJsonObject(c))) return badRequest(c);
    const user = userOf(c);
    if (!user && store.settings.exploreFlag !== 'Y') return sessionGone(c);
    const t = translatorFor(c);
    return ok(c, { menuCardType: 'left', menuList: menuFor(user ? user.partyType : 'EXPLORE', t) });
  });

  app.post('/ecare/user/permission', async (c) => {
    if (!(await readJsonObject(c))) return badRequest(c);
    const user = userOf(c);
    if (!user) return sessionGone(c);
    return ok(c, {
      permissionList: permissionsFor(user),
      operationFlag: store.settings.operationFlag,
      limitWebExcludedRoutes: LIMIT_WEB_EXCLUDED_ROUTES,
    });
  });

  app.get('/ecare/common/ceeEntity/:entityCode/records', (c) => {
    if (c.req.param('entityCode') !== OPERATION_LOG_COLUMNS_ENTITY) return fail(c, '404', 'gaia_tip_bad_request', 404);
    if (!userOf(c)) return sessionGone(c);
    const locale = c.req.query('locale');
    if (locale !== undefined && locale !== 'en' && locale !== 'ar') return badRequest(c);
    // The titles follow the locale parameter, else the locale header.
    const localised = translatorFor(locale ? withLocale(c, locale) : c);
    return ok(c, { recordList: operationLogColumns(localised) });
  });

  app.post('/ecare/operateLog/list', withBody((c, body) => {
    const user = userOf(c);
    if (!user) return sessionGone(c);
    const pageInfo = body.pageInfo ?? {};
    if (typeof pageInfo !== 'object' || pageInfo === null || Array.isArray(pageInfo)) return badRequest(c);
    const { currentPage: pageValue = 1, pageSize: sizeValue = 10 } = pageInfo as Record<string, unknown>;
    const currentPage = whole(pageValue);
    const pageSize = whole(sizeValue);
    if (currentPage === undefined || currentPage < 1 || pageSize === undefined || pageSize < 1 || pageSize > OPERATION_LOG_EXPORT_MAX)
      return badRequest(c);
    return ok(c, operationLogPage(user, currentPage, pageSize, translatorFor(c)));
  }));

  app.post('/ecare/subs/subsEvent/preCheck', withBody((c, body) => {
    const user = userOf(c);
    if (!user) return sessionGone(c);
    if (body.eventType !== NEW_CONNECTION_EVENT) return badRequest(c);
    const approval = lineApprovalFor(user);
    if (body.reqLineCount !== undefined) {
      const count = whole(body.reqLineCount);
      if (count === undefined) return badRequest(c);
      const max = user.partyType === 'CORPORATE' ? CORPORATE_MAX_LINE_REQUEST : maxLineRequest(user.partyType, approval);
      if (count < 1 || count > max) return fail(c, LINE_REQUEST_REFUSED, 'gaia_shell_lines_request_failed');
    }
    return ok(c, approval);
  }));

  return app;
}

/** A view of the request whose locale header is `locale` (the translator reads the header). */
function withLocale(c: Context, locale: string): Context {
  return { req: { header: (name: string) => (name.toLowerCase() === 'locale' ? locale : c.req.header(name)) } } as unknown as Context;
}
