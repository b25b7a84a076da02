import { ProfileBook } from './profiles';
import { SubscriptionBook } from './subscriptions';
import { PaymentBook } from './payments';
import { OrderBook } from './orders';
import { GeoBook } from './geo';
import { ShopBook } from './shops';
import { AddressBook } from './addressBook';
import { OnboardingBook } from './onboarding';
import { CatalogueBook } from './catalogue';
import { CartBook } from './carts';
import { AfterSaleBook } from './afterSale';
import {
  ConfigCode,
  Feature,
  SELECT_STORE_METHOD_PARAM,
  defaultPortalConfig,
  openPassword,
  generatePasswordKeyPair,
  type PartyType,
  type PasswordKeyPair,
  type SessionUser,
} from '@gaia/domain';
import { MapConfigParam } from '@gaia/domain/stores';
import { BoundedMap, DEFAULT_STORE_LIMITS, type StoreLimits } from './bounded';
import { systemClock, type Clock } from './clock';
import { OtpBook, accountKey, randomCode } from './otp';
import { ReferenceBook } from './references';
import { UPLOAD_MAX_BYTES } from '../bodyLimits';
import { seedCustomers, type SandboxCustomer } from './seed';

/** Scenario switches (ARCHITECTURE.md, B4): each makes every /ecare and /uc call answer that way. */
export type Scenario =
  'normal' | 'maintenance' | 'gatewayTimeout' | 'sessionExpired' | 'slowNetwork';

/** Switches a person or a test can flip at /__sandbox/settings. */
export interface SandboxSettings {
  /** need-complete's completeFlag (F1.8): N sends the sign-up link to /signIn?t=signUp. */
  needCompleteFlag: 'Y' | 'N';
  /** Face login offered (feature FACE_LOGIN). */
  faceLoginEnabled: boolean;
  /** Face collection required at registration (feature REG_FACE_REQUIRED). */
  registrationFaceRequired: boolean;
  /** The older individual sign-in form, account + password + code (feature LEGACY_SIGN_IN_FORM, F1.9). */
  legacySignInForm: boolean;
  /** What comparing the next uploaded face answers (F1.5): a match, no match, or no face (9000). */
  faceComparison: 'match' | 'noMatch' | 'notCaptured';
  /** Which reading of spec 02 §2 sign-up follows: A five steps, B four steps. */
  signUpReading: 'A' | 'B';
  /** What the next face anti-spoof check answers (spec 02 §4). */
  faceAntiSpoof: 'pass' | 'fail';
  /** exploreFlag (spec 03 F3.1): Y lets a visitor browse the signed-in area without signing in. */
  exploreFlag: 'Y' | 'N';
  /** The customer's operation flag (spec 03 F3.1): N shows the limited-access placeholder. */
  operationFlag: 'Y' | 'N';
  /** Payments ask for step-up authentication first (feature PAYMENT_STEP_UP, F3.10). */
  paymentStepUp: boolean;
}

export interface SandboxStoreOptions {
  customers?: SandboxCustomer[];
  /** Where time comes from; tests pass createManualClock() to move it. */
  clock?: Clock;
  /** The password key pair; by default one generated per process at first use (F0.8). */
  passwordKeys?: Promise<PasswordKeyPair>;
  /** Makes codes predictable (tests); random 6 digits by default. */
  generateCode?: () => string;
  /** Gap between codes per account. @default 60000 (spec 01 §9) */
  otpGapMs?: number;
  /** Lifetime of a code. @default 300000 (5 minutes) */
  otpTtlMs?: number;
  /** The largest file the common upload accepts, in bytes. @default 10 MiB */
  uploadMaxBytes?: number;
  /**
   * The real time, against which a password ciphertext's time is checked: the device encrypting it
   * writes its own clock, which /__sandbox/clock and manual test clocks do not move. @default systemClock
   */
  wallClock?: Clock;
  /** How many entries each in-memory store keeps (oldest dropped beyond). */
  limits?: Partial<StoreLimits>;
}

/** The sign-in throttle (docs/adr/0008-sandbox-abuse-limits.md): 5 failures within 15 minutes lock for 15. */
export const SIGN_IN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** How far a password ciphertext's time may be from the real time, either way (clock skew included). */
export const PASSWORD_FRESHNESS_MS = 10 * 60_000;

/** What reading an encrypted password field gives. */
export type PasswordReading =
  | { status: 'ok'; password: string }
  | { status: 'undecryptable' }
  | { status: 'replayed' };

const DEFAULT_SETTINGS: SandboxSettings = {
  needCompleteFlag: 'Y',
  faceLoginEnabled: true,
  registrationFaceRequired: false,
  legacySignInForm: false,
  faceComparison: 'match',
  signUpReading: 'A',
  faceAntiSpoof: 'pass',
  exploreFlag: 'N',
  operationFlag: 'Y',
  paymentStepUp: false,
};

let processKeys: Promise<PasswordKeyPair> | undefined;

/** The sandbox's password key pair, generated with Web Crypto once per process (at sandbox start). */
export function sandboxPasswordKeys(): Promise<PasswordKeyPair> {
  if (!processKeys) {
    processKeys = generatePasswordKeyPair();
    // Without Web Crypto (an insecure browser context) the failure surfaces where the key is used.
    processKeys.catch(() => undefined);
  }
  return processKeys;
}

/** Operator mobile prefixes (after 0 / 263 / +263): 77 and 78. Other valid numbers are another operator's. */
export function isOperatorMobile(mobile: string): boolean {
  return /^(?:\+?263|0)?7[78]\d{7}$/.test(mobile.trim());
}

/** The sandbox's in-memory state: customers, sessions, codes, references, settings and scenario. */
export class SandboxStore {
  readonly customers: SandboxCustomer[];
  /** Party profiles (spec 02 §3). */
  readonly profiles = new ProfileBook();
  /** Lines, balances and boosters (spec 03 §3). */
  readonly subscriptions = new SubscriptionBook();
  /** Payments, attempts and transactions (spec 03 §3). */
  readonly payments = new PaymentBook();
  /** Orders in every state (spec 03 §3). */
  readonly orders = new OrderBook();
  /** The demo city: standard addresses with coordinates, towers and coverage, reverse geocoding (spec 03 F3.17). */
  readonly geo: GeoBook;
  /** Shops (business halls) with opening details and stock per SKU (spec 03 F3.18). */
  readonly shops: ShopBook;
  /** Delivery addresses per customer and the postal-code lookup (spec 02 F2.17). */
  readonly addresses: AddressBook;
  /** Available numbers with locks that expire, and new-connection onboarding orders (spec 02 F2.15, spec 03 F3.19). */
  readonly onboarding: OnboardingBook;
  /** The shop catalogue: floors, categories, products with SKUs and images, offers, favourites (F4.1, F4.2). */
  readonly catalogue: CatalogueBook;
  /** Carts per customer and anonymous, fee calculation with tax, goods order save (F4.3, F4.4). */
  readonly carts: CartBook;
  /** Returns, exchanges, SIM changes and shipment events of goods orders (F4.5). */
  readonly afterSale: AfterSaleBook;
  readonly clock: Clock;
  readonly otp: OtpBook;
  /** Face comparison references (5 minutes, single use), by party type. */
  readonly faceReferences: ReferenceBook<PartyType>;
  /** Verified password-reset codes → the customer's userId (10 minutes, single use). */
  readonly resetReferences: ReferenceBook<string>;
  /** Passed step-up authentications → the user id (5 minutes, single use: one payment each). */
  readonly stepUpReferences: ReferenceBook<string>;
  /** Verified registration codes → the account (30 minutes, single use). */
  readonly registrationReferences: ReferenceBook<string>;
  /** The password key pair; /__sandbox/rotateKey replaces it (a key rotation, ADR 0008). */
  passwordKeys: Promise<PasswordKeyPair>;
  /** Gap between codes per account, in milliseconds. */
  readonly otpGapMs: number;
  /** The largest file the common upload accepts, in bytes. */
  readonly uploadMaxBytes: number;
  readonly limits: StoreLimits;
  private readonly initialCustomers: SandboxCustomer[];
  private readonly sessions: BoundedMap<string, string>;
  private readonly wallClock: Clock;
  /** Recent password failures by user id: their times, and the end of a lock. */
  private readonly signInFailures: BoundedMap<string, { times: number[]; lockedUntil: number }>;
  /** Password nonces seen, with their time (refused again while they could still be fresh). */
  private readonly seenNonces: BoundedMap<string, number>;
  private tokenCounter = 0;
  private fileCounter = 0;
  private offsetMs = 0;
  scenario: Scenario = 'normal';
  settings: SandboxSettings = { ...DEFAULT_SETTINGS };
  /** Delay of the slowNetwork scenario, in milliseconds. */
  slowDelayMs = 3000;

  constructor(options: SandboxStoreOptions | SandboxCustomer[] = {}) {
    const opts: SandboxStoreOptions = Array.isArray(options) ? { customers: options } : options;
    this.initialCustomers = structuredClone(opts.customers ?? seedCustomers());
    this.customers = structuredClone(this.initialCustomers);
    const base = opts.clock ?? systemClock;
    // The control route /__sandbox/clock moves time forward on top of whichever clock is used.
    this.clock = { now: () => base.now() + this.offsetMs };
    this.otpGapMs = opts.otpGapMs ?? 60_000;
    this.uploadMaxBytes = opts.uploadMaxBytes ?? UPLOAD_MAX_BYTES;
    this.limits = { ...DEFAULT_STORE_LIMITS, ...opts.limits };
    this.sessions = new BoundedMap(this.limits.sessions);
    this.wallClock = opts.wallClock ?? systemClock;
    this.signInFailures = new BoundedMap(this.limits.signInFailures);
    this.seenNonces = new BoundedMap(this.limits.nonces);
    this.otp = new OtpBook(this.clock, {
      gapMs: this.otpGapMs,
      ttlMs: opts.otpTtlMs ?? 5 * 60_000,
      generate: opts.generateCode ?? randomCode,
      inboxLimit: this.limits.inbox,
      codeLimit: this.limits.codes,
    });
    const references = this.limits.references;
    this.faceReferences = new ReferenceBook(this.clock, 'FR', 5 * 60_000, references);
    this.resetReferences = new ReferenceBook(this.clock, 'RR', 10 * 60_000, references);
    this.registrationReferences = new ReferenceBook(this.clock, 'REG', 30 * 60_000, references);
    this.stepUpReferences = new ReferenceBook(this.clock, 'SU', 5 * 60_000, references);
    this.passwordKeys = opts.passwordKeys ?? sandboxPasswordKeys();
    this.geo = new GeoBook(this.clock);
    this.shops = new ShopBook(this.clock);
    this.addresses = new AddressBook(this.clock);
    this.onboarding = new OnboardingBook(this.clock);
    this.catalogue = new CatalogueBook(this.clock);
    this.carts = new CartBook(this.clock);
    this.afterSale = new AfterSaleBook(this.clock);
  }

  now(): number {
    return this.clock.now();
  }

  /** How far the control route has moved the sandbox's time forward, in milliseconds. */
  get timeOffsetMs(): number {
    return this.offsetMs;
  }

  /** Moves the sandbox's time forward (the control route; tests may also inject a manual clock). */
  advanceTime(ms: number): void {
    this.offsetMs += ms;
  }

  /** Finds a customer by any of their sign-in accounts, ignoring case. */
  /** A customer who has just registered (sign-up, upgrade or a company's sign-up); signs in at once. */
  addCustomer(customer: SandboxCustomer): void {
    this.customers.push(customer);
  }

  findByAccount(account: string): SandboxCustomer | undefined {
    const wanted = accountKey(account);
    return this.customers.find((c) => c.accounts.some((a) => accountKey(a) === wanted));
  }

  findIndividual(account: string): SandboxCustomer | undefined {
    const customer = this.findByAccount(account);
    return customer?.user.partyType === 'INDIVIDUAL' ? customer : undefined;
  }

  /** A corporate customer by company account and representative ID (both compared upper-case). */
  findCorporate(
    loginAcct: string,
    representativeIdNbr: string,
  ): { customer?: SandboxCustomer; representativeMatches: boolean } {
    const customer = this.findByAccount(loginAcct);
    if (customer?.user.partyType !== 'CORPORATE') return { representativeMatches: false };
    return {
      customer,
      representativeMatches:
        (customer.representativeIdNbr ?? '').toUpperCase() ===
        representativeIdNbr.trim().toUpperCase(),
    };
  }

  findByUserId(userId: string): SandboxCustomer | undefined {
    return this.customers.find((c) => c.user.userId === userId);
  }

  openSession(customer: SandboxCustomer): string {
    this.tokenCounter += 1;
    const random = globalThis.crypto.getRandomValues(new Uint32Array(2));
    const token = `sbx-${customer.user.userId}-${this.tokenCounter.toString(36)}-${[...random].map((n) => n.toString(36)).join('')}`;
    this.sessions.set(token, customer.user.userId);
    return token;
  }

  customerForToken(token: string | undefined | null): SandboxCustomer | undefined {
    if (!token) return undefined;
    const userId = this.sessions.get(token);
    return userId ? this.findByUserId(userId) : undefined;
  }

  userForToken(token: string | undefined | null): SessionUser | undefined {
    return this.customerForToken(token)?.user;
  }

  closeSession(token: string | undefined | null): void {
    if (token) this.sessions.delete(token);
  }

  /** Ends every session of a customer (after a password reset). */
  closeSessionsOf(userId: string): void {
    for (const [token, owner] of this.sessions) if (owner === userId) this.sessions.delete(token);
  }

  /**
   * Reads an encrypted password field ('' stays ''): undecryptable when it is not sealed ciphertext
   * of our key (an older client's bare ciphertext included); replayed when its nonce was seen before
   * or its time is more than PASSWORD_FRESHNESS_MS from the real time. A fresh nonce is remembered.
   */
  async readPassword(cipher: string): Promise<PasswordReading> {
    if (cipher === '') return { status: 'ok', password: '' };
    const sealed = await openPassword((await this.passwordKeys).privateKey, cipher);
    if (!sealed) return { status: 'undecryptable' };
    const now = this.wallClock.now();
    if (Math.abs(now - sealed.issuedAt) > PASSWORD_FRESHNESS_MS) return { status: 'replayed' };
    if (this.seenNonces.has(sealed.nonce)) return { status: 'replayed' };
    this.seenNonces.set(sealed.nonce, sealed.issuedAt);
    return { status: 'ok', password: sealed.password };
  }

  /** Replaces the password key pair with a new one: ciphertext of the old key answers 40904121. */
  async rotatePasswordKeys(): Promise<string> {
    const next = generatePasswordKeyPair();
    this.passwordKeys = next;
    return (await next).publicKey;
  }

  /** How long password sign-in of this user stays locked, in milliseconds (0: not locked). */
  signInLockedMs(userId: string): number {
    const record = this.signInFailures.get(userId);
    return record ? Math.max(0, record.lockedUntil - this.now()) : 0;
  }

  /**
   * Counts a wrong password; the SIGN_IN_THROTTLE.maxFailures-th within the window locks password
   * sign-in for lockMs. Answers how long it is now locked (0: not locked).
   */
  recordSignInFailure(userId: string): number {
    const now = this.now();
    const { maxFailures, windowMs, lockMs } = SIGN_IN_THROTTLE;
    const record = this.signInFailures.get(userId) ?? { times: [], lockedUntil: 0 };
    record.times = [...record.times.filter((time) => now - time < windowMs), now];
    if (record.times.length >= maxFailures) {
      record.lockedUntil = now + lockMs;
      record.times = [];
    }
    this.signInFailures.set(userId, record);
    return this.signInLockedMs(userId);
  }

  /** A right password clears the failures. */
  clearSignInFailures(userId: string): void {
    this.signInFailures.delete(userId);
  }

  /** configParam values (GET /ecare/common/system/configParam[/list]), as the portal reads them (F0.3). */
  configParams(): { paramCode: string; paramValue: string }[] {
    const features = [
      this.settings.faceLoginEnabled ? Feature.faceLogin : undefined,
      this.settings.registrationFaceRequired ? Feature.registrationFaceRequired : undefined,
      this.settings.legacySignInForm ? Feature.legacySignInForm : undefined,
      this.settings.paymentStepUp ? Feature.paymentStepUp : undefined,
    ].filter(Boolean);
    const { mask } = defaultPortalConfig;
    const params: Record<string, string> = {
      [ConfigCode.mobilePattern]: defaultPortalConfig.mobilePattern,
      [ConfigCode.emailPattern]: defaultPortalConfig.emailPattern,
      [ConfigCode.maskRule]: `${mask.leading},${mask.trailing},${mask.stars}`,
      [ConfigCode.faceTipsThreshold]: String(defaultPortalConfig.faceTipsThreshold),
      [ConfigCode.notificationOtp]: String(Math.ceil(this.otpGapMs / 1000)),
      [ConfigCode.registerOtp]: String(Math.ceil(this.otpGapMs / 1000)),
      [ConfigCode.resetPasswordOtp]: String(Math.ceil(this.otpGapMs / 1000)),
      [ConfigCode.featureEnabled]: features.join(','),
      [ConfigCode.product]: defaultPortalConfig.product,
      [ConfigCode.ageLimit]: '16',
      [ConfigCode.corporationIdType]: 'BRN',
      [ConfigCode.faq]: '/kb/faq',
      [ConfigCode.i18nVersion]: '2026.1',
      // The shop locator's selection mode (spec 03 §3), which /__sandbox/shops sets.
      [SELECT_STORE_METHOD_PARAM]: this.shops.selectStoreMethod,
      // Where the maps open without a device location (spec 03 §3), which /__sandbox/map sets.
      ...(this.geo.defCoordinates === null ? {} : { [MapConfigParam.defCoordinates]: this.geo.defCoordinates }),
    };
    return Object.entries(params).map(([paramCode, paramValue]) => ({ paramCode, paramValue }));
  }

  /** The /uc config items: the password public key and the face threshold. */
  async configItems(): Promise<{ code: string; value: string }[]> {
    const keys = await this.passwordKeys;
    return [
      { code: ConfigCode.passwordPublicKey, value: keys.publicKey },
      { code: ConfigCode.faceTipsThreshold, value: String(defaultPortalConfig.faceTipsThreshold) },
    ];
  }

  /** A new id for an uploaded file (F-1, F-2 …). */
  nextFileId(): string {
    this.fileCounter += 1;
    return `F-${this.fileCounter}`;
  }

  /** Back to the seeded state: customers (passwords), sessions, codes, inbox, references, settings. */
  reset(): void {
    this.customers.splice(0, this.customers.length, ...structuredClone(this.initialCustomers));
    this.profiles.reset();
    this.subscriptions.reset();
    this.payments.reset();
    this.orders.reset();
    this.geo.reset();
    this.shops.reset();
    this.addresses.reset();
    this.onboarding.reset();
    this.catalogue.reset();
    this.carts.reset();
    this.afterSale.reset();
    this.sessions.clear();
    this.otp.clear();
    this.faceReferences.clear();
    this.resetReferences.clear();
    this.registrationReferences.clear();
    this.stepUpReferences.clear();
    this.signInFailures.clear();
    this.scenario = 'normal';
    this.settings = { ...DEFAULT_SETTINGS };
    this.offsetMs = 0;
  }
}
