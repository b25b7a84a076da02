import type { SessionUser } from '@gaia/domain';

/** A customer of the simulated operator, with what only the backend knows. */
export interface SandboxCustomer {
  user: SessionUser;
  /** Accounts that identify the customer at sign-in: mobile, e-mail, ID number (company account). */
  accounts: string[];
  /** Where codes go: the first mobile, else the e-mail. */
  contact: { mobile?: string; email?: string };
  /** The clear password (the sandbox is the backend); undefined when none was ever set. */
  password: string | undefined;
  /** Corporate customers: the representative ID number that must accompany the account. */
  representativeIdNbr?: string;
  faceEnrolled: boolean;
}

/** The demo credentials printed by `pnpm start` and used by the end-to-end specs. */
export const demoIndividual = {
  account: '0771234567',
  email: 'tariro.moyo@example.com',
  password: 'Gaia#2026',
} as const;
export const demoCorporate = {
  account: 'ACME001',
  representativeIdNbr: 'RP12345',
  password: 'Corp#2026',
} as const;

/** More demo accounts, each showing one behaviour (listed by `pnpm start` and the inbox page). */
export const demoAccounts = {
  /** Individual without a face enrolled (face login: faceAvailable false). */
  noFace: { account: '0782345678', email: 'farai.dube@example.com', password: 'Farai#2026' },
  /** Individual registered by code only: no password set (ifSetting false; code login works). */
  codeOnly: { account: '0783456789', email: 'nyasha.ncube@example.com' },
  /** Corporate without a face enrolled. */
  corporateNoFace: { account: 'BETA002', representativeIdNbr: 'RP67890', password: 'Beta#2026' },
  /** A valid operator number nobody registered (sign-up works; sign-in says not registered). */
  unregisteredMobile: '0779999999',
  /** A valid number of another operator (sign-up answers 40917126). */
  otherOperatorMobile: '0712345678',
} as const;

/** Face images the comparison decides on by name (the uploaded path): see routes/ucSec.ts. */
export const demoFaceImages = {
  match: 'uploads/face/selfie.jpg',
  noMatch: 'uploads/face/nomatch.jpg',
  notCaptured: 'uploads/face/blank.jpg',
} as const;

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
      contact: { mobile: demoIndividual.account, email: demoIndividual.email },
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
      accounts: [demoAccounts.noFace.account, demoAccounts.noFace.email],
      contact: { mobile: demoAccounts.noFace.account, email: demoAccounts.noFace.email },
      password: demoAccounts.noFace.password,
      faceEnrolled: false,
    },
    {
      user: {
        userId: 'U-1003',
        userName: 'Nyasha Ncube',
        userCode: 'GA1000003',
        partyType: 'INDIVIDUAL',
        signInUserType: 'INDIVIDUAL',
        custType: 'PREPAID',
        currentCustNbr: 'C-1003',
        currentCustId: '1003',
      },
      accounts: [demoAccounts.codeOnly.account, demoAccounts.codeOnly.email],
      contact: { mobile: demoAccounts.codeOnly.account, email: demoAccounts.codeOnly.email },
      password: undefined,
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
      contact: { mobile: '0775550001', email: 'it@acme.example.com' },
      password: demoCorporate.password,
      representativeIdNbr: demoCorporate.representativeIdNbr,
      faceEnrolled: true,
    },
    {
      user: {
        userId: 'U-2002',
        userName: 'Beta Farms Cooperative',
        userCode: 'GC2000002',
        partyType: 'CORPORATE',
        signInUserType: 'CORPORATION',
        custType: 'CORPORATE',
        currentCustNbr: 'C-2002',
        currentCustId: '2002',
      },
      accounts: [demoAccounts.corporateNoFace.account],
      contact: { email: 'office@betafarms.example.com' },
      password: demoAccounts.corporateNoFace.password,
      representativeIdNbr: demoAccounts.corporateNoFace.representativeIdNbr,
      faceEnrolled: false,
    },
  ];
}
