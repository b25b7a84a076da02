import { classifyAccount } from '../../sign-in/account';
import type { PortalConfig } from '../../kernel/config/portalConfig';
import {
  formatMoney,
  readMoneyValue,
  toFixedAmount,
  type CurrencyPosition,
} from '../../kernel/format/money';
import { toAsciiDigits } from '../../kernel/rules/normalise';
import { normaliseSubscriberNumber } from '../../subscriptions/lines/subscriberSearch';
import { PayEvent } from '../checkout/payEventCodes';
import type { PaymentMethodQuery } from '../checkout/paymentMethodQuery';
import { USD_SYMBOL, type TopUpCurrency } from '../topUp';
import {
  USD_CURRENCY_CODE,
  type AcctOweInfo,
  type ExtCurrency,
  type RechargePrePayResult,
  type RechargeRequest,
} from './model';

/**
 * Whose line a top-up is for (F3.6): the signed-in customer's own line, or another number, which
 * must be a provider number — the sign-in area's mobile rule (the configured MOBILE_PATTERN).
 */

/** Message keys of top-up (English and Arabic in ./i18n). */
export const TopUpMessageKey = {
  otherRequired: 'gaia_topup_other_required',
  otherInvalid: 'gaia_topup_other_invalid',
} as const;

/** Who is topped up. */
export type TopUpTargetKind = 'mine' | 'other';

/**
 * F3.6: another number must be a mobile number of the provider, as sign-in reads one (with or
 * without the country code or a leading 0): undefined when it is, else the message key.
 */
export function validateOtherNumber(
  input: string,
  config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
): string | undefined {
  const value = input.trim();
  if (value === '') return TopUpMessageKey.otherRequired;
  return classifyAccount(normaliseDigits(value), config) === 'MOBILE'
    ? undefined
    : TopUpMessageKey.otherInvalid;
}

/** Arabic-Indic digits read as ASCII; spaces and dashes people type inside numbers are not part of them. */
function normaliseDigits(value: string): string {
  return toAsciiDigits(value).replace(/[\s-]/g, '');
}

/** F3.6: the 9-digit national number sent to the recharge calls. */
export function toRechargeNumber(input: string): string {
  return normaliseSubscriberNumber(normaliseDigits(input.trim()));
}

/**
 * F3.6: the local currency of the switch — the first currency of ext-currency-codes that is not
 * USD; undefined when the operator takes USD only (no switch is shown then).
 */
export function localCurrency(
  list: readonly ExtCurrency[] | null | undefined,
): ExtCurrency | undefined {
  return (list ?? []).find(
    (each) => each.currencyCode && each.currencySymbol && each.currencyCode !== USD_CURRENCY_CODE,
  );
}

/** F3.6: the currency code of a segment of the switch. */
export function currencyCodeOf(currency: TopUpCurrency, local: ExtCurrency | undefined): string {
  return currency === 'USD' || !local ? USD_CURRENCY_CODE : local.currencyCode;
}

/** F3.6: the symbol of a segment of the switch. */
export function currencySymbolOf(currency: TopUpCurrency, local: ExtCurrency | undefined): string {
  return currency === 'USD' || !local ? USD_SYMBOL : local.currencySymbol;
}

/** F3.6: what preCheck and prePay are sent: the national number, the amount with 2 decimals, the currency. */
export function toRechargeRequest(input: {
  accNbr: string;
  amount: number;
  currencyCode: string;
}): RechargeRequest {
  return {
    accNbr: toRechargeNumber(input.accNbr),
    amount: toFixedAmount(input.amount, 2),
    currencyCode: input.currencyCode,
  };
}

/** F3.6 → F3.8: the payment-method page's query for a prepared top-up (pay event recharge). */
export function rechargePaymentQuery(prePay: RechargePrePayResult): PaymentMethodQuery {
  return {
    payEvent: PayEvent.recharge,
    accNbr: prePay.accNbr,
    ...(prePay.acctNbr ? { acctNbr: prePay.acctNbr } : {}),
    amount: prePay.amount,
    currencySymbol: prePay.currencySymbol,
    amountDisplay: prePay.amountDisplay,
  };
}

/** What the bill entry shows of the amount owed (F3.7). */
export interface OwedView {
  /** The amount owed (0 when nothing is due or the account is in credit). */
  amount: number;
  /** Whether anything is due. */
  due: boolean;
  amountDisplay: string;
  currencySymbol: string;
}

/**
 * F3.7: reads /ecare/bill/acctOweInfo for the entry and the modal's default amount. Without the
 * server's amountDisplay the amount is shown as money always is: 2 decimals ("$45.80"), the symbol
 * where the configuration puts it.
 */
export function owedView(
  info: Pick<AcctOweInfo, 'oweAmount' | 'amountDisplay' | 'currencySymbol'>,
  position: CurrencyPosition = 'before',
): OwedView {
  const amount = Math.max(0, readMoneyValue(info.oweAmount) ?? 0);
  const currencySymbol = info.currencySymbol || USD_SYMBOL;
  return {
    amount,
    due: amount > 0,
    amountDisplay: info.amountDisplay || formatMoney(amount, { symbol: currencySymbol, position }),
    currencySymbol,
  };
}

/**
 * F3.7 → F3.8: the payment-method page's query for a bill (pay event bill); the amount is the one
 * chosen in the modal, shown as money with 2 decimals and the bill's currency symbol ("$45.80").
 */
export function billPaymentQuery(input: {
  acctNbr: string;
  amount: string;
  currencySymbol: string;
  position?: CurrencyPosition;
}): PaymentMethodQuery {
  const amount = toFixedAmount(readMoneyValue(input.amount) ?? 0, 2);
  return {
    payEvent: PayEvent.bill,
    acctNbr: input.acctNbr,
    amount,
    currencySymbol: input.currencySymbol,
    amountDisplay: formatMoney(amount, {
      symbol: input.currencySymbol,
      position: input.position ?? 'before',
    }),
  };
}

/** The payment-method page of the layout: /h5/selectPaymentMethod on a phone, else the web page. */
export function paymentMethodPath(phone: boolean): string {
  return phone ? '/h5/selectPaymentMethod' : '/selectPaymentMethod';
}
