import { Hono } from 'hono';
import { ResultCode, USAGE_HISTORY_DAYS, UsageUnitType, daysBetween, isIsoDay } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { usageRecords } from '../store/usageHistory';
import { badRequest, fail, ok, readJsonObject, stringField, tokenOf } from '../envelope';

const UNIT_TYPES: readonly number[] = Object.values(UsageUnitType);

/** The unitType field: absent (every type), or one known unit type as a number or digits. */
function readUnitType(value: unknown): number | undefined | 'bad' {
  if (value === undefined || value === null || value === '') return undefined;
  const unitType = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return UNIT_TYPES.includes(unitType) ? unitType : 'bad';
}

/**
 * Usage history (spec 03 §7 /statistics/consumption/list; F3.4). Payload {subsId, accNbr,
 * beginDate, endDate (YYYY-MM-DD, at most 90 days apart), unitType?}; answers {beginDate, endDate,
 * consumptionList: [{statDate, unitType, consumeAmount}]} from the line's made-up history
 * (store/usageHistory.ts). A session is needed (401 without one); a malformed body, a missing line
 * or a bad range is a 400 with the envelope.
 */
export function usageHistoryRoutes(store: SandboxStore) {
  const app = new Hono();

  app.post('/ecare/statistics/consumption/list', async (c) => {
    if (!store.customerForToken(tokenOf(c))) return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const subsId = stringField(body, 'subsId')?.trim();
    const accNbr = stringField(body, 'accNbr')?.trim();
    const beginDate = stringField(body, 'beginDate');
    const endDate = stringField(body, 'endDate');
    const unitType = readUnitType(body.unitType);
    if (!subsId || !accNbr || unitType === 'bad') return badRequest(c);
    if (!isIsoDay(beginDate) || !isIsoDay(endDate)) return badRequest(c, 'gaia_usage_history_bad_range');
    const span = daysBetween(beginDate, endDate);
    if (span < 0 || span >= USAGE_HISTORY_DAYS) return badRequest(c, 'gaia_usage_history_bad_range');
    const consumptionList = usageRecords({ subsId, accNbr, beginDate, endDate, unitType }, store.clock.now());
    return ok(c, { beginDate, endDate, consumptionList });
  });

  return app;
}
