import type { IdentityData, SupplementaryData } from '../identity/model';
import type { StepOneData, VerifiedCode } from '../stepOne/model';
import type { PartyProfile } from '../../profile/partyProfile';
import { identityHeld, lockedFieldsOf, supplementaryHeld } from './lockedFields';
import { SIGN_UP_STEPS, type SignUpReading, type SignUpStepId } from './signUpSteps';

/** A face that passed the anti-spoof check: the uploaded picture's path (spec 02 §4). */
export interface CheckedFace {
  charcFilePath: string;
  fileName: string;
}

/** The account once it exists: shown in the success dialog and prefilled at sign-in. */
export interface SignUpResult {
  userCode: string;
  /** The account to sign in with (the mobile number, else the e-mail). */
  account: string;
}

/**
 * The whole sign-up as data (spec 02 §2, §4; docs/adr/0019): the reading, the step shown, what each
 * finished step handed on, the drafts of steps not yet finished (so Back and a reload restore what
 * was typed), the existing profile of an upgrade, the checked face and the result. Passwords are
 * never part of it: they stay in the password form and are never stored.
 */
export interface SignUpState {
  reading: SignUpReading;
  step: SignUpStepId;
  stepOne?: StepOneData;
  verified?: VerifiedCode;
  /** The existing profile: present means the flow is an upgrade. */
  profile?: PartyProfile;
  identity?: IdentityData;
  supplementary?: SupplementaryData;
  /** What was typed into a step not yet finished, by step. */
  drafts: { account?: Partial<StepOneData>; identity?: Partial<IdentityData>; supplementary?: Partial<SupplementaryData> };
  face?: CheckedFace;
  result?: SignUpResult;
}

export type SignUpEvent =
  | { type: 'stepOneDone'; data: StepOneData }
  | { type: 'codeVerified'; code: VerifiedCode }
  | { type: 'profileLoaded'; profile: PartyProfile }
  | { type: 'identityDone'; data: IdentityData }
  | { type: 'supplementaryDone'; data: SupplementaryData }
  | { type: 'draft'; step: 'account'; values: Partial<StepOneData> }
  | { type: 'draft'; step: 'identity'; values: Partial<IdentityData> }
  | { type: 'draft'; step: 'supplementary'; values: Partial<SupplementaryData> }
  | { type: 'faceChecked'; face: CheckedFace }
  | { type: 'faceRemoved' }
  /** A new code replaced a refused reference (the OTP-expired answer at submit). */
  | { type: 'codeRenewed'; code: VerifiedCode }
  | { type: 'registered'; result: SignUpResult }
  | { type: 'back' }
  /** Cancel, the oops dialog's return to the first step, or leaving: everything goes. */
  | { type: 'restart' };

/** A fresh flow in a reading. */
export function initialSignUpState(reading: SignUpReading): SignUpState {
  return { reading, step: 'account', drafts: {} };
}

/** Whether the flow upgrades an existing profile instead of registering a new one (spec 02 §4). */
export function isUpgrade(state: Pick<SignUpState, 'stepOne' | 'profile'>): boolean {
  return Boolean(state.stepOne?.upgrade);
}

/**
 * The steps this flow goes through: its reading's, without an upgrade's identity or supplementary
 * step whose every field the profile already holds (reading A's "shorter variant … for an existing
 * profile", spec 02 §2).
 */
export function stepsOf(state: Pick<SignUpState, 'reading' | 'stepOne' | 'profile'>): readonly SignUpStepId[] {
  const steps = SIGN_UP_STEPS[state.reading];
  if (!isUpgrade(state) || !state.profile) return steps;
  const locked = lockedFieldsOf(state.profile);
  return steps.filter(
    (step) => !(step === 'identity' && identityHeld(locked)) && !(step === 'supplementary' && supplementaryHeld(locked)),
  );
}

/** The step after `step` in this flow (the last step stays). */
function nextStep(state: SignUpState, step: SignUpStepId): SignUpStepId {
  const steps = stepsOf(state);
  const index = steps.indexOf(step);
  return steps[Math.min(index + 1, steps.length - 1)] ?? step;
}

/**
 * Where Back leads (spec 02 §2): to the previous step, except that the code step is never shown
 * again once verified — a code is single use — so Back from the step after it returns to step one
 * (reading B: "Back from steps 2 and 3 returns to step 1"). Step one keeps its entries either way.
 */
export function backStep(state: Pick<SignUpState, 'reading' | 'stepOne' | 'profile' | 'step'>): SignUpStepId {
  const steps = stepsOf(state);
  const index = steps.indexOf(state.step);
  if (index <= 0) return 'account';
  const previous = steps[index - 1] ?? 'account';
  return previous === 'code' ? 'account' : previous;
}

/** What step one shows when it is shown again: its finished entries, else its draft. */
export function stepOneInitial(state: SignUpState): Partial<StepOneData> | undefined {
  return state.stepOne ?? state.drafts.account;
}

/** The flow's next state (pure: the page keeps it, the draft store persists it). */
export function signUpReducer(state: SignUpState, event: SignUpEvent): SignUpState {
  switch (event.type) {
    case 'stepOneDone': {
      const changedAccount = state.stepOne?.idNbr !== event.data.idNbr || state.stepOne?.account !== event.data.account;
      // A new step one asks for a new code; a different person or account drops what came after.
      const base: SignUpState = changedAccount
        ? { reading: state.reading, step: state.step, drafts: {}, stepOne: event.data }
        : { ...state, stepOne: event.data, verified: undefined };
      if (event.data.referenceId) {
        // The alternative form verified its code already: on past the code step.
        const verified = { referenceId: event.data.referenceId, otp: '' };
        return { ...base, verified, step: nextStep(base, 'code') };
      }
      return { ...base, step: 'code' };
    }
    case 'codeVerified':
      if (!state.stepOne) return state;
      return { ...state, verified: event.code, step: nextStep(state, 'code') };
    case 'profileLoaded': {
      const next = { ...state, profile: event.profile };
      // Steps the profile makes unnecessary are passed over if the flow stands on one.
      return stepsOf(next).includes(state.step) ? next : { ...next, step: nextStep(next, 'code') };
    }
    case 'identityDone':
      return { ...state, identity: event.data, drafts: { ...state.drafts, identity: undefined }, step: nextStep(state, 'identity') };
    case 'supplementaryDone':
      return {
        ...state,
        supplementary: event.data,
        drafts: { ...state.drafts, supplementary: undefined },
        step: nextStep(state, 'supplementary'),
      };
    case 'draft':
      return { ...state, drafts: { ...state.drafts, [event.step]: event.values } };
    case 'faceChecked':
      return { ...state, face: event.face };
    case 'faceRemoved':
      return { ...state, face: undefined };
    case 'codeRenewed':
      return { ...state, verified: event.code };
    case 'registered':
      return { ...state, result: event.result, step: state.reading === 'B' ? 'success' : state.step };
    case 'back':
      return { ...state, step: backStep(state) };
    case 'restart':
      return initialSignUpState(state.reading);
  }
}

/** The index of the current step in the indicator; every step completed once the account exists. */
export function indicatorPosition(state: SignUpState): number {
  const steps = stepsOf(state);
  if (state.result) return steps.length;
  return Math.max(0, steps.indexOf(state.step));
}

/** The account the new user signs in with: the mobile number, else the e-mail (spec 02 §3). */
export function signInAccountOf(stepOne: StepOneData): string {
  return stepOne.mobile ?? (stepOne.accountType === 'MOBILE' ? stepOne.account : undefined) ?? stepOne.email ?? stepOne.account;
}
