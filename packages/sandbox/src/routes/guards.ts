import type { Context } from 'hono';
import { ResultCode } from '@gaia/domain';
import { badRequest, fail, readJsonObject, tokenOf } from '../envelope';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';

/**
 * The steps almost every route takes before its own rule — the session check (401 without one) and
 * the JSON-object body (400 when malformed) — said once, so a handler holds only what it answers.
 */

/** The signed-in customer, or the 401 envelope to answer. */
export function signedInCustomer(c: Context, store: SandboxStore): SandboxCustomer | Response {
  return store.customerForToken(tokenOf(c)) ?? fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
}

/** What a signed-in handler with a body receives. */
export interface CustomerRequest {
  customer: SandboxCustomer;
  body: Record<string, unknown>;
}

type Answer = Response | Promise<Response>;

/** A handler run only for a signed-in customer; without a session it answers 401. */
export function withCustomer(
  store: SandboxStore,
  handle: (c: Context, customer: SandboxCustomer) => Answer,
): (c: Context) => Answer {
  return (c) => {
    const customer = signedInCustomer(c, store);
    return customer instanceof Response ? customer : handle(c, customer);
  };
}

/** A handler run with a JSON-object body; a malformed body answers 400 with the envelope. */
export function withBody(handle: (c: Context, body: Record<string, unknown>) => Answer): (c: Context) => Promise<Response> {
  return async (c) => {
    const body = await readJsonObject(c);
    return body ? handle(c, body) : badRequest(c);
  };
}

/** A handler run for a signed-in customer (else 401) with a JSON-object body (else 400), in that order. */
export function withCustomerBody(
  store: SandboxStore,
  handle: (c: Context, request: CustomerRequest) => Answer,
): (c: Context) => Answer {
  return withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    return body ? handle(c, { customer, body }) : badRequest(c);
  });
}
