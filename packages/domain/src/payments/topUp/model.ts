/**
 * Wire shapes of top-up (F3.6) and the amount owed (F3.7): spec 03 §7 names the calls
 * (GET /ecare/recharge/amount/config, GET /ecare/gaia/recharge/ext-currency-codes,
 * POST /ecare/recharge/preCheck and /prePay, /ecare/bill/acctOweInfo) without their fields; the
 * fields below are the property configuration's (§3: amountList, minAmount, maxAmount,
 * currencySymbol) and the bill payment params' (acctNbr, amountDisplay, currencySymbol, minAmount,
 * maxAmount).
 */

/** The currency codes of the switch: USD, and the local currency the operator also takes. */
export const USD_CURRENCY_CODE = 'USD';

/** One top-up currency of ext-currency-codes. */
export interface ExtCurrency {
  currencyCode: string;
  currencySymbol: string;
}

/** GET /ecare/gaia/recharge/ext-currency-codes → data.currencyList. */
export interface ExtCurrencyCodesResult {
  currencyList?: ExtCurrency[] | null;
}

/** GET /ecare/recharge/amount/config?currencyCode → the amounts of one currency. */
export interface RechargeAmountConfig {
  currencyCode: string;
  currencySymbol: string;
  /** The grid's amounts: a list, or a comma-separated string (property amountList). */
  amountList: readonly (number | string)[] | string;
  minAmount?: number | string | null;
  maxAmount?: number | string | null;
  /** 'Y': the custom amount takes whole numbers only. */
  integerFlag?: string | null;
}

/** What a top-up is checked and prepared with. */
export interface RechargeRequest {
  /** The 9-digit national number topped up. */
  accNbr: string;
  /** The amount as a plain decimal string ('10.50'). */
  amount: string;
  currencyCode: string;
}

/** POST /ecare/recharge/preCheck → the line may be topped up with that amount. */
export interface RechargePreCheckResult {
  accNbr: string;
  prefix?: string;
}

/** POST /ecare/recharge/prePay → what the payment-method page is opened with. */
export interface RechargePrePayResult {
  accNbr: string;
  acctNbr?: string;
  amount: string;
  amountDisplay: string;
  currencySymbol: string;
}

/** POST /ecare/bill/acctOweInfo {acctNbr} → the amount owed and the bill amount limit. */
export interface AcctOweInfo {
  acctNbr: string;
  /** The amount owed as a number; 0 when nothing is due. */
  oweAmount: number | string;
  /** The amount owed as the server formats it ("$45.80"). */
  amountDisplay: string;
  currencySymbol: string;
  minAmount?: number | string | null;
  maxAmount?: number | string | null;
}
