// Smoke test of the newcomer path: the README's first command, exactly as written, in a copy of the
// working tree that has never been built (no node_modules, no dist), on a free loopback port. It
// waits for the printed URL, checks that /signIn arrives prerendered, signs in with the README's demo
// credentials in Chromium until /myProfile greets the user, and stops the server it started.
// Writes .reports/smoke.json so the test summary counts it.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The first shell block under "Try it", and the individual row of the demo-credentials table. */
export function newcomerPath(text) {
  const tryIt = text.slice(text.indexOf('## Try it'));
  const command = tryIt.match(/```sh\n([^\n]+)\n```/)?.[1]?.trim();
  const row = tryIt.match(/^\|\s*individual\s*\|\s*`([^`]+)`[^|]*\|\s*`([^`]+)`\s*\|/m);
  if (!command || !row) throw new Error('README: no start command or individual demo credentials under "## Try it"');
  return { command, account: row[1], password: row[2] };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Tracked and new (not ignored) files as they are now, so uncommitted work is smoke-tested too. */
function copyWorkingTree(target) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from) || !statSync(from).isFile()) continue; // deleted but not yet committed
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(from, path.join(target, file));
  }
  return files.length;
}

const results = [];
const check = async (name, fn) => {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}\n    ${String(error?.stack ?? error).split('\n').join('\n    ')}`);
    throw error;
  }
};

const { command, account, password } = newcomerPath(readme);
const work = mkdtempSync(path.join(tmpdir(), 'gaia-smoke-'));
const port = await freePort();
let server;
let output = '';
let browser;
console.log(`\nSmoke: \`${command}\` in a fresh copy (${work}), PORT=${port}`);
try {
  await check('the working tree copies without any build output', async () => {
    const count = copyWorkingTree(work);
    for (const built of ['node_modules', 'apps/portal/dist', 'packages/domain/dist', 'packages/ui/dist']) {
      if (existsSync(path.join(work, built))) throw new Error(`${built} exists in the fresh copy`);
    }
    console.log(`    ${count} files`);
  });

  let url;
  await check('the README start command serves the portal and prints its URL', async () => {
    // Its own process group, so the install, the build and the server all stop together.
    server = spawn(command, { cwd: work, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: String(port) } });
    const exited = new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output.slice(-4000)}`))));
    const printed = new Promise((resolve) => {
      const read = (chunk) => {
        output += chunk;
        const match = output.match(/running at (http:\/\/[^\s]+\/signIn)/);
        // The credentials follow the URL; give them a moment to arrive.
        if (match) setTimeout(() => resolve(match[1]), output.includes(password) ? 0 : 2000);
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
    });
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`no URL printed within 8 minutes:\n${output.slice(-4000)}`)), 8 * 60_000));
    url = await Promise.race([printed, exited, timeout]);
    if (!url.includes(`:${port}/`)) throw new Error(`printed ${url}, expected port ${port}`);
    for (const credential of [account, password]) if (!output.includes(credential)) throw new Error(`the start output does not print ${credential}`);
  });

  await check('/signIn answers with the prerendered sign-in form', async () => {
    const response = await fetch(url);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`/signIn answered ${response.status}`);
    for (const needle of ['data-prerendered="en"', '<form', 'type="password"']) {
      if (!html.includes(needle)) throw new Error(`/signIn lacks ${needle}`);
    }
  });

  await check('signing in with the README demo credentials reaches /myProfile', async () => {
    const system = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    browser = await chromium.launch({
      executablePath: existsSync(system) ? system : undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await (await browser.newContext()).newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(account);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/myProfile', { timeout: 30_000 });
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor({ timeout: 30_000 });
  });
} catch {
  // Reported above; the remaining checks count as failed below.
} finally {
  await browser?.close().catch(() => {});
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true, maxRetries: 3 });
}

const expected = 4;
const failed = expected - results.filter((r) => r.ok).length;
mkdirSync(path.join(root, '.reports'), { recursive: true });
writeFileSync(path.join(root, '.reports/smoke.json'), JSON.stringify({ numTotalTests: expected, numFailedTests: failed, checks: results }, null, 2));
console.log(`Smoke: ${expected - failed} of ${expected} checks passed`);
process.exit(failed ? 1 : 0);
