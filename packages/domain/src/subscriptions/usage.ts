import { UsageUnitType } from './balanceModel';
import { formatAmountCompact, formatMoney, type CurrencyPosition } from '../kernel/format/money';

/**
 * Usage amounts per unit type (F3.4; spec 03 §3 "Usage unit types: data 1, voice 2, sms 3,
 * currency 4, whatsapp 10001").
 *
 * The documents do not say in which unit the server counts balances (they come pre-formatted as
 * formatRealBalance / formatGrossBalance). Where the kit formats raw numbers itself — the spoken
 * text of a balance bar — it assumes data (and WhatsApp, a data bucket) in megabytes, voice in
 * minutes, SMS as a count and currency in money units; `dataBaseUnit` and `voiceBaseUnit` change
 * that for an operator that counts differently.
 */

/** Message keys of the unit names. */
export const UsageUnitKey = {
  kb: 'gaia_unit_kb',
  mb: 'gaia_unit_mb',
  gb: 'gaia_unit_gb',
  tb: 'gaia_unit_tb',
  minute: 'gaia_unit_minute',
  sms: 'gaia_unit_sms',
} as const;

export type UsageUnitKeyValue = (typeof UsageUnitKey)[keyof typeof UsageUnitKey];

/** Data units, in steps of 1024. */
export const DATA_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
export type DataUnit = (typeof DATA_UNITS)[number];

const DATA_UNIT_KEYS: Readonly<Record<DataUnit, UsageUnitKeyValue>> = { KB: UsageUnitKey.kb, MB: UsageUnitKey.mb, GB: UsageUnitKey.gb, TB: UsageUnitKey.tb };

export interface UsageFormatOptions {
  /** Unit the server counts data in. @default 'MB' */
  dataBaseUnit?: DataUnit | 'B';
  /** Unit the server counts voice in. @default 'minute' */
  voiceBaseUnit?: 'second' | 'minute';
  /** Show data in this unit instead of the best-fitting one (e.g. the allowance's unit). */
  dataUnit?: DataUnit;
  /** Currency symbol of currency buckets. @default '' */
  currencySymbol?: string;
  /** @default 'before' */
  currencyPosition?: CurrencyPosition;
  /** Decimal places at most; trailing zeros are dropped. @default 2 */
  decimals?: number;
}

/** An amount ready for display: the number text and, when it has one, its unit's message key. */
export interface UsageAmount {
  value: string;
  unitKey?: UsageUnitKeyValue;
  /** The data unit used, for data amounts (to show a second amount in the same unit). */
  dataUnit?: DataUnit;
}

/** The usage family of a unit-type code: 'data', 'voice', 'sms', 'currency' or undefined when unknown. */
export function usageKind(unitType: number | string | null | undefined): 'data' | 'voice' | 'sms' | 'currency' | undefined {
  switch (Number(unitType)) {
    case UsageUnitType.data:
    case UsageUnitType.whatsapp:
      return 'data';
    case UsageUnitType.voice:
      return 'voice';
    case UsageUnitType.sms:
      return 'sms';
    case UsageUnitType.currency:
      return 'currency';
    default:
      return undefined;
  }
}

/** Kilobytes in an amount counted in `base`. */
function toKilobytes(amount: number, base: DataUnit | 'B'): number {
  if (base === 'B') return amount / 1024;
  return amount * 1024 ** DATA_UNITS.indexOf(base);
}

/** The largest data unit in which the amount is at least 1 (KB for anything smaller). */
export function bestDataUnit(amount: number, base: DataUnit | 'B' = 'MB'): DataUnit {
  const kilobytes = Math.abs(toKilobytes(amount, base));
  let unit: DataUnit = 'KB';
  for (const candidate of DATA_UNITS) if (kilobytes >= 1024 ** DATA_UNITS.indexOf(candidate)) unit = candidate;
  return unit;
}

/**
 * F3.4: formats a raw bucket amount for its unit type: data in KB/MB/GB/TB (1024 steps, the best
 * fitting unit unless `dataUnit` is given: 3276.8 MB → "3.2" GB), voice in minutes, SMS as a whole
 * count, currency as money with its symbol; at most 2 decimals, trailing zeros dropped. Unknown
 * unit types show the bare number.
 */
export function formatUsageAmount(amount: number, unitType: number | string | null | undefined, options: UsageFormatOptions = {}): UsageAmount {
  const decimals = options.decimals ?? 2;
  switch (usageKind(unitType)) {
    case 'data': {
      const base = options.dataBaseUnit ?? 'MB';
      const unit = options.dataUnit ?? bestDataUnit(amount, base);
      const inUnit = toKilobytes(amount, base) / 1024 ** DATA_UNITS.indexOf(unit);
      return { value: formatAmountCompact(inUnit, decimals), unitKey: DATA_UNIT_KEYS[unit], dataUnit: unit };
    }
    case 'voice': {
      const minutes = options.voiceBaseUnit === 'second' ? amount / 60 : amount;
      return { value: formatAmountCompact(minutes, decimals), unitKey: UsageUnitKey.minute };
    }
    case 'sms':
      return { value: formatAmountCompact(Math.floor(amount), 0), unitKey: UsageUnitKey.sms };
    case 'currency':
      return { value: formatMoney(amount, { symbol: options.currencySymbol ?? '', position: options.currencyPosition ?? 'before' }) };
    default:
      return { value: formatAmountCompact(amount, decimals) };
  }
}

/**
 * How an allowance reads: `within` it (0 ≤ left ≤ allowance), `extra` (more left than the
 * allowance: a carried-over or bonus amount), `overused` (used beyond the allowance: the server
 * reports a negative balance), `unlimited`, or `noAllowance` (no allowance to compare with).
 */
export type AllowanceState = 'within' | 'extra' | 'overused' | 'unlimited' | 'noAllowance';

export interface AllowanceReading {
  state: AllowanceState;
  /** What is left to show: never below 0 ("0 of 50 SMS left", never "-5 of 50"). */
  remaining: number;
  /** The allowance (0 when there is none). */
  allowance: number;
  /**
   * `extra`: the amount left above the allowance (80 left of 50 → 30); `overused`: the amount used
   * beyond it (−5 left → 5); otherwise 0.
   */
  excess: number;
  /** The bar's fill, 0–100: what is left as a share of the allowance, full when unlimited or extra. */
  percent: number;
}

/**
 * F3.4: reads a balance item's amounts. The server sends what is left (real) and the allowance
 * (gross); a bar of "80 of 50 SMS left" would say nothing true, so a balance above its allowance is
 * read as the allowance plus an extra amount (a full bar, "80 SMS left, including 30 extra"), a
 * negative balance as nothing left and the amount used beyond the allowance, and a balance without
 * an allowance as an amount left alone. Amounts that are not finite numbers count as 0.
 */
export function readAllowance(real: number | undefined, gross: number | undefined, unlimited = false): AllowanceReading {
  const left = Number.isFinite(real) ? (real as number) : 0;
  const allowance = Number.isFinite(gross) && (gross as number) > 0 ? (gross as number) : 0;
  const remaining = Math.max(0, left);
  if (unlimited) return { state: 'unlimited', remaining, allowance, excess: 0, percent: 100 };
  if (left < 0) return { state: 'overused', remaining: 0, allowance, excess: -left, percent: 0 };
  if (allowance === 0) return { state: 'noAllowance', remaining, allowance, excess: 0, percent: remaining > 0 ? 100 : 0 };
  if (left > allowance) return { state: 'extra', remaining, allowance, excess: left - allowance, percent: 100 };
  return { state: 'within', remaining, allowance, excess: 0, percent: (left / allowance) * 100 };
}
