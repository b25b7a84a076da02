import { parseJsonObject } from '../../kernel/format/jsonObject';
import { isCodeOf } from '../../kernel/rules/codeTable';
import { PayEvent, type PayEventCode } from './payEventCodes';
import { payEventFor } from './payEvents';

/** A line of an order being paid (orderItemList: accNbr and prefix per item). */
export interface PaymentOrderItem {
  accNbr: string;
  prefix?: string;
}

/**
 * What /selectPaymentMethod and /h5/selectPaymentMethod are opened with (spec 03 §2 "Other
 * order-related routes"; F3.8, F3.9): the pay event, what is paid for and how it is shown. A top-up
 * adds the line and the amount (accNbr, amount); an order adds fromOrder=Y and its identifiers.
 */
export interface PaymentMethodQuery {
  payEvent: PayEventCode;
  /** The account of a bill, or of the line topped up. */
  acctNbr?: string;
  /** The line topped up (recharge). */
  accNbr?: string;
  /** The amount to pay as a plain decimal string ('10.50'). */
  amount?: string;
  currencySymbol?: string;
  /** The amount as shown to the customer. */
  amountDisplay?: string;
  fromOrder?: 'Y';
  eventType?: string;
  custOrderId?: string;
  custOrderNbr?: string;
  orderItemList?: readonly PaymentOrderItem[];
}

const TEXT_FIELDS = [
  'acctNbr',
  'accNbr',
  'amount',
  'currencySymbol',
  'amountDisplay',
  'eventType',
  'custOrderId',
  'custOrderNbr',
] as const;

/** The query string of the payment-method page for a payment (without the leading '?'). */
export function toPaymentMethodSearch(query: PaymentMethodQuery): string {
  const params = new URLSearchParams({ payEvent: query.payEvent });
  for (const field of TEXT_FIELDS) {
    const value = query[field];
    if (value !== undefined && value !== '') params.set(field, value);
  }
  if (query.fromOrder) params.set('fromOrder', query.fromOrder);
  if (query.orderItemList) params.set('orderItemList', JSON.stringify(query.orderItemList));
  return params.toString();
}

/** The payment a payment-method page was opened for; undefined when the query does not name one. */
export function parsePaymentMethodSearch(search: string): PaymentMethodQuery | undefined {
  const params = new URLSearchParams(search);
  const explicit = params.get('payEvent');
  // An order may come with its event type only: its pay event is then mapped (F3.9).
  const payEvent = isCodeOf(PayEvent, explicit)
    ? explicit
    : params.get('fromOrder') === 'Y'
      ? payEventFor({ eventType: params.get('eventType') })
      : undefined;
  if (!payEvent) return undefined;
  const query: PaymentMethodQuery = { payEvent };
  for (const field of TEXT_FIELDS) {
    const value = params.get(field);
    if (value) query[field] = value;
  }
  if (params.get('fromOrder') === 'Y') query.fromOrder = 'Y';
  const items = params.get('orderItemList');
  if (items) {
    // A list travels as JSON; wrap it so the one defensive object parser reads it.
    const parsed = parseJsonObject(`{"items":${items}}`)?.items;
    if (Array.isArray(parsed)) {
      query.orderItemList = parsed.flatMap((item: unknown) => {
        if (!item || typeof item !== 'object') return [];
        const { accNbr, prefix } = item as Record<string, unknown>;
        if (typeof accNbr !== 'string') return [];
        return [{ accNbr, ...(typeof prefix === 'string' ? { prefix } : {}) }];
      });
    }
  }
  return query;
}
