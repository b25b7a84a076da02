import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The specs drive Debian's headless shell where it is installed (the browser Playwright itself uses
 * for headless runs): about a third less CPU than the full browser in headless mode, whose own
 * process cost more than the pages it ran (ADR 0034). Otherwise Debian's chromium, otherwise
 * Playwright's browser.
 */
const SYSTEM_CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find(
  (candidate): candidate is string => candidate !== undefined && existsSync(candidate),
);
/** The report's name: e2e, or e2e-1 / e2e-2 for the test command's two shards. */
const report = process.env.GAIA_E2E_REPORT ?? 'e2e';

/**
 * End-to-end specs drive the built portal (dist/) in real Chromium against the sandbox server,
 * which global-setup starts on a free loopback port and stops afterwards.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a spec that fails gets one more try, and the summary names it as flaky (ADR 0026).
  retries: process.env.CI ? 1 : 0,
  // In the test command three parts run beside the story runs on two cores: a spec that runs axe
  // on eight page states takes twice its quiet time. The limit is a guard against a hang, not a
  // measure of speed, so CI gives each test 60 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The test command runs these specs beside the story tests (two lanes on two cores, ADR 0017): a
  // lazily loaded piece can take longer than Playwright's 5 s default to show on a busy machine.
  expect: { timeout: 15_000 },
  // A shard of the specs (the test command runs two side by side) writes its own report and output.
  reporter: [['list'], ['json', { outputFile: `../../.reports/${report}.json` }]],
  outputDir: `test-results/${report}`,
  use: {
    // Recording a trace costs every test its screenshots and snapshots; only a failed test's retry
    // records one (in CI every test gets one retry, ADR 0026), which is the run worth reading.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
});
