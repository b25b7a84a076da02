import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useToast, useT } from '@gaia/ui';
import { onApiError } from './apiErrors';
import { messagesReady } from './i18n';

/**
 * The app-wide rules of the error catalogue (spec 01 §8, F0.2): HTTP 593 sends the browser to the
 * maintenance page with the server's texts; 504, time-outs, network failures and every reported
 * failed response show an error toast with the server's resultMsg (else its message, else our
 * text) — except the config files, which the domain's rules keep silent. Calls whose form shows
 * the failure itself are not reported. 401 is handled by the signed-in area, which owns the session.
 */
export function ErrorCatalogueBridge() {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  useEffect(
    () =>
      onApiError((error) => {
        // The request layer reported the error, so its module (and the rules) are loaded already.
        // The texts of a toast may not be in the first-paint messages: wait for the whole catalogue.
        void Promise.all([import('@gaia/domain/api'), messagesReady()]).then(([{ errorBehaviour }]) => {
          const behaviour = errorBehaviour(error);
          if (behaviour.kind === 'maintenance') {
            navigate('/maintenance', { replace: true, state: { title: behaviour.title, notice: behaviour.notice } });
          } else if (behaviour.kind === 'toast') {
            const text = behaviour.message ?? t(behaviour.messageKey ?? 'gaia_tip_server_error', behaviour.values);
            toast.show({ tone: behaviour.tone, message: text });
          }
        });
      }),
    [navigate, toast, t],
  );
  return null;
}
