import type { HttpClient } from '../../kernel/http/createHttpClient';
import type {
  AcctOweInfo,
  ExtCurrency,
  ExtCurrencyCodesResult,
  RechargeAmountConfig,
  RechargePreCheckResult,
  RechargePrePayResult,
  RechargeRequest,
} from './model';

/** Paths exactly as spec 03 §7 lists them. */
export const TopUpPath = {
  amountConfig: '/ecare/recharge/amount/config',
  currencyCodes: '/ecare/gaia/recharge/ext-currency-codes',
  preCheck: '/ecare/recharge/preCheck',
  prePay: '/ecare/recharge/prePay',
  acctOweInfo: '/ecare/bill/acctOweInfo',
} as const;

/** Server calls of top-up (F3.6) and of the amount owed (F3.7). */
export function createTopUpApi(http: HttpClient) {
  return {
    /** GET the amounts of a currency (its list, limits and whether decimals are allowed). */
    amountConfig: (currencyCode: string) =>
      http.call<RechargeAmountConfig>({ method: 'GET', path: TopUpPath.amountConfig, params: { currencyCode } }),
    /** GET the currencies besides USD → the list (empty when none). */
    currencyCodes: async (): Promise<ExtCurrency[]> =>
      (await http.call<ExtCurrencyCodesResult | null>({ method: 'GET', path: TopUpPath.currencyCodes }))?.currencyList ?? [],
    /** May this line be topped up with this amount? A refusal's resultMsg is shown by the page. */
    preCheck: (request: RechargeRequest) =>
      http.call<RechargePreCheckResult>({ path: TopUpPath.preCheck, data: request, reportBusinessErrors: false }),
    /** Prepares the top-up: the amount and its display for the payment-method page. */
    prePay: (request: RechargeRequest) =>
      http.call<RechargePrePayResult>({ path: TopUpPath.prePay, data: request, reportBusinessErrors: false }),
    /** The amount owed on an account and the bill amount limit. */
    acctOweInfo: (acctNbr: string) => http.call<AcctOweInfo>({ path: TopUpPath.acctOweInfo, data: { acctNbr } }),
  };
}

export type TopUpApi = ReturnType<typeof createTopUpApi>;
