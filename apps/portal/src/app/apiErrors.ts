import type { ApiError } from '@gaia/domain/api';

type ErrorListener = (error: ApiError) => void;
const listeners = new Set<ErrorListener>();

/*
 * The request layer reports failures here and the app applies the error catalogue (spec 01 §8) by
 * listening (ErrorCatalogueBridge, the signed-in area). A module of its own so listeners can
 * subscribe before the request layer itself has loaded.
 */

/** Listens to every failed call; answers the unsubscribe function. */
export function onApiError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener about a failed call. */
export function reportApiError(error: ApiError): void {
  listeners.forEach((listener) => listener(error));
}
