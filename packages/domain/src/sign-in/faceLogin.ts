import { defaultPortalConfig } from '../kernel/config/portalConfig';
import { FaceReasonCode, type FaceCompareOutcome } from './model';
import { ResultCode } from '../kernel/http/resultCodes';
import type { PartyType } from './session';
import type { FaceLoginMemory } from './signInMemory';

/**
 * Face login, individual and corporate (spec 01 §4, F1.5), as a pure reducer. The phase names the
 * effect the host runs next:
 * - checkingUser → call /uc/login/check/user-existing, then dispatch userChecked / userCheckFailed;
 * - capturing → open the camera, upload, call the comparison, then dispatch captured (or
 *   captureCancelled);
 * - submitting → call /uc/login/face-login with referenceId, then loginSucceeded / loginFailed;
 * - done → signed in.
 * `memory` is what to persist under the party type's key whenever it changes.
 */
export type FacePhase = 'idle' | 'checkingUser' | 'capturing' | 'submitting' | 'done';

/** The face-result modal (width 424): oops, max-limit (individual) or not-captured (spec 01 §8). */
export type FaceModal = 'oops' | 'maxLimit' | 'notCaptured';

export interface FaceLoginState {
  partyType: PartyType;
  phase: FacePhase;
  account: string;
  representativeIdNbr: string;
  /** Failed comparisons since the account last changed. */
  failures: number;
  /** Failures before the individual max-limit modal (config, default 3). */
  threshold: number;
  /** The persisted memory: account (and representative ID) with the faceNotCapture flag. */
  memory: FaceLoginMemory | undefined;
  modal: FaceModal | undefined;
  /** A message key on the account field (gaia_user_tip_account_not_exist). */
  accountError: string | undefined;
  /** A message key for a toast ('Face recognition failed.'). */
  toast: string | undefined;
  /** The comparison's reference, submitted with the face login. */
  referenceId: string | undefined;
}

export type FaceLoginEvent =
  | { type: 'accountChanged'; account: string; representativeIdNbr?: string }
  | { type: 'facePressed' }
  | { type: 'userChecked'; exists: boolean; faceAvailable: boolean }
  | { type: 'userCheckFailed' }
  | { type: 'captured'; result: FaceCompareOutcome }
  | { type: 'captureCancelled' }
  | { type: 'loginSucceeded' }
  | { type: 'loginFailed'; resultCode?: string }
  | { type: 'modalClosed' }
  | { type: 'retry' }
  | { type: 'toastShown' };

export const FaceMessageKey = {
  accountNotExist: 'gaia_user_tip_account_not_exist',
  recognitionFailed: 'gaia_face_recognition_failed',
} as const;

export function initFaceLogin(init: {
  partyType: PartyType;
  account?: string;
  representativeIdNbr?: string;
  memory?: FaceLoginMemory;
  threshold?: number;
}): FaceLoginState {
  return {
    partyType: init.partyType,
    phase: 'idle',
    account: init.account ?? init.memory?.account ?? '',
    representativeIdNbr: init.representativeIdNbr ?? init.memory?.representativeIdNbr ?? '',
    failures: 0,
    threshold:
      init.threshold && init.threshold > 0 ? init.threshold : defaultPortalConfig.faceTipsThreshold,
    memory: init.memory,
    modal: undefined,
    accountError: undefined,
    toast: undefined,
    referenceId: undefined,
  };
}

/** Whether the remembered faceNotCapture flag applies: it belongs to the account now entered. */
export function faceNotCaptured(state: FaceLoginState): boolean {
  const memory = state.memory;
  if (!memory?.faceNotCapture || memory.account !== state.account) return false;
  return (
    state.partyType !== 'CORPORATE' ||
    (memory.representativeIdNbr ?? '') === state.representativeIdNbr
  );
}

function remember(state: FaceLoginState, faceNotCapture: boolean): FaceLoginMemory {
  const memory: FaceLoginMemory = { account: state.account, faceNotCapture };
  if (state.partyType === 'CORPORATE') memory.representativeIdNbr = state.representativeIdNbr;
  return memory;
}

/** The failure modal after a failed comparison: max-limit for individuals at the threshold. */
function failureModal(state: FaceLoginState, failures: number): FaceModal {
  return state.partyType === 'INDIVIDUAL' && failures >= state.threshold ? 'maxLimit' : 'oops';
}

/** The user check begins: any modal, account error and toast are cleared. */
function startUserCheck(state: FaceLoginState): FaceLoginState {
  return { ...state, phase: 'checkingUser', modal: undefined, accountError: undefined, toast: undefined };
}

export function faceLoginReducer(state: FaceLoginState, event: FaceLoginEvent): FaceLoginState {
  switch (event.type) {
    case 'accountChanged': {
      const representativeIdNbr = event.representativeIdNbr ?? state.representativeIdNbr;
      if (event.account === state.account && representativeIdNbr === state.representativeIdNbr)
        return state;
      // Changing the account resets the counter (spec 01 §4 step 7).
      return {
        ...state,
        account: event.account,
        representativeIdNbr,
        failures: 0,
        accountError: undefined,
      };
    }
    case 'facePressed':
      if (state.phase !== 'idle') return state;
      // A previous attempt that captured no face shows the failure modal at once (step 2).
      if (faceNotCaptured(state))
        return { ...state, modal: 'notCaptured', accountError: undefined };
      return startUserCheck(state);
    case 'retry':
      // "Try again" on the oops or not-captured modal goes straight to the check.
      if (state.phase !== 'idle' || (state.modal !== 'oops' && state.modal !== 'notCaptured'))
        return state;
      return startUserCheck(state);
    case 'userChecked':
      if (state.phase !== 'checkingUser') return state;
      if (!event.exists)
        return { ...state, phase: 'idle', accountError: FaceMessageKey.accountNotExist };
      if (!event.faceAvailable) return { ...state, phase: 'idle', modal: 'oops' };
      return { ...state, phase: 'capturing' };
    case 'userCheckFailed':
      return state.phase === 'checkingUser' ? { ...state, phase: 'idle' } : state;
    case 'captured': {
      if (state.phase !== 'capturing') return state;
      const { code, data } = event.result;
      if (code === ResultCode.success && data?.match && data.referenceId) {
        return {
          ...state,
          phase: 'submitting',
          referenceId: data.referenceId,
          failures: 0,
          memory: remember(state, false),
        };
      }
      if (data?.reasonCode === FaceReasonCode.notCaptured) {
        return { ...state, phase: 'idle', modal: 'notCaptured', memory: remember(state, true) };
      }
      const failures = state.failures + 1;
      return { ...state, phase: 'idle', failures, modal: failureModal(state, failures) };
    }
    case 'captureCancelled':
      return state.phase === 'capturing' ? { ...state, phase: 'idle' } : state;
    case 'loginSucceeded':
      return state.phase === 'submitting'
        ? { ...state, phase: 'done', referenceId: undefined }
        : state;
    case 'loginFailed':
      if (state.phase !== 'submitting') return state;
      return {
        ...state,
        phase: 'idle',
        referenceId: undefined,
        toast: FaceMessageKey.recognitionFailed,
        accountError:
          event.resultCode === ResultCode.userNotExist
            ? FaceMessageKey.accountNotExist
            : state.accountError,
      };
    case 'modalClosed':
      return state.modal ? { ...state, modal: undefined } : state;
    case 'toastShown':
      return state.toast ? { ...state, toast: undefined } : state;
    default:
      return state;
  }
}

/** The modal's texts: corporate has its own subtitle; max-limit offers Cancel and OK (spec 01 §4, §8). */
export function faceModalContent(modal: FaceModal, partyType: PartyType) {
  switch (modal) {
    case 'maxLimit':
      return {
        titleKey: 'gaia_face_modal_max_limit_title',
        textKey: 'gaia_face_modal_max_limit_text',
        actions: ['cancel', 'ok'] as const,
      };
    case 'notCaptured':
      return {
        titleKey: 'gaia_face_modal_not_captured_title',
        textKey:
          partyType === 'CORPORATE'
            ? 'gaia_face_modal_not_captured_text_corporate'
            : 'gaia_face_modal_not_captured_text',
        actions: ['retry', 'ok'] as const,
      };
    case 'oops':
    default:
      return {
        titleKey: 'gaia_face_modal_oops_title',
        textKey:
          partyType === 'CORPORATE'
            ? 'gaia_face_modal_oops_text_corporate'
            : 'gaia_face_modal_oops_text',
        actions: ['retry', 'ok'] as const,
      };
  }
}
