import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MAINTENANCE_PATH } from '@gaia/domain';
import { useToast, useT } from '@gaia/ui';

/**
 * Binds the app-wide rules of the error catalogue (errorCatalogue.ts) to the failures the query and
 * mutation caches report (queryClient.ts), which every call of the request layer goes through;
 * calls whose form shows the failure itself are not reported. Inside the signed-in area, the area
 * has already left for sign-in on 401 (it owns the session and stops rendering first).
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
    // The cache and the catalogue's rules load with the request layer, after the first paint:
    // nothing can fail before it.
    let unbind: (() => void) | undefined;
    let live = true;
    void Promise.all([import('./queryClient'), import('./errorCatalogue')]).then(([{ bindErrorCatalogue }, { errorCatalogueHandler }]) => {
      if (live) unbind = bindErrorCatalogue(errorCatalogueHandler({ navigate, toast, t }));
    });
    return () => {
      live = false;
      unbind?.();
    };
  }, [navigate, toast, t]);
  return null;
}
