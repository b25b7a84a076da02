import { ACC_NBR_STATES, AccNbrState, NUMBER_PAGE_SIZE, SimType, SubscriptionType, type AccNbrListItem, type OnboardingOffer, type OnboardingPlan } from '@gaia/domain';
import type { Clock } from './clock';

/** How long a lock holds a number for its holder (ours: the documents say locks expire, not when). */
export const NUMBER_LOCK_MINUTES = 15;
/** How many numbers the sandbox has (enough available ones for several pages of 12). */
const NUMBER_COUNT = 90;
/** The first record time of the numbers; each next number is a minute later (the paging cursor). */
const FIRST_RECORD_GMT = Date.UTC(2026, 0, 1, 0, 0, 0);

/** A number of the sandbox's stock, with its lock when one is held. */
interface StockNumber {
  accNbr: string;
  accNbrId: string;
  /** The number's own state (A for the ones anybody may choose). */
  state: string;
  recordGMT: string;
  lock?: { holder: string; until: number };
}

/**
 * The seeded stock: numbers 780 000 100 … in every state of spec 03 §3 (I, A, L, C, T, R, P, D, B).
 * Every fifth number is not available (the states cycle over the non-A codes), so four of five are A.
 */
function seedNumbers(): StockNumber[] {
  const others = ACC_NBR_STATES.filter((state) => state !== AccNbrState.available);
  return Array.from({ length: NUMBER_COUNT }, (_, index) => {
    const accNbr = String(780000100 + index * 7);
    return {
      accNbr,
      accNbrId: `AN-${index + 1}`,
      state: index % 5 === 4 ? others[Math.floor(index / 5) % others.length]! : AccNbrState.available,
      recordGMT: new Date(FIRST_RECORD_GMT + index * 60_000).toISOString(),
    };
  });
}

/** The plans of the sandbox (names and summaries are message keys of the onboarding catalogue). */
export const SANDBOX_PLANS: readonly Omit<OnboardingPlan, 'offerName' | 'summary'>[] = [
  { offerCode: 'PRE_STARTER', subscriptionType: SubscriptionType.prepaid, price: '5.00', priceDisplay: '$5.00', currencySymbol: '$', packageList: [{ offerCode: 'PKG-DATA2', offerName: 'Data 2 GB' }], serviceList: [] },
  { offerCode: 'PRE_PLUS', subscriptionType: SubscriptionType.prepaid, price: '12.00', priceDisplay: '$12.00', currencySymbol: '$', packageList: [{ offerCode: 'PKG-DATA10', offerName: 'Data 10 GB' }], serviceList: [] },
  { offerCode: 'POST_SMART', subscriptionType: SubscriptionType.postpaid, price: '25.00', priceDisplay: '$25.00', currencySymbol: '$', packageList: [{ offerCode: 'PKG-DATA15', offerName: 'Data 15 GB' }], serviceList: [{ serviceCode: 'VOICEMAIL', serviceName: 'Voicemail' }] },
  { offerCode: 'POST_MAX', subscriptionType: SubscriptionType.postpaid, price: '45.00', priceDisplay: '$45.00', currencySymbol: '$', packageList: [{ offerCode: 'PKG-DATA50', offerName: 'Data 50 GB' }], serviceList: [{ serviceCode: 'ROAM', serviceName: 'Roaming' }] },
];

/** The one-off SIM fee per SIM type. */
export const SIM_FEES: Record<string, number> = { [SimType.physical]: 1, [SimType.eSim]: 0 };

/** Failure switches of onboarding (/__sandbox/onboarding). */
export interface OnboardingSwitches {
  /** `fail` makes every lock (reserveFlag Y) fail, as when another person took the number first. */
  lock: 'auto' | 'fail';
  /** `empty` lists no numbers at all. */
  numbers: 'auto' | 'empty';
}

export const DEFAULT_ONBOARDING_SWITCHES: OnboardingSwitches = { lock: 'auto', numbers: 'auto' };

export type LockResult = 'ok' | 'unknown' | 'unavailable';

/** Available numbers with locks that expire, and new-connection onboarding orders (spec 02 F2.15, spec 03 F3.19). */
export class OnboardingBook {
  switches: OnboardingSwitches = { ...DEFAULT_ONBOARDING_SWITCHES };
  private numbers: StockNumber[] = seedNumbers();
  private orderCounter = 0;

  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    this.numbers = seedNumbers();
    this.switches = { ...DEFAULT_ONBOARDING_SWITCHES };
    this.orderCounter = 0;
  }

  /** The state a holder sees: a number locked by someone else (lock not expired) is L. */
  private stateFor(number: StockNumber, holder: string): string {
    const lock = this.activeLock(number);
    if (lock && lock.holder !== holder) return AccNbrState.locked;
    return number.state;
  }

  private activeLock(number: StockNumber) {
    return number.lock && number.lock.until > this.clock.now() ? number.lock : undefined;
  }

  /**
   * F2.15: one page of numbers after the cursor (record time), filtered by a term the number contains;
   * the next cursor is the last record's time when more may follow.
   */
  page(holder: string, search: string, pageSize: number, lastRecordGMT?: string): { accNbrList: AccNbrListItem[]; pageInfo: { pageSize: number; lastRecordGMT?: string } } {
    if (this.switches.numbers === 'empty') return { accNbrList: [], pageInfo: { pageSize } };
    const matching = this.numbers.filter((number) => (!search || number.accNbr.includes(search)) && (!lastRecordGMT || number.recordGMT > lastRecordGMT));
    const page = matching.slice(0, pageSize);
    const last = page.at(-1);
    return {
      accNbrList: page.map((number) => ({ accNbr: number.accNbr, accNbrId: number.accNbrId, accNbrState: this.stateFor(number, holder) })),
      pageInfo: { pageSize, ...(last && matching.length > page.length ? { lastRecordGMT: last.recordGMT } : {}) },
    };
  }

  /**
   * F2.15 operAccNbr: reserveFlag Y locks each number for the holder (for NUMBER_LOCK_MINUTES on the
   * store clock) — a number not in A, or held by someone else, fails them all; N unlocks the holder's.
   */
  lock(holder: string, accNbrs: readonly string[], reserveFlag: 'Y' | 'N'): LockResult {
    const found = accNbrs.map((accNbr) => this.numbers.find((number) => number.accNbr === accNbr));
    if (found.some((number) => !number)) return 'unknown';
    const numbers = found as StockNumber[];
    if (reserveFlag === 'N') {
      for (const number of numbers) if (number.lock?.holder === holder) delete number.lock;
      return 'ok';
    }
    if (this.switches.lock === 'fail') return 'unavailable';
    if (numbers.some((number) => number.state !== AccNbrState.available || this.stateFor(number, holder) !== AccNbrState.available)) return 'unavailable';
    const until = this.clock.now() + NUMBER_LOCK_MINUTES * 60_000;
    for (const number of numbers) number.lock = { holder, until };
    return 'ok';
  }

  /** Whether the holder still holds the number (its lock not expired). */
  holds(holder: string, accNbr: string): boolean {
    const number = this.numbers.find((candidate) => candidate.accNbr === accNbr);
    return Boolean(number && this.activeLock(number)?.holder === holder);
  }

  /** The ordered number leaves the stock: reserved (R) for the new line, its lock released. */
  reserveForOrder(accNbr: string): void {
    const number = this.numbers.find((candidate) => candidate.accNbr === accNbr);
    if (!number) return;
    number.state = AccNbrState.reserved;
    delete number.lock;
  }

  /** The plans and SIM types on offer, each plan named through `name` (the request's language). */
  offer(name: (key: string) => string): OnboardingOffer {
    return {
      plans: SANDBOX_PLANS.map((plan) => ({ ...plan, offerName: name(`gaia_onboarding_plan_name_${plan.offerCode}`), summary: name(`gaia_onboarding_plan_summary_${plan.offerCode}`) })),
      simTypes: [SimType.physical, SimType.eSim],
      simFeeDisplay: { [SimType.physical]: `$${SIM_FEES[SimType.physical]!.toFixed(2)}`, [SimType.eSim]: `$${SIM_FEES[SimType.eSim]!.toFixed(2)}` },
    };
  }

  /** The next order's identifiers (numbered from the clock's day, so they look like the seeded ones). */
  nextOrderIds(): { orderId: string; orderNbr: string } {
    this.orderCounter += 1;
    const serial = String(this.orderCounter).padStart(3, '0');
    return { orderId: `O-NC-${serial}`, orderNbr: `SO2026NC${serial}` };
  }
}

/** The page size a request may ask for (12 by default, at most 50). */
export function numberPageSize(value: unknown): number | undefined {
  if (value === undefined) return NUMBER_PAGE_SIZE;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50 ? value : undefined;
}
