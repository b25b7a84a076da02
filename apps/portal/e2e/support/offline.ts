import type { BrowserContext } from '@playwright/test';

/**
 * Blocks and records every request that would leave localhost (tiles, fonts, anything): the map
 * pages draw from the shipped offline base, so every request must stay on this machine.
 */
export async function keepOffline(context: BrowserContext): Promise<string[]> {
  const escaped: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
    escaped.push(route.request().url());
    return route.abort();
  });
  return escaped;
}
