import { createContext, useContext } from 'react';
import { createCheckoutApi } from '@gaia/domain/api';
import type { KeyValueStorage } from '@gaia/domain/kernel';
import { createPaymentAttempts } from '@gaia/domain/payments';
import { http, readHttp } from '../../app/api';

/** The checkout's reads, for query functions (their failures reach the catalogue as the query's). */
export const checkoutReadApi = createCheckoutApi(readHttp);

/** The checkout's writes (pay, check, callback), each a mutation of the cache. */
export const checkoutApi = createCheckoutApi(http);

/** Session storage, or a memory stand-in when the browser refuses it. */
function sessionStore(): KeyValueStorage {
  try {
    window.sessionStorage.setItem('__gaia_probe__', '1');
    window.sessionStorage.removeItem('__gaia_probe__');
    return window.sessionStorage;
  } catch {
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  }
}

/** The idempotency keys of payment attempts, kept for the tab's session (a reload keeps them). */
export const paymentAttempts = createPaymentAttempts(sessionStore(), () => crypto.randomUUID());

/** Sends the payer to the provider's hosted page; stories replace it to stay on the page. */
export type HandOff = (payUrl: string) => void;

/** Only a web address is followed (never javascript: or data:). */
export const browserHandOff: HandOff = (payUrl) => {
  const url = new URL(payUrl, window.location.href);
  if (url.protocol === 'https:' || url.protocol === 'http:') window.location.assign(url.href);
};

export const HandOffContext = createContext<HandOff>(browserHandOff);

/** How the page hands the payer off to the provider. */
export function useHandOff(): HandOff {
  return useContext(HandOffContext);
}

/** Where the provider sends the payer back: this portal's transaction page, marked as a return. */
export function returnUrlTemplate(): string {
  return `${window.location.origin}/transaction/{transactionSn}?back=1`;
}
