import { SubscriptionType, UsageUnitType, type BalanceItem, type BalanceResponse, type BoosterOffer } from '@gaia/domain';
import type { SandboxLine } from './lines';

/**
 * Seeded balances (spec 03 §3 "Balance response", "Balance item"): data in MB, voice in minutes, SMS
 * as a count, money in dollars. Dates are days from "now", so an item stays valid, or expired, on
 * whatever day the sandbox runs; the book turns them into dates when it answers.
 */

/** A balance item whose dates are days from now. */
export interface SeedItem extends Omit<BalanceItem, 'effDate' | 'expDate' | 'realBalance' | 'grossBalance'> {
  realBalance: number;
  grossBalance: number;
  effInDays: number;
  expInDays: number;
}

/** A line's balances before dates are applied. */
export interface SeedBalance extends Omit<BalanceResponse, 'balanceList'> {
  balanceList: SeedItem[];
}

const USD = '$';

function item(code: string, name: string, unitType: number, real: number, gross: number, options: Partial<SeedItem> = {}): SeedItem {
  return {
    acctResCode: code,
    acctResName: name,
    unitType,
    realBalance: real,
    grossBalance: gross,
    effInDays: -10,
    expInDays: 20,
    unlimitedFlag: 'N',
    extData: { boosterFlag: 'N' },
    icon: iconName(unitType),
    remainName: 'Remaining',
    ...options,
  };
}

function iconName(unitType: number): string {
  return ({ 1: 'data', 2: 'voice', 3: 'sms', 4: 'currency', 10001: 'whatsapp' } as Record<number, string>)[unitType] ?? 'other';
}

const booster = { extData: { boosterFlag: 'Y' } };

/** The demo individual's main line: every unit type, unlimited, nearly used up and expired items. */
function mainLineBalance(): SeedBalance {
  return {
    acctBalance: { amount: 12.5, currencySymbol: USD },
    extAcctBalance: [{ amount: 250, currencySymbol: 'ZWG' }],
    balanceList: [
      item('DATA_MAIN', 'Data', UsageUnitType.data, 3276.8, 10240, booster),
      item('VOICE_LOCAL', 'Local calls', UsageUnitType.voice, 25, 300, booster),
      item('SMS_ALL', 'SMS', UsageUnitType.sms, 0, 0, { unlimitedFlag: 'Y' }),
      item('WHATSAPP', 'WhatsApp', UsageUnitType.whatsapp, 1800, 2048, booster),
      item('BONUS_CASH', 'Bonus airtime', UsageUnitType.currency, 3.5, 5),
      item('NIGHT_DATA', 'Night data', UsageUnitType.data, 512, 1024, { effInDays: -40, expInDays: -2 }),
    ],
  };
}

function postpaidBalance(): SeedBalance {
  return {
    acctBalance: { amount: -23.4, currencySymbol: USD },
    extAcctBalance: [{ amount: 0, currencySymbol: 'ZWG' }],
    creditLimit: { amount: 100, currencySymbol: USD },
    balanceList: [
      item('DATA_MAIN', 'Data', UsageUnitType.data, 25600, 30720, booster),
      item('VOICE_ALL', 'Calls to all networks', UsageUnitType.voice, 0, 0, { unlimitedFlag: 'Y' }),
      item('SMS_ALL', 'SMS', UsageUnitType.sms, 180, 200),
    ],
  };
}

function esimBalance(): SeedBalance {
  return {
    acctBalance: { amount: 4, currencySymbol: USD },
    balanceList: [item('DATA_MAIN', 'Data', UsageUnitType.data, 49152, 51200, { ...booster, expInDays: 5 })],
  };
}

/** A corporate line's balance, varied by its position so lines tell apart. */
function corporateBalance(position: number, postpaid: boolean): SeedBalance {
  const usedShare = (position * 13) % 100;
  return {
    acctBalance: { amount: postpaid ? -(position * 1.5) : 20 + position, currencySymbol: USD },
    ...(postpaid ? { creditLimit: { amount: 200, currencySymbol: USD } } : {}),
    balanceList: [
      item('DATA_MAIN', 'Data', UsageUnitType.data, Math.round((20480 * (100 - usedShare)) / 100), 20480, booster),
      item('VOICE_LOCAL', 'Local calls', UsageUnitType.voice, 500 - ((position * 7) % 500), 500, booster),
    ],
  };
}

/** The seeded balance of a line. */
export function seedBalance(line: SandboxLine, position: number): SeedBalance {
  if (line.subsId === 'S-1001') return mainLineBalance();
  if (line.simType === 'E_SIM' && line.custId !== '2001') return esimBalance();
  if (line.custId === '2001') return corporateBalance(position + 1, line.subscriptionType === SubscriptionType.postpaid);
  return line.subscriptionType === SubscriptionType.postpaid ? postpaidBalance() : mainLineBalance();
}

/** A booster offer of the sandbox: what it adds to its item and what it costs. */
export interface SandboxBooster extends BoosterOffer {
  /** Units added to the item (its base unit). */
  adds: number;
  price: number;
}

function offer(offerName: string, offerCode: string, offerNbr: string, price: number, adds: number): SandboxBooster {
  return { offerName, offerCode, offerNbr, currencySymbol: USD, displayOtcPrice: price.toFixed(2), price, adds };
}

/** Booster offers by unit type of the item (spec 03 §3 "Booster offer"). */
export const boostersByUnitType: Readonly<Record<number, readonly SandboxBooster[]>> = {
  [UsageUnitType.data]: [offer('Data Booster 1 GB', 'BST-DATA-1G', '9101', 2, 1024), offer('Data Booster 5 GB', 'BST-DATA-5G', '9105', 8, 5120)],
  [UsageUnitType.voice]: [offer('Voice Booster 50 min', 'BST-VOICE-50', '9201', 1.5, 50)],
  [UsageUnitType.whatsapp]: [offer('WhatsApp Booster 1 GB', 'BST-WA-1G', '9301', 1, 1024)],
};
