import type { KeyValueStorage } from '../kernel/storage/keys';
import type { PartyType } from './session';
import {
  readFaceLoginMemory,
  readRememberedLogin,
  writeFaceLoginMemory,
  writeRememberedLogin,
  type FaceLoginMemory,
  type RememberedLogin,
} from './signInMemory';

/**
 * What the sign-in forms start from and keep (spec 01 §3, F0.5, F1.12), over a storage port the
 * host passes in (the browser's app-prefixed local storage, a Map in tests): the account of the
 * last successful sign-in on this device — with the representative ID for a corporate one, never a
 * password — and the face-login memory per party type. Storage that throws (full, blocked) never
 * breaks a sign-in: reads answer nothing and writes are dropped.
 */
export interface SignInMemory {
  /** The individual account last signed in with here, if the last sign-in was an individual's. */
  individualAccount(): string;
  /** The company account and representative ID last signed in with here, if the last was corporate. */
  corporate(): { loginAcct: string; representativeIdNbr: string } | undefined;
  /** Keeps the account of a successful sign-in. */
  remember(login: RememberedLogin): void;
  /** The face-login memory of a party type. */
  faceMemory(partyType: PartyType): FaceLoginMemory | undefined;
  keepFaceMemory(partyType: PartyType, memory: FaceLoginMemory): void;
}

function quietly<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function createSignInMemory(storage: KeyValueStorage): SignInMemory {
  const remembered = () => quietly(() => readRememberedLogin(storage), undefined);
  return {
    individualAccount: () => {
      const login = remembered();
      return login && !login.extParam ? login.loginAcct : '';
    },
    corporate: () => {
      const login = remembered();
      return login?.extParam ? { loginAcct: login.loginAcct, representativeIdNbr: login.extParam.representativeIdNbr } : undefined;
    },
    remember: (login) => quietly(() => writeRememberedLogin(storage, login), undefined),
    faceMemory: (partyType) => quietly(() => readFaceLoginMemory(storage, partyType), undefined),
    keepFaceMemory: (partyType, memory) => quietly(() => writeFaceLoginMemory(storage, partyType, memory), undefined),
  };
}

/** What was typed into the individual password form. */
export interface SignInDraftValues {
  account?: string;
  password?: string;
}

/**
 * What was typed into the individual password form, kept by the sign-in page while it stays open,
 * so the older three-field form (F1.9), which replaces the password form once the configuration
 * chooses it, starts from the same account and password instead of losing them. Never stored: it
 * lives as long as the page.
 */
export interface SignInDraft {
  read(): SignInDraftValues;
  keep(values: SignInDraftValues): void;
}

export function createSignInDraft(): SignInDraft {
  let values: SignInDraftValues = {};
  return {
    read: () => values,
    keep: (next) => {
      values = { ...values, ...next };
    },
  };
}

/** Where an individual form starts: what was typed into the form it replaces, else the remembered account. */
export function individualStart(memory: Pick<SignInMemory, 'individualAccount'>, draft?: SignInDraft): { account: string; password: string } {
  const typed = draft?.read() ?? {};
  return { account: typed.account ?? memory.individualAccount(), password: typed.password ?? '' };
}

/**
 * Where the corporate form starts: a gaiaId in the URL wins (normalised by the caller); otherwise
 * the company and representative last signed in with here.
 */
export function corporateStart(memory: Pick<SignInMemory, 'corporate'>, gaiaId?: string): { loginAcct: string; representativeIdNbr: string } {
  if (gaiaId) return { loginAcct: gaiaId, representativeIdNbr: '' };
  return memory.corporate() ?? { loginAcct: '', representativeIdNbr: '' };
}

/** What a successful sign-in keeps: the account trimmed, with the representative for a corporate one. */
export function signedInLogin(account: string, representativeIdNbr?: string): RememberedLogin {
  return representativeIdNbr !== undefined ? { loginAcct: account, extParam: { representativeIdNbr } } : { loginAcct: account.trim() };
}
