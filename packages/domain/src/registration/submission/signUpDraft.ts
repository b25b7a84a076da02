import { isJsonObject, parseJsonObject } from '../../kernel/format/jsonObject';
import type { KeyValueStorage } from '../../kernel/storage/keys';
import { initialSignUpState, type SignUpState } from './signUpFlow';
import { SIGN_UP_STEPS, type SignUpReading, type SignUpStepId } from './signUpSteps';

/**
 * The session-storage key of the sign-up in progress. Versioned: a draft written by an older build
 * (another shape) is ignored rather than misread.
 */
export const SIGN_UP_DRAFT_KEY = 'gaia.signUp.v1';

const isString = (value: unknown): value is string => typeof value === 'string';
const STEPS = new Set<string>([...SIGN_UP_STEPS.A, ...SIGN_UP_STEPS.B]);

/** Step one's data as handed on: the fields the later steps rely on must be strings. */
function stepOneOf(value: unknown): SignUpState['stepOne'] {
  if (!isJsonObject(value)) return undefined;
  const { account, accountType, nationality, idType, idNbr } = value;
  if (![account, nationality, idType, idNbr].every(isString)) return undefined;
  if (accountType !== 'MOBILE' && accountType !== 'EMAIL') return undefined;
  return value as unknown as SignUpState['stepOne'];
}

function verifiedOf(value: unknown): SignUpState['verified'] {
  return isJsonObject(value) && isString(value.referenceId) && isString(value.otp)
    ? { referenceId: value.referenceId, otp: value.otp }
    : undefined;
}

function partyProfileOf(value: unknown): SignUpState['profile'] {
  return isJsonObject(value) && isString(value.partyId)
    ? (value as unknown as SignUpState['profile'])
    : undefined;
}

/** An object of a finished step: kept only when its named fields are strings (anything else is dropped). */
function recordOf<T>(value: unknown, fields: readonly string[]): T | undefined {
  return isJsonObject(value) && fields.every((field) => isString(value[field]))
    ? (value as T)
    : undefined;
}

function draftsOf(value: unknown): SignUpState['drafts'] {
  if (!isJsonObject(value)) return {};
  const drafts: SignUpState['drafts'] = {};
  if (isJsonObject(value.account)) drafts.account = value.account;
  if (isJsonObject(value.identity)) drafts.identity = value.identity;
  if (isJsonObject(value.supplementary)) drafts.supplementary = value.supplementary;
  return drafts;
}

/**
 * Reads a stored draft defensively: malformed text, another reading (the configuration changed
 * since), an unknown step or a step whose prerequisites are missing all give a fresh flow, and any
 * part that does not have its shape is dropped — what the person typed is kept wherever it reads.
 */
export function parseSignUpDraft(
  text: string | null | undefined,
  reading: SignUpReading,
): SignUpState {
  const fresh = initialSignUpState(reading);
  if (!text) return fresh;
  const stored = parseJsonObject(text);
  if (!stored || stored.reading !== reading) return fresh;
  const step =
    isString(stored.step) && STEPS.has(stored.step) ? (stored.step as SignUpStepId) : 'account';
  const state: SignUpState = {
    reading,
    step,
    drafts: draftsOf(stored.drafts),
    stepOne: stepOneOf(stored.stepOne),
    verified: verifiedOf(stored.verified),
    profile: partyProfileOf(stored.profile),
    identity: recordOf(stored.identity, [
      'nationality',
      'idNbr',
      'firstName',
      'lastName',
      'birthday',
    ]),
    supplementary: recordOf(stored.supplementary, ['title', 'maritalStatus', 'street']),
    face: recordOf(stored.face, ['charcFilePath', 'fileName']),
    result: recordOf(stored.result, ['userCode', 'account']),
  };
  // A later step without what it builds on cannot be resumed: back to step one, entries kept.
  if (step !== 'account' && !state.stepOne) return { ...state, step: 'account' };
  if (step !== 'account' && step !== 'code' && !state.verified)
    return { ...state, step: 'account' };
  return state;
}

/** The text stored for a state (undefined properties vanish; passwords are never part of it). */
export function serialiseSignUpDraft(state: SignUpState): string {
  return JSON.stringify(state);
}

/** The sign-up draft over a storage (the browser's session storage): read, keep, clear; never throws. */
export function createSignUpDraftStore(storage: KeyValueStorage) {
  return {
    read(reading: SignUpReading): SignUpState {
      try {
        return parseSignUpDraft(storage.getItem(SIGN_UP_DRAFT_KEY), reading);
      } catch {
        return initialSignUpState(reading);
      }
    },
    keep(state: SignUpState): void {
      try {
        storage.setItem(SIGN_UP_DRAFT_KEY, serialiseSignUpDraft(state));
      } catch {
        // Storage full or blocked: the flow goes on in memory; only a reload would lose it.
      }
    },
    clear(): void {
      try {
        storage.removeItem(SIGN_UP_DRAFT_KEY);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  };
}

export type SignUpDraftStore = ReturnType<typeof createSignUpDraftStore>;
