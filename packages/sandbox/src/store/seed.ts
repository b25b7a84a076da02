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
  /** The national ID or passport number the customer registered with (spec 02 §3). */
  idNbr?: string;
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
  /**
   * The ID of a customer known to the operator (a line bought in a shop) with no e-mail and no mobile
   * as an account: signing up with it upgrades that profile (spec 02 §4).
   */
  upgradeIdNbr: '63-765432B21',
  /** An individual under 16 (the profile's birthday): signing in leads to the under-16 block page. */
  underAge: { account: '0774567890', email: 'tendai.mhlanga@example.com', password: 'Tendai#2026' },
  /** The ID of the seeded individual, who has accounts: signing up with it says the account exists. */
  existingIdNbr: '63-123456A78',
  /**
   * An individual who signed up with an e-mail address only: no mobile, so after sign-in the portal
   * asks for one (the mobile-fill dialog, spec 02 §5, §7; docs/adr/0027).
   */
  emailOnly: { email: 'chipo.banda@example.com', password: 'Chipo#2026' },
} as const;

/** Face images the comparison decides on by name (the uploaded path): see routes/ucSec.ts. */
export const demoFaceImages = {
  match: 'uploads/face/selfie.jpg',
  noMatch: 'uploads/face/nomatch.jpg',
  notCaptured: 'uploads/face/blank.jpg',
} as const;

/** Who a seeded customer is: the customer number (1001…) names its user, customer and ID. */
interface SeedIdentity {
  number: number;
  userName: string;
  userCode: string;
  custType: string;
}

function seedUser(identity: SeedIdentity, party: 'INDIVIDUAL' | 'CORPORATE'): SessionUser {
  return {
    userId: `U-${identity.number}`,
    userName: identity.userName,
    userCode: identity.userCode,
    partyType: party,
    signInUserType: party === 'CORPORATE' ? 'CORPORATION' : 'INDIVIDUAL',
    custType: identity.custType,
    currentCustNbr: `C-${identity.number}`,
    currentCustId: String(identity.number),
  };
}

/** An individual who signs in with a mobile number or e-mail and receives codes on both. */
function individualCustomer(
  identity: SeedIdentity,
  login: { account: string; email: string; password?: string },
  faceEnrolled: boolean,
): SandboxCustomer {
  return {
    user: seedUser(identity, 'INDIVIDUAL'),
    accounts: [login.account, login.email],
    contact: { mobile: login.account, email: login.email },
    password: login.password,
    faceEnrolled,
  };
}

/** A company that signs in with its account, its representative's ID and a password. */
function corporateCustomer(
  identity: SeedIdentity,
  login: { account: string; representativeIdNbr: string; password: string },
  contact: SandboxCustomer['contact'],
  faceEnrolled: boolean,
): SandboxCustomer {
  return {
    user: seedUser(identity, 'CORPORATE'),
    accounts: [login.account],
    contact,
    password: login.password,
    representativeIdNbr: login.representativeIdNbr,
    faceEnrolled,
  };
}

/** Deterministic seed: the same customers on every start. */
export function seedCustomers(): SandboxCustomer[] {
  const tariro = individualCustomer(
    { number: 1001, userName: 'Tariro Moyo', userCode: 'GA1000001', custType: 'PREPAID' },
    demoIndividual,
    true,
  );
  return [
    {
      ...tariro,
      user: { ...tariro.user, preferredAccNbr: '263771234567', preferredSubsId: 'S-1001' },
      // Her national ID number also signs her in.
      accounts: [...tariro.accounts, demoAccounts.existingIdNbr],
      idNbr: demoAccounts.existingIdNbr,
    },
    individualCustomer(
      { number: 1002, userName: 'Farai Dube', userCode: 'GA1000002', custType: 'POSTPAID' },
      demoAccounts.noFace,
      false,
    ),
    individualCustomer(
      { number: 1003, userName: 'Nyasha Ncube', userCode: 'GA1000003', custType: 'PREPAID' },
      demoAccounts.codeOnly,
      false,
    ),
    individualCustomer(
      { number: 1005, userName: 'Tendai Mhlanga', userCode: 'GA1000005', custType: 'PREPAID' },
      demoAccounts.underAge,
      false,
    ),
    {
      // Signed up by e-mail: the e-mail is her only account and where her codes go.
      user: seedUser({ number: 1006, userName: 'Chipo Banda', userCode: 'GA1000006', custType: 'PREPAID' }, 'INDIVIDUAL'),
      accounts: [demoAccounts.emailOnly.email],
      contact: { email: demoAccounts.emailOnly.email },
      password: demoAccounts.emailOnly.password,
      faceEnrolled: false,
    },
    {
      // Known to the operator from a shop, never registered online: no account to sign in with yet.
      user: seedUser({ number: 1004, userName: 'Rudo Chikore', userCode: 'GA1000004', custType: 'PREPAID' }, 'INDIVIDUAL'),
      accounts: [],
      contact: {},
      password: undefined,
      faceEnrolled: false,
      idNbr: demoAccounts.upgradeIdNbr,
    },
    corporateCustomer(
      { number: 2001, userName: 'ACME Logistics (Pvt) Ltd', userCode: 'GC2000001', custType: 'CORPORATE' },
      demoCorporate,
      { mobile: '0775550001', email: 'it@acme.example.com' },
      true,
    ),
    corporateCustomer(
      { number: 2002, userName: 'Beta Farms Cooperative', userCode: 'GC2000002', custType: 'CORPORATE' },
      demoAccounts.corporateNoFace,
      { email: 'office@betafarms.example.com' },
      false,
    ),
  ];
}
