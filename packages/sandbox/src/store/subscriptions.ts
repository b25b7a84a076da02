import {
  formatUsageAmount,
  isMainLine,
  normaliseSubscriberNumber,
  roundAmount,
  type BalanceItem,
  type BalanceResponse,
  type BoosterOffer,
  type OrderSetVasResult,
  type PointDetailResult,
} from '@gaia/domain';
import { boostersByUnitType, seedBalance, type SandboxBooster, type SeedBalance, type SeedItem } from './subscriptionSeed/balances';
import { seedLines, type SandboxLine } from './subscriptionSeed/lines';

/** The property configuration the sandbox serves (spec 03 §3), as text like an operator's. */
export interface SandboxProperties {
  subInfoCardType: string;
  pointSystem: string;
  serviceNbrBreakRule: string;
  showSuccessPageViewOrder: string;
  myOrderWebUrl: string;
  relType: string;
  isCanChange: string;
}

const DEFAULT_PROPERTIES: SandboxProperties = {
  subInfoCardType: 'default',
  pointSystem: 'internal',
  serviceNbrBreakRule: '2,3,4',
  showSuccessPageViewOrder: 'Y',
  myOrderWebUrl: '/myOrders',
  relType: '',
  isCanChange: '',
};

/** What buying a booster gave: the order, or why it was refused. */
export type BoosterPurchase =
  | { ok: true; order: OrderSetVasResult }
  | { ok: false; reason: 'unknownLine' | 'unknownItem' | 'unknownOffer' | 'expired' | 'insufficient' };

const DAY_MS = 86_400_000;

/** A date the way the operator writes them ("2026-01-15 09:00:00"), in UTC. */
function wireDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Amounts as English server texts (formatRealBalance …), for clients that show them as they come. */
function formatted(amount: number, unitType: number | string | undefined): string {
  const value = formatUsageAmount(amount, unitType, { currencySymbol: '$' });
  const unit = value.unitKey?.replace('gaia_unit_', '').toUpperCase().replace('MINUTE', 'min');
  return unit ? `${value.value} ${unit}` : value.value;
}

/** Lines, balances, points and boosters by customer (spec 03 §3), seeded the same on every start. */
export class SubscriptionBook {
  private lines: Record<string, SandboxLine[]> = seedLines();
  private balances = new Map<string, SeedBalance>();
  private orderCounter = 0;
  /** The property configuration; tests and stories may change it. */
  properties: SandboxProperties = { ...DEFAULT_PROPERTIES };

  constructor() {
    this.seedBalances();
  }

  private seedBalances(): void {
    this.balances.clear();
    for (const list of Object.values(this.lines)) list.forEach((line, position) => this.balances.set(line.subsId, seedBalance(line, position)));
  }

  /** The lines of a user (none for a user without lines). */
  linesOf(userId: string): SandboxLine[] {
    return this.lines[userId] ?? [];
  }

  /** A user's line by its subscription id or its number (any way the number is written). */
  findLine(userId: string, target: { subsId?: string; accNbr?: string }): SandboxLine | undefined {
    const wanted = target.accNbr ? normaliseSubscriberNumber(target.accNbr) : undefined;
    return this.linesOf(userId).find((line) => (target.subsId ? line.subsId === target.subsId : wanted !== undefined && line.accNbr === wanted));
  }

  /** The user's main line (preferredFlag Y), if any. */
  mainLineOf(userId: string): SandboxLine | undefined {
    return this.linesOf(userId).find((line) => isMainLine(line));
  }

  /** Makes a line the user's only main line. */
  setMainLine(userId: string, line: SandboxLine): void {
    for (const each of this.linesOf(userId)) each.subsExtMap = { ...each.subsExtMap, preferredFlag: each === line ? 'Y' : 'N' };
  }

  /** A line's balances with dates for `now`; undefined for a line the book does not know. */
  balanceOf(subsId: string, now: number): BalanceResponse | undefined {
    const seed = this.balances.get(subsId);
    if (!seed) return undefined;
    const { balanceList, ...money } = seed;
    return { ...structuredClone(money), balanceList: balanceList.map((entry) => this.wireItem(entry, now)) };
  }

  private wireItem(entry: SeedItem, now: number): BalanceItem {
    const { effInDays, expInDays, ...item } = entry;
    const unlimited = item.unlimitedFlag === 'Y';
    return {
      ...structuredClone(item),
      effDate: wireDate(now + effInDays * DAY_MS),
      expDate: wireDate(now + expInDays * DAY_MS),
      formatRealBalance: unlimited ? 'Unlimited' : formatted(item.realBalance, item.unitType),
      formatGrossBalance: unlimited ? 'Unlimited' : formatted(item.grossBalance, item.unitType),
      formatConsumeBalance: unlimited ? '--' : formatted(Math.max(0, item.grossBalance - item.realBalance), item.unitType),
    };
  }

  /** The points of a line: the operator's own, or the partner's summary (external). */
  pointsOf(line: SandboxLine, system: 'internal' | 'external', now: number): PointDetailResult {
    const usable = Number(line.usablePoint ?? 0);
    return {
      pointDetail: {
        usablePoint: usable,
        expiringPoint: Math.round(usable * 0.16),
        expDate: wireDate(now + 45 * DAY_MS),
        pointName: system === 'external' ? 'Partner Miles' : 'Gaia Rewards',
      },
    };
  }

  /** The booster offers of an item of a line (none when the item offers no booster). */
  boosterOffers(subsId: string, acctResCode: string): BoosterOffer[] {
    const item = this.balances.get(subsId)?.balanceList.find((entry) => entry.acctResCode === acctResCode);
    if (!item || item.extData?.boosterFlag !== 'Y') return [];
    return (boostersByUnitType[Number(item.unitType)] ?? []).map(({ adds: _adds, price: _price, ...offer }) => ({ ...offer }));
  }

  /**
   * Adds a paid top-up to a line's balance in the currency it was paid in: the account balance for
   * USD, else the extra-currency balance of that code (ZWG), which starts at 0 when the line has none.
   * False for a line the book does not know.
   */
  creditBalance(subsId: string, amount: number, currencyCode = 'USD'): boolean {
    const balance = this.balances.get(subsId);
    if (!balance) return false;
    if (currencyCode === 'USD') {
      this.changeAccountBalance(balance, amount);
      return true;
    }
    const extra = balance.extAcctBalance ?? [];
    let account = extra.find((each) => each.currencySymbol === currencyCode);
    if (!account) {
      account = { amount: 0, currencySymbol: currencyCode };
      extra.push(account);
    }
    account.amount = roundAmount(Number(account.amount ?? 0) + amount);
    // The server's formatted text no longer holds once the amount moved.
    delete account.formatBalance;
    balance.extAcctBalance = extra;
    return true;
  }

  /** The account balance moved by an amount, rounded; the server's formatted text no longer holds. */
  private changeAccountBalance(balance: SeedBalance, delta: number): void {
    const account = balance.acctBalance ?? { amount: 0 };
    account.amount = roundAmount(Number(account.amount ?? 0) + delta);
    delete account.formatBalance;
    balance.acctBalance = account;
  }

  /**
   * Buys a booster with the balance (payment method B): the price is taken from the account balance
   * and the booster's amount added to its item (left and allowance both grow).
   */
  buyBooster(line: SandboxLine, offerCode: string, offerNbr: string, now: number): BoosterPurchase {
    const balance = this.balances.get(line.subsId);
    if (!balance) return { ok: false, reason: 'unknownLine' };
    let chosen: { item: SeedItem; offer: SandboxBooster } | undefined;
    for (const item of balance.balanceList) {
      if (item.extData?.boosterFlag !== 'Y') continue;
      const offer = (boostersByUnitType[Number(item.unitType)] ?? []).find((each) => each.offerCode === offerCode && each.offerNbr === offerNbr);
      if (offer) {
        chosen = { item, offer };
        break;
      }
    }
    if (!chosen) return { ok: false, reason: 'unknownOffer' };
    if (chosen.item.expInDays < 0) return { ok: false, reason: 'expired' };
    const account = balance.acctBalance ?? { amount: 0 };
    const available = Number(account.amount ?? 0) + Number(balance.creditLimit?.amount ?? 0);
    if (available < chosen.offer.price) return { ok: false, reason: 'insufficient' };
    this.changeAccountBalance(balance, -chosen.offer.price);
    chosen.item.realBalance += chosen.offer.adds;
    chosen.item.grossBalance += chosen.offer.adds;
    this.orderCounter += 1;
    const serial = String(this.orderCounter).padStart(6, '0');
    return {
      ok: true,
      order: {
        custOrderId: `CO-${serial}`,
        custOrderNbr: `VAS${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${serial}`,
        accNbr: line.accNbr,
        offerName: chosen.offer.offerName,
        amountDisplay: chosen.offer.displayOtcPrice ?? chosen.offer.price.toFixed(2),
        currencySymbol: chosen.offer.currencySymbol ?? '$',
      },
    };
  }

  /** Back to the seeded state. */
  reset(): void {
    this.lines = seedLines();
    this.seedBalances();
    this.orderCounter = 0;
    this.properties = { ...DEFAULT_PROPERTIES };
  }
}
