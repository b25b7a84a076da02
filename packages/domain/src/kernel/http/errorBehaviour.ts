import { ResultCode, isOtpAlreadySent } from './resultCodes';
import type { ApiError } from './ApiError';

/** A toast's tone: the already-sent code is shown as a success notice (spec 01 §8). */
export type NoticeTone = 'error' | 'success';

/** Form fields an error can be attached to. */
export type ErrorField = 'account' | 'otp' | 'password' | 'representativeIdNbr';

/** A text to show: the server's message (already in the user's language) or a message key. */
export interface ShownText {
  message?: string;
  messageKey?: string;
  /** Interpolation values for messageKey. */
  values?: Readonly<Record<string, string | number>>;
}

/**
 * A toast's or a field error's text alone: its message, key and values (those it has), without its
 * kind, tone or field, as a form keeps it to show.
 */
export function shownTextOf(text: ShownText): ShownText {
  const { message, messageKey, values } = text;
  return {
    ...(message ? { message } : {}),
    ...(messageKey ? { messageKey } : {}),
    ...(values ? { values } : {}),
  };
}

/** What the app does for a failed request (spec 01 §8, F0.2). */
export type ErrorBehaviour =
  | { kind: 'none' }
  | ({
      kind: 'toast';
      tone: NoticeTone;
      /** One-time code expired: the sign-in fields are kept. */ keepFields?: boolean;
    } & ShownText)
  | ({ kind: 'field'; field: ErrorField } & ShownText)
  | {
      kind: 'maintenance';
      /** Server-supplied title and notice, when the 593 answer carried them. */
      title?: string;
      notice?: string;
      /** Defaults: the system-update texts. */
      titleKey: string;
      noticeKey: string;
    }
  | { kind: 'relogin' };

/** Where the failure happened, for the rows of the catalogue that depend on it. */
export interface ErrorContext {
  /**
   * sendCode: sign-in / reset code sends; signUpSendCode: the registration send (40917126);
   * faceLogin: the face-login call (unknown account). Business errors on a send path go to the
   * account field.
   */
  operation?: 'sendCode' | 'signUpSendCode' | 'login' | 'faceLogin';
  /** The operator product name of tip_enter_{product}_number. @default 'gaia' */
  product?: string;
}

/** Config files whose failures are not shown (spec 01 §8). */
const SILENT_FILES = ['property.json', 'local.json'];

export const MAINTENANCE_TITLE_KEY = 'gaia_tip_maintenance_title';
export const MAINTENANCE_NOTICE_KEY = 'gaia_tip_maintenance';
/** What the re-login handler says (spec 01 §8, HTTP 401): the session ended, sign in again. */
export const RELOGIN_MESSAGE_KEY = 'gaia_tip_session_expired';

/**
 * Whether the app-wide catalogue shows this failure on its own: failures without a business answer
 * (504, time-out, network, a response that is not an envelope, 593, 401) are always reported by the
 * request layer, so a form that also wrote them would say the same thing twice. Business answers
 * are the form's to show (the sign-in and reset calls do not report them).
 */
export function shownByCatalogue(error: ApiError): boolean {
  return error.kind !== 'business' && error.kind !== 'cancelled';
}

/** Reads server-supplied maintenance texts: data.title / data.notice, else the resultMsg as notice. */
function maintenanceTexts(error: ApiError): { title?: string; notice?: string } {
  const data = error.envelope?.data;
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const title = typeof record.title === 'string' && record.title ? record.title : undefined;
  const notice =
    typeof record.notice === 'string' && record.notice ? record.notice : error.resultMsg;
  return { ...(title ? { title } : {}), ...(notice ? { notice } : {}) };
}

/** The server message, else the error's own message key. */
function serverText(error: ApiError, fallbackKey = 'gaia_tip_server_error'): ShownText {
  return error.resultMsg ? { message: error.resultMsg } : { messageKey: fallbackKey };
}

/**
 * Maps a failure to its behaviour (spec 01 §8, F0.2); a pure function so every host applies the
 * catalogue alike. Sign-in forms refine it in flows/signIn (which fields to clear, F1.7).
 */
export function errorBehaviour(error: ApiError, context: ErrorContext = {}): ErrorBehaviour {
  if (error.kind === 'cancelled') return { kind: 'none' };
  if (SILENT_FILES.some((file) => error.url.includes(file))) return { kind: 'none' };
  switch (error.kind) {
    case 'maintenance':
      return {
        kind: 'maintenance',
        titleKey: MAINTENANCE_TITLE_KEY,
        noticeKey: MAINTENANCE_NOTICE_KEY,
        ...maintenanceTexts(error),
      };
    case 'unauthorized':
      return { kind: 'relogin' };
    case 'gatewayTimeout':
      return { kind: 'toast', tone: 'error', messageKey: 'gaia_tip_wrong_504' };
    case 'timeout':
      return { kind: 'toast', tone: 'error', messageKey: 'gaia_tip_timeout' };
    case 'network':
      return { kind: 'toast', tone: 'error', messageKey: 'gaia_tip_network_error' };
    case 'http':
      return { kind: 'toast', tone: 'error', messageKey: 'gaia_tip_server_error' };
    default:
      return businessBehaviour(error, context);
  }
}

function businessBehaviour(error: ApiError, context: ErrorContext): ErrorBehaviour {
  const code = error.resultCode;
  if (isOtpAlreadySent(code)) {
    // A code is still valid: the server's message is a success notice and nothing new is sent.
    return { kind: 'toast', tone: 'success', ...serverText(error, 'gaia_action_get_otp_success') };
  }
  if (code === ResultCode.serverError)
    return { kind: 'toast', tone: 'error', ...serverText(error) };
  if (code === ResultCode.needOperatorNumber) {
    return {
      kind: 'field',
      field: 'account',
      messageKey: `tip_enter_${(context.product || 'gaia').toLowerCase()}_number`,
    };
  }
  if (code === ResultCode.otpWrong)
    return { kind: 'field', field: 'otp', ...serverText(error, 'gaia_tip_otp_wrong') };
  if (code === ResultCode.otpExpired) {
    return {
      kind: 'toast',
      tone: 'error',
      keepFields: true,
      ...serverText(error, 'gaia_tip_otp_expired'),
    };
  }
  if (context.operation === 'faceLogin' && code === ResultCode.userNotExist) {
    return { kind: 'field', field: 'account', messageKey: 'gaia_user_tip_account_not_exist' };
  }
  if (context.operation === 'sendCode' || context.operation === 'signUpSendCode') {
    // Other errors on the send path: a field error with the error's message.
    return { kind: 'field', field: 'account', ...serverText(error) };
  }
  // Any failed response: an error toast with resultMsg, else the message.
  return { kind: 'toast', tone: 'error', ...serverText(error) };
}
