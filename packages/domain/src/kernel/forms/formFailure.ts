import { isApiError } from '../http/ApiError';
import { isChunkLoadError } from '../http/chunkLoadError';
import {
  errorBehaviour,
  shownByCatalogue,
  shownTextOf,
  type ErrorContext,
  type ErrorField,
  type ShownText,
} from '../http/errorBehaviour';

/**
 * What a form shows for a failed call (spec 01 §8, ADR 0015 "one error model"): the text and, when
 * the catalogue puts it on a field, that field. Empty when the form shows nothing: a failure without
 * a business answer (504, time-out, network, 593, 401) is said once, by the request layer's
 * catalogue, and a cancelled duplicate is no failure at all.
 */
export interface FormFailure {
  text?: ShownText;
  field?: ErrorField;
}

/** The generic texts of failures that never reached a business answer. */
export const FormFailureKey = {
  server: 'gaia_tip_server_error',
  network: 'gaia_tip_network_error',
} as const;

/**
 * The one mapping from a failed call to what a form shows, for every form of the portal. Reads the
 * request layer's ApiError kinds through the error catalogue (errorBehaviour): a business answer
 * gives the server's message (else its key), on a field when the catalogue says so; anything that
 * is not an ApiError is a server error, except a piece of the app that could not be downloaded
 * (offline), which is a network failure.
 */
export function formFailure(error: unknown, context: ErrorContext = {}): FormFailure {
  if (!isApiError(error)) {
    return {
      text: {
        messageKey: isChunkLoadError(error) ? FormFailureKey.network : FormFailureKey.server,
      },
    };
  }
  if (shownByCatalogue(error) || error.kind === 'cancelled') return {};
  const behaviour = errorBehaviour(error, context);
  if (behaviour.kind !== 'toast' && behaviour.kind !== 'field') return {};
  const text = shownTextOf(behaviour);
  return behaviour.kind === 'field' ? { text, field: behaviour.field } : { text };
}

/** The translate function a host passes in (i18next, the kit's provider …). */
export type TranslateText = (
  key: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The text to show: the server's message as it came (already in the user's language), else the key translated. */
export function shownMessage(
  translate: TranslateText,
  text: ShownText | undefined,
): string | undefined {
  if (!text) return undefined;
  if (text.message) return text.message;
  return translate(text.messageKey ?? FormFailureKey.server, text.values);
}
