import { ResultCode } from '../kernel/http/resultCodes';
import { SecurityResultCode } from '../kernel/security/abuseResultCodes';
import { isApiError } from '../kernel/http/ApiError';
import { isChunkLoadError } from '../kernel/http/chunkLoadError';
import {
  errorBehaviour,
  shownTextOf,
  type ErrorBehaviour,
  type ShownText,
} from '../kernel/http/errorBehaviour';

/** The sign-in forms of spec 01 §2. */
export type SignInForm = 'corporate' | 'individualPassword' | 'individualCode' | 'individualLegacy';

export type ClearableField = 'password' | 'otp';

/**
 * What a sign-in form does after a failed login (spec 01 §4 "Mode switching", §8; F1.7):
 * - corporate: unless the code expired (40917004), the password and code are cleared and the send
 *   button's state is reset; an expired code keeps every field;
 * - individual: the password is cleared (the code form clears a wrong code);
 * - a wrong code (40904106) shows the server message on the code field; a code invalidated after
 *   too many wrong tries (40904122) is cleared too, since it can never succeed; other server answers
 *   show theirs above the form;
 * - a piece of the app that could not be downloaded after the call (offline) says so as a network
 *   failure, not as a server error;
 * - failures without a server answer (network, timeout, 504, maintenance, 401) keep the fields:
 *   nothing was wrong with them; the error catalogue applies (and is the only one to say so);
 * - whenever the form shows an error of its own, the success notice of the code send ("will be sent
 *   to …", "already sent") goes: one message at a time, the error replacing the notice.
 */
export interface LoginFailureDecision {
  clear: ClearableField[];
  resetSendButton: boolean;
  /** A field error to show (the code field for 40904106). */
  fieldError?: { field: 'otp' | 'account'; text: ShownText };
  /** A message shown above the form (the server's resultMsg, else a key). */
  formError?: ShownText;
  /** Where focus goes so the person can type again at once. */
  focus?: ClearableField | 'account';
  /** The code send's success notice is removed: the error shown replaces it. */
  dismissNotice: boolean;
  /** The catalogue behaviour for the host (maintenance page, re-login, toasts). */
  behaviour: ErrorBehaviour;
}

const KEEP: Pick<LoginFailureDecision, 'clear' | 'resetSendButton' | 'dismissNotice'> = {
  clear: [],
  resetSendButton: false,
  dismissNotice: false,
};

/** A failure the form shows itself: the error replaces the send notice. */
const SHOWN = { dismissNotice: true } as const;

function textOf(behaviour: ErrorBehaviour): ShownText {
  if (behaviour.kind === 'toast' || behaviour.kind === 'field') {
    return shownTextOf(behaviour);
  }
  return { messageKey: 'gaia_tip_server_error' };
}

export function loginFailure(form: SignInForm, error: unknown): LoginFailureDecision {
  if (!isApiError(error)) {
    const messageKey = isChunkLoadError(error) ? 'gaia_tip_network_error' : 'gaia_tip_server_error';
    return {
      ...KEEP,
      ...SHOWN,
      formError: { messageKey },
      behaviour: { kind: 'toast', tone: 'error', messageKey },
    };
  }
  const behaviour = errorBehaviour(error, { operation: 'login' });
  if (error.kind === 'cancelled') return { ...KEEP, behaviour };
  if (error.kind !== 'business') {
    // The catalogue shows these (toast, maintenance page, re-login); the form keeps its fields.
    return { ...KEEP, behaviour };
  }

  const code = error.resultCode;
  const text = textOf(behaviour);
  const expired = code === ResultCode.otpExpired;
  const wrongCode = code === ResultCode.otpWrong;
  const deadCode = code === SecurityResultCode.otpAttemptsExceeded;
  const onCode = wrongCode ? { fieldError: { field: 'otp' as const, text } } : { formError: text };

  switch (form) {
    case 'corporate':
      if (expired) return { ...KEEP, ...SHOWN, formError: text, focus: 'otp', behaviour };
      return {
        clear: ['password', 'otp'],
        resetSendButton: true,
        ...SHOWN,
        ...onCode,
        focus: 'password',
        behaviour,
      };
    case 'individualCode':
      if (expired) return { ...KEEP, ...SHOWN, formError: text, focus: 'otp', behaviour };
      if (deadCode)
        return {
          clear: ['otp'],
          resetSendButton: false,
          ...SHOWN,
          formError: text,
          focus: 'otp',
          behaviour,
        };
      return wrongCode
        ? { clear: ['otp'], resetSendButton: false, ...SHOWN, ...onCode, focus: 'otp', behaviour }
        : { ...KEEP, ...SHOWN, formError: text, focus: 'account', behaviour };
    case 'individualLegacy':
      if (expired) return { ...KEEP, ...SHOWN, formError: text, focus: 'otp', behaviour };
      return {
        clear: wrongCode || deadCode ? ['password', 'otp'] : ['password'],
        resetSendButton: false,
        ...SHOWN,
        ...onCode,
        focus: 'password',
        behaviour,
      };
    case 'individualPassword':
    default:
      return {
        clear: ['password'],
        resetSendButton: false,
        ...SHOWN,
        formError: text,
        focus: 'password',
        behaviour,
      };
  }
}
