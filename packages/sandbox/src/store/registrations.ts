import type { SandboxStore } from './SandboxStore';
import type { SandboxCustomer } from './seed';

/** What a registration gives the sandbox to create or upgrade a customer with. */
export interface RegisteredPerson {
  userName: string;
  mobile?: string;
  email?: string;
  /** Absent for an account opened by mobile or e-mail alone (completed later, F2.12). */
  idNbr?: string;
  password: string;
  faceEnrolled: boolean;
}

/** The accounts a registered person signs in with: mobile, e-mail and ID number (spec 02 §1). */
function accountsOf(person: RegisteredPerson): string[] {
  return [person.mobile, person.email, person.idNbr].filter((account): account is string => Boolean(account));
}

/** The next number after the highest seeded or registered customer number (U-1001 → 1001). */
function nextCustomerNumber(store: SandboxStore): number {
  const numbers = store.customers.map((c) => Number(c.user.userId.replace(/^U-/, ''))).filter(Number.isFinite);
  return Math.max(1000, ...numbers.filter((n) => n < 2000)) + 1;
}

/** Whether any of the person's accounts already signs somebody in. */
export function takenAccount(store: SandboxStore, person: Pick<RegisteredPerson, 'mobile' | 'email' | 'idNbr'>): string | undefined {
  return [person.mobile, person.email, person.idNbr].find((account) => account && store.findByAccount(account));
}

/**
 * A new individual with a new user code (GA1000006 …): they can sign in at once with the mobile
 * number, the e-mail or the ID number (when the registration gave one) and the password. Their
 * profile holds the mobile (contact number) and the e-mail.
 */
export function addRegisteredIndividual(store: SandboxStore, person: RegisteredPerson): SandboxCustomer {
  const number = nextCustomerNumber(store);
  const customer: SandboxCustomer = {
    user: {
      userId: `U-${number}`,
      userName: person.userName,
      userCode: `GA${String(1_000_000 + number - 1000).padStart(7, '0')}`,
      partyType: 'INDIVIDUAL',
      signInUserType: 'INDIVIDUAL',
      custType: 'PREPAID',
      currentCustNbr: `C-${number}`,
      currentCustId: String(number),
    },
    accounts: accountsOf(person),
    contact: { mobile: person.mobile, email: person.email },
    password: person.password,
    faceEnrolled: person.faceEnrolled,
    idNbr: person.idNbr,
  };
  store.addCustomer(customer);
  // The profile starts with the contacts the account was opened with, so the completion pages
  // (F2.12) show them and ask only for the rest — the ID too when the registration had none.
  const now = store.now();
  const profile = store.profiles.createEmpty(customer.user.userId, 'INDIVIDUAL', now);
  store.profiles.put({ ...profile, ...(person.mobile ? { contactNbr: person.mobile } : {}), ...(person.email ? { email: person.email } : {}) }, now);
  return customer;
}

/** The customer known by ID number with no account yet (spec 02 §4: the upgrade path). */
export function upgradableCustomer(store: SandboxStore, idNbr: string | undefined): SandboxCustomer | undefined {
  const wanted = idNbr?.trim().toUpperCase();
  if (!wanted) return undefined;
  return store.customers.find((c) => c.user.partyType === 'INDIVIDUAL' && c.accounts.length === 0 && c.idNbr?.toUpperCase() === wanted);
}

/** The upgraded customer gains accounts, contact and a password; the user code stays. */
export function upgradeCustomer(customer: SandboxCustomer, person: RegisteredPerson): SandboxCustomer {
  customer.accounts = accountsOf(person);
  customer.contact = { mobile: person.mobile, email: person.email };
  customer.password = person.password;
  customer.faceEnrolled = customer.faceEnrolled || person.faceEnrolled;
  if (person.userName) customer.user = { ...customer.user, userName: person.userName };
  return customer;
}
