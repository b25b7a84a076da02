/**
 * Runtime configuration, in one place (ARCHITECTURE.md). With nothing given the portal talks to the
 * origin it is served from (the sandbox in `pnpm start` and in tests).
 * - VITE_GAIA_API_BASE: the operator backend's origin, e.g. https://selfcare.operator.example
 */
export const runtimeConfig = {
  apiBaseUrl: (import.meta.env.VITE_GAIA_API_BASE as string | undefined) ?? '',
  terminalVersion: '0.1.0',
} as const;
