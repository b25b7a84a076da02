import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_URL, MAINTENANCE_PATH } from '@gaia/domain';
import { useToast, useT } from '@gaia/ui';
import type { ApiError } from '@gaia/domain/api';
import { messagesReady } from './i18n';

/**
 * The app-wide rules of the error catalogue (spec 01 §8, F0.2): HTTP 593 opens the native host
 * app's maintenance page with the server's texts, else the translated system-update defaults
 * (F0.6), and sends a browser to the maintenance page with the server's texts; 504, time-outs,
 * network failures and every reported failed response show an error toast with the server's
 * resultMsg (else its message, else our text) — except the config files, which the domain's rules keep silent. Calls whose form shows
 * the failure itself are not reported. Failures arrive from the query and mutation caches' onError
 * (queryClient.ts), which every call of the request layer goes through. 401 runs the re-login handler: it says why (the session
 * ended, sign in again), forgets the session and leads to sign-in on the tab of the session that
 * ended (or of the page), or stays on sign-in with what was typed. Inside the signed-in area, the
 * area has already left for sign-in by then (it owns the session and stops rendering first).
 */
export function ErrorCatalogueBridge() {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  // The browser fallback of the host bridge navigates in-app, keeping route state (F0.6). The
  // bridge loads after the first paint (with the request layer), so it stays out of /signIn's.
  useEffect(() => {
    let unbind: (() => void) | undefined;
    let live = true;
    void import('./nativeHost').then(({ bindHostNavigation }) => {
      if (live) unbind = bindHostNavigation((path, state) => navigate(path, { replace: path === MAINTENANCE_PATH, state }));
    });
    return () => {
      live = false;
      unbind?.();
    };
  }, [navigate]);
  useEffect(() => {
    const apply = (error: ApiError) => {
      // The request layer reported the error, so its module, the rules and the host bridge are
      // loaded already. The texts of a toast may not be in the first-paint messages: wait for the
      // whole catalogue.
      void Promise.all([import('@gaia/domain/api'), messagesReady(), import('./nativeHost')]).then(([{ errorBehaviour, RELOGIN_MESSAGE_KEY }, , { appHost }]) => {
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
    // The cache loads with the request layer, after the first paint: nothing can fail before it.
    let unbind: (() => void) | undefined;
    let live = true;
    void import('./queryClient').then(({ bindErrorCatalogue }) => {
      if (live) unbind = bindErrorCatalogue(apply);
    });
    return () => {
      live = false;
      unbind?.();
    };
  }, [navigate, toast, t]);
  return null;
}
