import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { defaultPortalConfig, type PortalConfig } from '@gaia/domain';
import type * as ConfigQuery from './queries/config';

/*
 * The backend's configuration (F0.3): patterns, masking, countdown lengths, the face-tips threshold
 * and the enabled features — a query of the server-state cache (queries/config.ts), which is the one
 * place it is kept. The first paint of /signIn carries neither TanStack Query nor the request layer
 * (B6), so the screens read the query through useSyncExternalStore over the cache, loaded on the
 * first screen that asks for it (docs/adr/0016); until it arrives the defaults of @gaia/domain
 * apply, so forms never wait for it.
 */
let query: typeof ConfigQuery | undefined;
let loading: Promise<typeof ConfigQuery> | undefined;

function loadQuery(): Promise<typeof ConfigQuery> {
  loading ??= import('./queries/config').then(
    (module) => {
      query = module;
      return module;
    },
    (error: unknown) => {
      // Offline: the next screen that asks loads it again; the defaults hold meanwhile.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the configuration (once) and resolves with it. */
export function loadPortalConfig(): Promise<PortalConfig> {
  return loadQuery().then((module) => module.fetchPortalConfig());
}

function subscribe(listener: () => void): () => void {
  let live = true;
  let stop: (() => void) | undefined;
  loadQuery().then(
    (module) => {
      if (live) stop = module.watchPortalConfig(listener);
    },
    () => undefined,
  );
  return () => {
    live = false;
    stop?.();
  };
}

const current = (): PortalConfig => query?.cachedPortalConfig() ?? defaultPortalConfig;
const loaded = (): boolean => query?.cachedPortalConfig() !== undefined;

/** The configuration: defaults first, the backend's values once loaded (the component re-renders). */
export function usePortalConfig(): PortalConfig {
  // The prerendered page and its hydration both start from the defaults.
  return useSyncExternalStore(subscribe, current, () => defaultPortalConfig);
}

/** Whether the backend's configuration has arrived (features such as face login wait for it). */
export function usePortalConfigLoaded(): boolean {
  return useSyncExternalStore(subscribe, loaded, () => false);
}

/**
 * The configuration for the app's root providers. The backend's values arrive as a transition: the
 * prerendered landing screen may still be hydrating then, and an urgent update from above would make
 * React throw its markup away (and with it anything typed into it) instead of hydrating it first.
 */
export function usePortalConfigForRoot(): PortalConfig {
  const [config, setConfig] = useState<PortalConfig>(defaultPortalConfig);
  useEffect(
    () =>
      subscribe(() => {
        startTransition(() => setConfig(current()));
      }),
    [],
  );
  return config;
}
