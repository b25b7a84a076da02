import type { SandboxStore } from '../../store/SandboxStore';
import type { SandboxCustomer } from '../../store/seed';

/** The customer's profile, an empty one created when the book holds none yet (a new registration). */
export function profileOf(store: SandboxStore, customer: SandboxCustomer) {
  const now = store.now();
  return (
    store.profiles.get(customer.user.userId, now) ??
    store.profiles.createEmpty(customer.user.userId, customer.user.partyType === 'CORPORATE' ? 'CORPORATE' : 'INDIVIDUAL', now)
  );
}
