/** Balance and usage entities (spec 03 §3 "Balance response", "Balance item", "Booster offer"; F3.4, F3.5). */

/** Usage unit types (spec 03 §3): data 1, voice 2, sms 3, currency 4, whatsapp 10001. */
export const UsageUnitType = {
  data: 1,
  voice: 2,
  sms: 3,
  currency: 4,
  whatsapp: 10001,
} as const;

export type UsageUnitTypeCode = (typeof UsageUnitType)[keyof typeof UsageUnitType];

/** One balance item (a bucket) of a subscription (spec 03 §3). */
export interface BalanceItem {
  acctResName: string;
  acctResCode: string;
  effDate?: string;
  expDate?: string;
  /** What is left, in the unit's base unit. */
  realBalance?: number | string | null;
  /** Remaining amount already formatted by the server, with the unit name. */
  formatRealBalance?: string;
  /** The allowance, in the unit's base unit. */
  grossBalance?: number | string | null;
  formatGrossBalance?: string;
  formatConsumeBalance?: string;
  /** "Y" means unlimited. */
  unlimitedFlag?: string;
  extData?: {
    /** "Y" shows the Booster button. */
    boosterFlag?: string;
    [key: string]: unknown;
  };
  icon?: string;
  remainName?: string;
  /**
   * Unit type of the bucket (UsageUnitType). The documents list the codes but not the field that
   * carries them; the kit reads it from here.
   */
  unitType?: number | string;
}

/** A money balance (spec 03 §3). */
export interface AccountBalanceAmount {
  amount?: number | string;
  formatBalance?: string;
  currencySymbol?: string;
}

/** Response of /ecare/balance (spec 03 §3). */
export interface BalanceResponse {
  acctBalance?: AccountBalanceAmount;
  /** Extra-currency balances; the first one is shown. */
  extAcctBalance?: AccountBalanceAmount[];
  /**
   * The credit limit of a postpaid line (shown instead of the balance when paidFlag is "1"). The
   * documents do not say which call carries it; ours comes with the balance.
   */
  creditLimit?: AccountBalanceAmount;
  balanceList?: BalanceItem[];
}

/** A booster offer (spec 03 §3). */
export interface BoosterOffer {
  offerName: string;
  offerCode: string;
  offerNbr: string;
  currencySymbol?: string;
  displayOtcPrice?: string;
}
