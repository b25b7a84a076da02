import type { UsageUnitTypeCode } from '../balanceModel';
import { UsageUnitType } from '../balanceModel';

/**
 * The consumption statistics call (spec 03 §7 "/statistics/consumption/list", F3.4). The documents
 * name the call but not its fields; the portal and the sandbox agree on the shape below, which keeps
 * the names of the balance entities (accNbr, subsId, unitType) and the operator's date style.
 */

/** Days of history the operator keeps per line: older days are not answered. */
export const USAGE_HISTORY_DAYS = 90;

/** Days of the cycle the chart shows: the last 30 days up to today. */
export const USAGE_CYCLE_DAYS = 30;

/** Full days (before today) whose average is the "current pace" of the run-out forecast. */
export const USAGE_PACE_DAYS = 7;

/** The unit types a line's usage history reports, in the order the portal offers them. */
export const USAGE_HISTORY_UNIT_TYPES: readonly UsageUnitTypeCode[] = [
  UsageUnitType.data,
  UsageUnitType.voice,
  UsageUnitType.sms,
  UsageUnitType.whatsapp,
];

/** Request of /ecare/statistics/consumption/list. */
export interface ConsumptionQuery {
  /** The line's subscription id. */
  subsId: string;
  /** The line's number (with its country prefix, as the subscription list gives it). */
  accNbr: string;
  /** First day, inclusive, YYYY-MM-DD. */
  beginDate: string;
  /** Last day, inclusive, YYYY-MM-DD. */
  endDate: string;
  /** One unit type only; every unit type when absent. */
  unitType?: number;
}

/** One day's use of one unit type. */
export interface ConsumptionRecord {
  /** The day, YYYY-MM-DD. */
  statDate: string;
  /** Usage unit type (spec 03 §3: data 1, voice 2, sms 3, currency 4, whatsapp 10001). */
  unitType: number;
  /**
   * Amount used that day in the unit type's base unit — the one balances count in (usage.ts: data and
   * WhatsApp in MB, voice in minutes, SMS as a count).
   */
  consumeAmount: number;
}

/** data of /ecare/statistics/consumption/list. */
export interface ConsumptionResponse {
  beginDate: string;
  endDate: string;
  consumptionList: ConsumptionRecord[];
}

/** One day of the chart: its date and the amount used (0 on a day without records). */
export interface DailyUsage {
  /** YYYY-MM-DD. */
  date: string;
  amount: number;
}
