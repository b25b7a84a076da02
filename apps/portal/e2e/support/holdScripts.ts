import type { Page } from '@playwright/test';

/**
 * Holds the portal's entry script (and with it every module of the app) until `release()`: what the
 * page shows from its HTML alone (the prerendered sign-in, a returning customer's first frame) can
 * then be seen and used before the scripts run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
