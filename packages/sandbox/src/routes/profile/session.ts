import type { Context } from 'hono';
import { ResultCode } from '@gaia/domain';
import { fail, tokenOf } from '../../envelope';
import type { SandboxStore } from '../../store/SandboxStore';
import type { SandboxCustomer } from '../../store/seed';

/** The signed-in customer, or the 401 envelope to answer. */
export function signedInCustomer(c: Context, store: SandboxStore): SandboxCustomer | Response {
  return store.customerForToken(tokenOf(c)) ?? fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
}

/** The customer's profile, an empty one created when the book holds none yet (a new registration). */
export function profileOf(store: SandboxStore, customer: SandboxCustomer) {
  const now = store.now();
  return (
    store.profiles.get(customer.user.userId, now) ??
    store.profiles.createEmpty(customer.user.userId, customer.user.partyType === 'CORPORATE' ? 'CORPORATE' : 'INDIVIDUAL', now)
  );
}
