import { test as base, expect } from '@playwright/test';

/** Every spec starts from the sandbox's seeded state, with its own base URL. */
export const test = base.extend<{ sandbox: { url: string; setScenario: (s: string) => Promise<void> } }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructured fixtures argument.
  baseURL: async ({}, use) => use(process.env.GAIA_BASE_URL),
  /*
   * The landing page arrives prerendered and painted; until its scripts run it takes typing but holds
   * back links, buttons and submitting (data-hydrating on #root, ADR 0007): every navigation waits
   * for the live page, as a person would see it respond. `waitUntil: 'commit'` opts out, for specs
   * about the moment before.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrating') === false);
      }
      return response;
    };
    await use(page);
  },
  sandbox: async ({ request }, use) => {
    const url = process.env.GAIA_BASE_URL as string;
    await request.post(`${url}/__sandbox/reset`, { data: {} });
    await use({
      url,
      setScenario: async (scenario) => {
        await request.post(`${url}/__sandbox/scenario`, { data: { scenario } });
      },
    });
    await request.post(`${url}/__sandbox/reset`, { data: {} });
  },
});

export { expect };

/** The seeded individual (packages/sandbox/src/store/seed.ts). */
export const demo = { account: '0771234567', password: 'Gaia#2026', name: 'Tariro Moyo', userCode: 'GA1000001' } as const;

/** The seeded company (packages/sandbox/src/store/seed.ts): 60 lines, no preferred line yet. */
export const corporate = {
  account: 'ACME001',
  representativeIdNbr: 'RP12345',
  password: 'Corp#2026',
  name: 'ACME Logistics (Pvt) Ltd',
  userCode: 'GC2000001',
} as const;
