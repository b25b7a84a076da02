// The story and end-to-end tests need Chromium: Debian's /usr/bin/chromium where present (CI
// installs it, with the headless shell the end-to-end specs prefer), otherwise Playwright's own
// browser and headless shell, installed here once.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
if (existsSync(system)) {
  console.log(`Chromium: ${system}`);
  // The end-to-end specs' choice (apps/portal/playwright.config.ts, ADR 0034).
  console.log(`End-to-end specs: ${process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : system)}`);
} else {
  console.log('No system Chromium; installing Playwright\'s chromium…');
  execSync('pnpm exec playwright install chromium', { stdio: 'inherit' });
}
