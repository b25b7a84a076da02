/**
 * Whether an error is a browser's failure to download a piece of the app (a lazily imported module),
 * as when the connection dropped after the page loaded. Each engine words it differently.
 */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message.slice(0, 500);
  return CHUNK_LOAD_MESSAGES.some((text) => message.includes(text));
}
