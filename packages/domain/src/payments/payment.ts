/** Top-up and bill-payment entities (spec 03 §3 "Bill payment params", "Property configuration"; F3.6, F3.7). */

/** Parameters of the bill-payment modal (spec 03 §3). */
export interface BillPaymentParams {
  acctNbr: string;
  /** The amount due as the server formats it. */
  amountDisplay?: string;
  currencySymbol?: string;
}

/** Bill amount limit (spec 03 §3). */
export interface BillAmountLimit {
  minAmount?: number | string | null;
  maxAmount?: number | string | null;
}

/** The amount-related entries of the property configuration (spec 03 §3). */
export interface AmountConfig {
  currencySymbol?: string;
  /** Whether the symbol goes before the amount: true, 'Y' or 'true' mean yes. */
  currencySymbolInFront?: boolean | string;
  /** Top-up amounts: a list, or a comma-separated string. */
  amountList?: readonly (number | string)[] | string;
  minAmount?: number | string | null;
  maxAmount?: number | string | null;
  /** Decimal places shown for amounts. @default 2 */
  displayScale?: number;
}
