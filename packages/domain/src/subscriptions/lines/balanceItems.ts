import { readDateValue } from '../../kernel/format/intlDates';
import { UsageUnitType, type BalanceItem } from '../balanceModel';
import { balanceProgress } from '../balance';
import { usageKind } from '../usage';

/** Balance items as the home lists them (F3.4; spec 03 §3 "Balance item", "Usage unit types"). */

/** The icon of a unit type: data 1, voice 2, sms 3, currency 4, WhatsApp 10001; other for unknown codes. */
export type BalanceIconName = 'data' | 'voice' | 'sms' | 'currency' | 'whatsapp' | 'other';

/** F3.4: the icon of a balance item by its unit type. */
export function balanceIconOf(unitType: number | string | null | undefined): BalanceIconName {
  // WhatsApp is counted as data (usageKind) but has an icon of its own.
  if (Number(unitType) === UsageUnitType.whatsapp) return 'whatsapp';
  return usageKind(unitType) ?? 'other';
}

/** The share left at or under which an allowance reads as nearly used up. */
export const NEARLY_EXHAUSTED_PERCENT = 10;

/** How a balance item stands: expired, nearly used up, or fine. Unlimited items are never low. */
export type BalanceItemStanding = 'expired' | 'low' | 'ok';

/**
 * F3.4: an item past its expiry date is expired (it is shown, marked, without a Booster); an item
 * with at most 10 % of its allowance left is low; anything else is ok.
 */
export function balanceItemStanding(item: BalanceItem, now: Date | number = Date.now()): BalanceItemStanding {
  const expiry = readDateValue(item.expDate);
  if (expiry && expiry.getTime() < new Date(now).getTime()) return 'expired';
  const progress = balanceProgress(item);
  if (progress.unlimited) return 'ok';
  return progress.state === 'overused' || (progress.state === 'within' && progress.percent <= NEARLY_EXHAUSTED_PERCENT) ? 'low' : 'ok';
}
