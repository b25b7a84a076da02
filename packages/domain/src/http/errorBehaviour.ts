import type { ApiError } from './ApiError';

/** What the app does for a failed request (spec 01 §8, F0.2). */
export type ErrorBehaviour =
  | { kind: 'none' }
  | { kind: 'toast'; message?: string; messageKey?: string }
  | { kind: 'maintenance' }
  | { kind: 'relogin' };

/** Config files whose failures are not shown (spec 01 §8). */
const SILENT_FILES = ['property.json', 'local.json'];

/** Maps a failure to its behaviour; a pure function so every host applies the catalogue alike. */
export function errorBehaviour(error: ApiError): ErrorBehaviour {
  if (error.kind === 'cancelled') return { kind: 'none' };
  if (SILENT_FILES.some((file) => error.url.includes(file))) return { kind: 'none' };
  switch (error.kind) {
    case 'maintenance':
      return { kind: 'maintenance' };
    case 'unauthorized':
      return { kind: 'relogin' };
    case 'gatewayTimeout':
      return { kind: 'toast', messageKey: 'gaia_tip_wrong_504' };
    case 'timeout':
      return { kind: 'toast', messageKey: 'gaia_tip_timeout' };
    case 'network':
      return { kind: 'toast', messageKey: 'gaia_tip_network_error' };
    default:
      return error.resultMsg
        ? { kind: 'toast', message: error.resultMsg }
        : { kind: 'toast', messageKey: 'gaia_tip_server_error' };
  }
}
