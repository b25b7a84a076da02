import type { NavigateFunction } from 'react-router';
import { LOGIN_URL, MAINTENANCE_PATH } from '@gaia/domain';
import { errorBehaviour, RELOGIN_MESSAGE_KEY, type ApiError } from '@gaia/domain/api';
import type { ToastApi, TranslateFn } from '@gaia/ui';
import { messagesReady } from './i18n';

/** What the error catalogue acts with: the router, the toasts and the texts of the current language. */
export interface ErrorCatalogueTools {
  navigate: NavigateFunction;
  toast: ToastApi;
  t: TranslateFn;
}

/**
 * The app-wide rules of the error catalogue (spec 01 §8, F0.2), applied to a reported ApiError:
 * HTTP 593 opens the native host app's maintenance page with the server's texts, else the
 * translated system-update defaults (F0.6), and sends a browser to the maintenance page with the
 * server's texts; 504, time-outs, network failures and every reported failed response show an
 * error toast with the server's resultMsg (else its message, else our text). 401 says why (the
 * session ended, sign in again), forgets the session and leads to sign-in on the tab of the
 * session that ended (or of the page), or stays on sign-in with what was typed.
 *
 * A module of its own, loaded with the request layer: nothing can fail before that, so the first
 * paint does not carry it (ADR 0007).
 */
export function errorCatalogueHandler({ navigate, toast, t }: ErrorCatalogueTools): (error: ApiError) => void {
  return (error) => {
    // The request layer reported the error, so the host bridge is loaded already (imported here as the
    // chunk it is, not pulled into this one). The rules are imported statically: a dynamic import of
    // the whole api entry would keep every export of it, every area's calls, in the start-up chunk.
    // The texts of a toast may not be in the first-paint messages: wait for the whole catalogue.
    void Promise.all([messagesReady(), import('./nativeHost')]).then(([, { appHost }]) => {
      const behaviour = errorBehaviour(error);
      if (behaviour.kind === 'relogin') {
        toast.show({ tone: 'error', message: t(RELOGIN_MESSAGE_KEY) });
        const { pathname, search } = window.location;
        void import('./session').then(({ endSessionForRelogin }) => {
          const href = endSessionForRelogin({ pathname, search });
          if (pathname !== LOGIN_URL) navigate(href, { replace: true });
        });
        return;
      }
      if (behaviour.kind === 'maintenance' && appHost.provides('openMaintenance')) {
        // The host page has no catalogue of its own: it gets finished texts.
        appHost.openMaintenance({
          title: behaviour.title || t(behaviour.titleKey),
          notice: behaviour.notice || t(behaviour.noticeKey),
        });
      } else if (behaviour.kind === 'maintenance') {
        navigate(MAINTENANCE_PATH, { replace: true, state: { title: behaviour.title, notice: behaviour.notice } });
      } else if (behaviour.kind === 'toast') {
        const text = behaviour.message ?? t(behaviour.messageKey ?? 'gaia_tip_server_error', behaviour.values);
        toast.show({ tone: behaviour.tone, message: text });
      }
    });
  };
}
