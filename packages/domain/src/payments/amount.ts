import type { AmountConfig, BillAmountLimit } from './payment';
import { formatAmountCompact, readMoneyValue } from '../kernel/format/money';
import { toAsciiDigits } from '../kernel/rules/normalise';

/**
 * Amount input rules of top-up (F3.6) and bill payment (F3.7) — spec 03 §5:
 * - "Top-up amount must lie between min and max (props or config), else tip_amount_request with
 *   min,max. Custom input keeps digits and a dot (digits only if integer required), one dot, at most
 *   2 decimals, collapses leading zeros."
 * - "Bill amount: numeric, within minAmount and maxAmount inclusive; digits with up to 2 decimals,
 *   no leading dot, a leading zero stripped unless followed by a dot. Hint tip_paybill_amount_limit
 *   with min,max; confirm disabled and hint red if invalid."
 */

/** Decimal places of amounts (spec 03 §9). */
export const AMOUNT_INPUT_DECIMALS = 2;

/** Maximum bill amount (spec 03 §9). */
export const BILL_MAX_AMOUNT = 100000;

/** Message keys of the amount rules. */
export const AmountMessageKey = {
  /** Spec 03 §5: amount outside min..max (values min, max). */
  topUpRange: 'tip_amount_request',
  /** Only a minimum is configured (values min). Ours: the documents always give both. */
  topUpAtLeast: 'gaia_topup_amount_at_least',
  /** Only a maximum is configured (values max). Ours. */
  topUpAtMost: 'gaia_topup_amount_at_most',
  /** No limits configured: any amount above 0. Ours. */
  topUpPositive: 'gaia_topup_amount_positive',
  /** Spec 03 §5: the bill limits hint (values min, max). */
  billLimit: 'tip_paybill_amount_limit',
} as const;

/** A message key with the values it interpolates. */
export interface AmountMessage {
  key: string;
  values: Record<string, string>;
}

export interface AmountInputOptions {
  /** Digits only, no decimals. @default false */
  integer?: boolean;
  /** Decimal places kept. @default 2 */
  maxDecimals?: number;
}

/**
 * F3.6: the custom top-up amount as typed. Keeps digits and one dot (digits only when `integer`),
 * at most 2 decimals, and collapses leading zeros ("007" → "7", "00.5" → "0.5", a lone "0" stays so
 * "0.5" can be typed). Arabic-Indic digits and the Arabic decimal separator (٫) are read as ASCII.
 * A leading dot becomes "0." (".5" → "0.5"): the documents forbid a leading dot in bill amounts,
 * and a person pasting ".5" means half, not five, so the dot is given its zero rather than dropped.
 * Every later dot is dropped; the result is always "", "0", "0.", "12", "12.", "12.3" or "12.34" in form.
 */
export function normaliseAmountInput(raw: string, options: AmountInputOptions = {}): string {
  const decimals = Math.max(0, Math.floor(options.maxDecimals ?? AMOUNT_INPUT_DECIMALS));
  const ascii = toAsciiDigits(raw).replace(/\u066b/g, '.');
  if (options.integer || decimals === 0) return collapseLeadingZeros(ascii.replace(/\D+/g, ''));
  const kept = ascii.replace(/[^\d.]+/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return collapseLeadingZeros(kept);
  const whole = collapseLeadingZeros(kept.slice(0, dot)) || '0';
  const fraction = kept.slice(dot + 1).replace(/\./g, '').slice(0, decimals);
  return `${whole}.${fraction}`;
}

/**
 * F3.7: the bill amount as typed — digits with up to 2 decimals, no leading dot, a leading zero
 * stripped unless followed by a dot ("05" → "5", "0.5" stays). The same rule as
 * normaliseAmountInput with decimals allowed; a lone "0" is kept while typing so that "0.5" can be
 * reached key by key.
 */
export function normaliseBillAmountInput(raw: string): string {
  return normaliseAmountInput(raw, { integer: false, maxDecimals: AMOUNT_INPUT_DECIMALS });
}

function collapseLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/** The number an amount input holds; undefined when it holds none ("" or "."). */
export function amountInputValue(input: string | number | null | undefined): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (input === null || input === undefined) return undefined;
  const text = input.trim();
  if (!/^(\d+(?:\.\d*)?|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

/** Top-up limits: each side may be open. */
export interface TopUpLimits {
  min?: number;
  max?: number;
}

/**
 * F3.6: min and max come from the component's props first, then the property configuration
 * (minAmount, maxAmount).
 */
export function resolveTopUpLimits(
  props: { min?: number | string | null; max?: number | string | null } = {},
  config: Pick<AmountConfig, 'minAmount' | 'maxAmount'> = {},
): TopUpLimits {
  const min = readMoneyValue(props.min) ?? readMoneyValue(config.minAmount);
  const max = readMoneyValue(props.max) ?? readMoneyValue(config.maxAmount);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * F3.6: the amount must lie between min and max, both included, else tip_amount_request with min
 * and max. An amount must also be above 0 (nothing is paid otherwise). When the configuration leaves
 * a side open, the message names only the side that exists (keys of ours, see AmountMessageKey).
 */
export function checkTopUpAmount(amount: number | string | null | undefined, limits: TopUpLimits): AmountMessage | undefined {
  const value = amountInputValue(amount);
  const { min, max } = limits;
  const valid = value !== undefined && value > 0 && (min === undefined || value >= min) && (max === undefined || value <= max);
  if (valid) return undefined;
  if (min !== undefined && max !== undefined) {
    return { key: AmountMessageKey.topUpRange, values: { min: formatAmountCompact(min), max: formatAmountCompact(max) } };
  }
  if (min !== undefined) return { key: AmountMessageKey.topUpAtLeast, values: { min: formatAmountCompact(min) } };
  if (max !== undefined) return { key: AmountMessageKey.topUpAtMost, values: { max: formatAmountCompact(max) } };
  return { key: AmountMessageKey.topUpPositive, values: {} };
}

/** Bill limits, both sides closed. */
export interface BillLimits {
  min: number;
  max: number;
}

/**
 * F3.7: the bill limits — minAmount (0 when absent) and maxAmount, never above the maximum bill
 * amount of 100000 (spec 03 §9), which is also the maximum when the server gives none.
 */
export function resolveBillLimits(limit: BillAmountLimit = {}): BillLimits {
  const min = Math.max(0, readMoneyValue(limit.minAmount) ?? 0);
  const max = Math.min(readMoneyValue(limit.maxAmount) ?? BILL_MAX_AMOUNT, BILL_MAX_AMOUNT);
  return { min, max };
}

/** What the bill amount field shows: whether the amount is valid, and the limits hint. */
export interface BillAmountCheck {
  valid: boolean;
  /** Always shown under the field: tip_paybill_amount_limit with min and max. */
  hint: AmountMessage;
  /** The hint turns red when the amount is invalid. */
  hintTone: 'neutral' | 'error';
}

/** F3.7: a bill amount is numeric and within min and max, both included. */
export function checkBillAmount(input: string | number | null | undefined, limits: BillLimits): BillAmountCheck {
  const value = amountInputValue(input);
  const valid = value !== undefined && value >= limits.min && value <= limits.max;
  return {
    valid,
    hint: { key: AmountMessageKey.billLimit, values: { min: formatAmountCompact(limits.min), max: formatAmountCompact(limits.max) } },
    hintTone: valid ? 'neutral' : 'error',
  };
}

/** F3.7: Continue goes on to the payment-method page only with a valid amount above 0. */
export function canContinueBillPayment(input: string | number | null | undefined, limits: BillLimits): boolean {
  const value = amountInputValue(input);
  return value !== undefined && value > 0 && checkBillAmount(input, limits).valid;
}
