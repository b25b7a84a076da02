import type { SessionUser } from '@gaia/domain';
import { seedCustomers, type SandboxCustomer } from './seed';

/** Scenario switches (ARCHITECTURE.md, B4): each makes every /ecare and /uc call answer that way. */
export type Scenario = 'normal' | 'maintenance' | 'gatewayTimeout' | 'sessionExpired' | 'slowNetwork';

/** The sandbox's in-memory state: customers, sessions and the active scenario. */
export class SandboxStore {
  readonly customers: SandboxCustomer[];
  private readonly sessions = new Map<string, string>();
  private tokenCounter = 0;
  scenario: Scenario = 'normal';
  /** Delay of the slowNetwork scenario, in milliseconds. */
  slowDelayMs = 3000;

  constructor(customers: SandboxCustomer[] = seedCustomers()) {
    this.customers = customers;
  }

  /** Finds a customer by any of their sign-in accounts, ignoring case for e-mail addresses. */
  findByAccount(account: string): SandboxCustomer | undefined {
    const wanted = account.trim().toLowerCase();
    return this.customers.find((c) => c.accounts.some((a) => a.toLowerCase() === wanted));
  }

  openSession(customer: SandboxCustomer): string {
    this.tokenCounter += 1;
    const token = `sbx-${customer.user.userId}-${this.tokenCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    this.sessions.set(token, customer.user.userId);
    return token;
  }

  userForToken(token: string | undefined | null): SessionUser | undefined {
    if (!token) return undefined;
    const userId = this.sessions.get(token);
    return this.customers.find((c) => c.user.userId === userId)?.user;
  }

  closeSession(token: string | undefined | null): void {
    if (token) this.sessions.delete(token);
  }

  reset(): void {
    this.sessions.clear();
    this.scenario = 'normal';
  }
}
