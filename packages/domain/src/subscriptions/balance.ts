import type { AccountBalanceAmount, BalanceItem, BalanceResponse, BoosterOffer } from './balanceModel';
import type { Subscription } from './subscription';
import { readMoneyValue } from '../kernel/format/money';
import { formatUsageAmount, readAllowance, usageKind, type AllowanceState, type UsageFormatOptions, type UsageUnitKeyValue } from './usage';

/**
 * Balance and usage cards (F3.4) and the Booster button and purchase (F3.5) — spec 03 §3
 * "Balance item", §4 "Booster purchase", §8, §9 "Progress: 100% if unlimited, else real balance /
 * gross balance x 100".
 */

/** Whether a Y/N flag says yes. */
function isYes(flag: unknown): boolean {
  return typeof flag === 'string' && flag.trim().toUpperCase() === 'Y';
}

function amountOf(value: number | string | null | undefined): number | undefined {
  return readMoneyValue(value);
}

/** F3.4: unlimitedFlag Y means unlimited. */
export function isUnlimitedBalance(item: Pick<BalanceItem, 'unlimitedFlag'>): boolean {
  return isYes(item.unlimitedFlag);
}

export interface BalanceProgress {
  /** 0 to 100, for the progress bar. */
  percent: number;
  unlimited: boolean;
  /** Used beyond the allowance (the server reports a negative balance): nothing is left. */
  overAllowance: boolean;
  /** More is left than the allowance (a carried-over or bonus amount): the bar is full. */
  extra: boolean;
  /** How the amounts read (see readAllowance). */
  state: AllowanceState;
}

/**
 * F3.4: the progress bar — 100 % when unlimited, else real / gross × 100, clamped to 0–100. A
 * balance above its allowance fills the bar and sets `extra`; a negative balance (used beyond the
 * allowance) empties it and sets `overAllowance`. With no allowance (gross 0 or missing) the bar is
 * full when something is left and empty otherwise.
 */
export function balanceProgress(item: Pick<BalanceItem, 'unlimitedFlag' | 'realBalance' | 'grossBalance'>): BalanceProgress {
  const reading = readAllowance(amountOf(item.realBalance), amountOf(item.grossBalance), isUnlimitedBalance(item));
  return {
    percent: reading.percent,
    unlimited: reading.state === 'unlimited',
    overAllowance: reading.state === 'overused',
    extra: reading.state === 'extra',
    state: reading.state,
  };
}

/** F3.5: the Booster button shows when extData.boosterFlag is Y. */
export function showBoosterButton(item: Pick<BalanceItem, 'extData'>): boolean {
  return isYes(item.extData?.boosterFlag);
}

/** Message keys of the spoken (screen-reader) balance text. */
export const BalanceSpokenKey = {
  /** "{{remaining}} of {{total}} {{unit}} left" — both amounts in one unit. */
  left: 'gaia_balance_spoken_left',
  /** "{{remaining}} {{remainingUnit}} of {{total}} {{totalUnit}} left". */
  leftMixed: 'gaia_balance_spoken_left_mixed',
  /** "{{remaining}} of {{total}} left" — amounts that carry their own unit (money, server text). */
  leftPlain: 'gaia_balance_spoken_left_plain',
  /** "{{remaining}} {{remainingUnit}} left, including {{extra}} {{extraUnit}} extra" — more left than the allowance. */
  leftExtra: 'gaia_balance_spoken_left_extra',
  /** "{{remaining}} left, including {{extra}} extra" — the same for amounts that carry their own unit. */
  leftExtraPlain: 'gaia_balance_spoken_left_extra_plain',
  /** "{{remaining}} {{unit}} left" — no allowance to compare with. */
  leftOnly: 'gaia_balance_spoken_left_only',
  /** "{{remaining}} left" — the same for amounts that carry their own unit. */
  leftOnlyPlain: 'gaia_balance_spoken_left_only_plain',
  unlimited: 'gaia_balance_spoken_unlimited',
} as const;

/**
 * The inputs of a message: its key, its values, and values that are themselves message keys (unit
 * names) to translate before interpolating.
 */
export interface SpokenTextInputs {
  key: string;
  values: Record<string, string>;
  unitKeys: Record<string, UsageUnitKeyValue>;
}

/** Unit placeholders of a message, left out when an amount has no unit. */
function unitsOf(units: Record<string, UsageUnitKeyValue | undefined>): Record<string, UsageUnitKeyValue> {
  const result: Record<string, UsageUnitKeyValue> = {};
  for (const [name, key] of Object.entries(units)) if (key) result[name] = key;
  return result;
}

/**
 * F3.4: the inputs of the text a screen reader speaks (and the card shows) for a balance bar, e.g.
 * "3.2 of 10 GB left". Data is shown in the allowance's unit when the remaining amount is at least 1
 * of it ("0.5 of 10 GB" would hide "512 MB"), else each amount in its own unit ("800 MB of 10 GB
 * left"). Money carries its symbol. The amounts are read by readAllowance: more left than the
 * allowance says "80 SMS left, including 30 SMS extra" (never "80 of 50"), a negative balance "0 of
 * 50 SMS left", a balance without an allowance "80 SMS left". A bucket of unknown unit type falls
 * back to the server's formatted texts.
 */
export function balanceSpokenInputs(item: BalanceItem, options: UsageFormatOptions = {}): SpokenTextInputs {
  if (isUnlimitedBalance(item)) return { key: BalanceSpokenKey.unlimited, values: { name: item.acctResName ?? '' }, unitKeys: {} };
  const kind = usageKind(item.unitType);
  const real = amountOf(item.realBalance);
  const gross = amountOf(item.grossBalance);
  if (!kind || real === undefined || gross === undefined) {
    const remaining = item.formatRealBalance ?? String(item.realBalance ?? '');
    if (real !== undefined && gross !== undefined) {
      const reading = readAllowance(real, gross);
      if (reading.state === 'noAllowance') return { key: BalanceSpokenKey.leftOnlyPlain, values: { remaining }, unitKeys: {} };
      if (reading.state === 'extra') {
        return { key: BalanceSpokenKey.leftExtraPlain, values: { remaining, extra: formatUsageAmount(reading.excess, item.unitType, options).value }, unitKeys: {} };
      }
      if (reading.state === 'overused') {
        return { key: BalanceSpokenKey.leftPlain, values: { remaining: '0', total: item.formatGrossBalance ?? String(item.grossBalance ?? '') }, unitKeys: {} };
      }
    }
    return {
      key: BalanceSpokenKey.leftPlain,
      values: { remaining, total: item.formatGrossBalance ?? String(item.grossBalance ?? '') },
      unitKeys: {},
    };
  }
  const reading = readAllowance(real, gross);
  const left = reading.remaining;
  const total = formatUsageAmount(reading.allowance, item.unitType, options);
  if (kind === 'currency') {
    const remainingText = formatUsageAmount(left, item.unitType, options).value;
    if (reading.state === 'noAllowance') return { key: BalanceSpokenKey.leftOnlyPlain, values: { remaining: remainingText }, unitKeys: {} };
    if (reading.state === 'extra') {
      return { key: BalanceSpokenKey.leftExtraPlain, values: { remaining: remainingText, extra: formatUsageAmount(reading.excess, item.unitType, options).value }, unitKeys: {} };
    }
    return { key: BalanceSpokenKey.leftPlain, values: { remaining: remainingText, total: total.value }, unitKeys: {} };
  }
  let remaining = formatUsageAmount(left, item.unitType, options);
  if (reading.state === 'noAllowance') {
    return { key: BalanceSpokenKey.leftOnly, values: { remaining: remaining.value }, unitKeys: unitsOf({ unit: remaining.unitKey }) };
  }
  if (kind === 'data' && total.dataUnit) {
    const sameUnit = formatUsageAmount(left, item.unitType, { ...options, dataUnit: total.dataUnit });
    if (Number(sameUnit.value.replace(/,/g, '')) >= 1 || left === 0) remaining = sameUnit;
  }
  if (reading.state === 'extra') {
    const extra = formatUsageAmount(reading.excess, item.unitType, options);
    return {
      key: BalanceSpokenKey.leftExtra,
      values: { remaining: remaining.value, extra: extra.value },
      unitKeys: unitsOf({ remainingUnit: remaining.unitKey, extraUnit: extra.unitKey }),
    };
  }
  if (remaining.unitKey && remaining.unitKey === total.unitKey) {
    return { key: BalanceSpokenKey.left, values: { remaining: remaining.value, total: total.value }, unitKeys: { unit: total.unitKey } };
  }
  return {
    key: BalanceSpokenKey.leftMixed,
    values: { remaining: remaining.value, total: total.value },
    unitKeys: unitsOf({ remainingUnit: remaining.unitKey, totalUnit: total.unitKey }),
  };
}

/** Turns message inputs into text with a translate function (unit names are translated first). */
export function spokenText(inputs: SpokenTextInputs, translate: (key: string, values?: Record<string, string | number>) => string): string {
  const units: Record<string, string> = {};
  for (const [name, key] of Object.entries(inputs.unitKeys)) units[name] = translate(key);
  return translate(inputs.key, { ...inputs.values, ...units });
}

/** F3.4: the account balance and the first extra-currency balance, as the card shows them. */
export function accountBalances(response: BalanceResponse | null | undefined): { main?: AccountBalanceAmount; extra?: AccountBalanceAmount } {
  const main = response?.acctBalance;
  const extra = response?.extAcctBalance?.[0];
  return { ...(main ? { main } : {}), ...(extra ? { extra } : {}) };
}

/** Booster order constants (spec 03 §7, §9: booster offerType 2, payment method type B). */
export const BOOSTER_OFFER_TYPE = 2;
export const BOOSTER_PAYMENT_METHOD_TYPE = 'B';

/** F3.5: the order-set-VAS payload that buys a booster for a subscription (spec 03 §7). */
export function boosterOrderPayload(subscription: Pick<Subscription, 'prefix' | 'accNbr' | 'subsId' | 'custNbr' | 'custId'>, offer: Pick<BoosterOffer, 'offerCode' | 'offerNbr'>) {
  return {
    prefix: subscription.prefix ?? '',
    accNbr: subscription.accNbr,
    subsId: subscription.subsId,
    custNbr: subscription.custNbr ?? '',
    custId: subscription.custId ?? '',
    vasList: [{ offerCode: offer.offerCode, offerNbr: offer.offerNbr, offerType: BOOSTER_OFFER_TYPE, actType: 'A' as const }],
    paymentInfoList: [{ paymentMethodType: BOOSTER_PAYMENT_METHOD_TYPE }],
  };
}

/** Message keys of the booster result (spec 03 §8). */
export const BoosterMessageKey = {
  success: 'lb_purchase_successfully',
  failure: 'lb_purchase_failure',
} as const;

/**
 * F3.5: the booster result modal — success (lb_purchase_successfully; the balance is then
 * refreshed) or failure (lb_purchase_failure with resultMsg).
 */
export function boosterOutcome(response: { code?: string | number; data?: unknown; resultMsg?: string } | null | undefined):
  | { ok: true; titleKey: string; refreshBalance: true; data: unknown }
  | { ok: false; titleKey: string; message?: string } {
  if (response && String(response.code) === '200') return { ok: true, titleKey: BoosterMessageKey.success, refreshBalance: true, data: response.data };
  const message = response?.resultMsg?.trim();
  return { ok: false, titleKey: BoosterMessageKey.failure, ...(message ? { message } : {}) };
}
