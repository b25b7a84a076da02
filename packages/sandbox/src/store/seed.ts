import type { SessionUser } from '@gaia/domain';

/** A customer of the simulated operator, with what only the backend knows. */
export interface SandboxCustomer {
  user: SessionUser;
  /** Accounts that identify the customer at sign-in: mobile, e-mail, ID number. */
  accounts: string[];
  password: string;
  /** Corporate customers: the representative ID number that must accompany the account. */
  representativeIdNbr?: string;
  faceEnrolled: boolean;
}

/** The demo credentials printed by `pnpm start` and used by the end-to-end specs. */
export const demoIndividual = { account: '0771234567', email: 'tariro.moyo@example.com', password: 'Gaia#2026' } as const;
export const demoCorporate = { account: 'ACME001', representativeIdNbr: 'RP12345', password: 'Corp#2026' } as const;

/** Deterministic seed: the same customers on every start. */
export function seedCustomers(): SandboxCustomer[] {
  return [
    {
      user: {
        userId: 'U-1001',
        userName: 'Tariro Moyo',
        userCode: 'GA1000001',
        partyType: 'INDIVIDUAL',
        signInUserType: 'INDIVIDUAL',
        custType: 'PREPAID',
        currentCustNbr: 'C-1001',
        currentCustId: '1001',
        preferredAccNbr: '263771234567',
        preferredSubsId: 'S-1001',
      },
      accounts: [demoIndividual.account, demoIndividual.email, '63-123456A78'],
      password: demoIndividual.password,
      faceEnrolled: true,
    },
    {
      user: {
        userId: 'U-1002',
        userName: 'Farai Dube',
        userCode: 'GA1000002',
        partyType: 'INDIVIDUAL',
        signInUserType: 'INDIVIDUAL',
        custType: 'POSTPAID',
        currentCustNbr: 'C-1002',
        currentCustId: '1002',
      },
      accounts: ['0782345678', 'farai.dube@example.com'],
      password: 'Farai#2026',
      faceEnrolled: false,
    },
    {
      user: {
        userId: 'U-2001',
        userName: 'ACME Logistics (Pvt) Ltd',
        userCode: 'GC2000001',
        partyType: 'CORPORATE',
        signInUserType: 'CORPORATION',
        custType: 'CORPORATE',
        currentCustNbr: 'C-2001',
        currentCustId: '2001',
      },
      accounts: [demoCorporate.account],
      password: demoCorporate.password,
      representativeIdNbr: demoCorporate.representativeIdNbr,
      faceEnrolled: true,
    },
  ];
}
