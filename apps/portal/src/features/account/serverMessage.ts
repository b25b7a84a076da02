import { errorBehaviour, isApiError } from '@gaia/domain/api';

/** What a failed call shows: the server's message when it sent one (spec 01 §8), else our key. */
export function serverMessage(error: unknown): string {
  if (!isApiError(error)) return 'gaia_tip_server_error';
  if (error.resultMsg) return error.resultMsg;
  const behaviour = errorBehaviour(error);
  return behaviour.kind === 'toast' || behaviour.kind === 'field'
    ? (behaviour.message ?? behaviour.messageKey ?? 'gaia_tip_server_error')
    : 'gaia_tip_server_error';
}
