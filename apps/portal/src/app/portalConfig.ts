import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { defaultPortalConfig, type PortalConfig } from '@gaia/domain';

/*
 * The backend's configuration (F0.3): patterns, masking, countdown lengths, the face-tips threshold
 * and the enabled features. Loaded once, on the first screen that asks for it; until it arrives the
 * defaults of @gaia/domain apply, so forms never wait for it.
 */
let current: PortalConfig = defaultPortalConfig;
let loaded = false;
let pending: Promise<PortalConfig> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the configuration (once) and resolves with it. */
export function loadPortalConfig(): Promise<PortalConfig> {
  pending ??= Promise.all([import('@gaia/domain/api'), import('./api')])
    .then(([{ createConfigApi }, { http }]) => createConfigApi(http).loadPortalConfig())
    .then((config) => {
      current = config;
      loaded = true;
      listeners.forEach((listener) => listener());
      return config;
    });
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadPortalConfig();
  return () => listeners.delete(listener);
}

/** The configuration: defaults first, the backend's values once loaded (the component re-renders). */
export function usePortalConfig(): PortalConfig {
  // The prerendered page and its hydration both start from the defaults.
  return useSyncExternalStore(subscribe, () => current, () => defaultPortalConfig);
}

/** Whether the backend's configuration has arrived (features such as face login wait for it). */
export function usePortalConfigLoaded(): boolean {
  return useSyncExternalStore(subscribe, () => loaded, () => false);
}

/**
 * The configuration for the app's root providers. The backend's values arrive as a transition: the
 * prerendered landing screen may still be hydrating then, and an urgent update from above would make
 * React throw its markup away (and with it anything typed into it) instead of hydrating it first.
 */
export function usePortalConfigForRoot(): PortalConfig {
  const [config, setConfig] = useState<PortalConfig>(defaultPortalConfig);
  useEffect(() => {
    const stop = subscribe(() => {
      startTransition(() => setConfig(current));
    });
    return () => {
      stop();
    };
  }, []);
  return config;
}
