// Benchmarks: the size budgets (scripts/size.mjs, also a stage of the test command), then
// Lighthouse (mobile) on /signIn against the sandbox, which only this command runs.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.bench');
mkdirSync(out, { recursive: true });
const run = (cmd, cwd = root) => execSync(cmd, { cwd, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });

console.log('\n▶ Building the packages and the portal');
run(process.env.GAIA_BENCH_SKIP_BUILD ? 'true' : 'pnpm exec turbo run build --output-logs=errors-only');

// The size budgets: the same stage the test command runs (scripts/size.mjs).
let sizeFailed = false;
try {
  run('node scripts/size.mjs');
} catch {
  sizeFailed = true;
}

console.log('\n▶ Lighthouse (mobile preset) on /signIn against the sandbox');
const server = spawn(process.execPath, ['scripts/sandbox-cli.mjs', '--port', '0', '--static', 'apps/portal/dist'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve, reject) => {
  let text = '';
  server.stdout.on('data', (c) => {
    text += c;
    const m = text.match(/running at (http:\/\/[^\s/]+)/);
    if (m) resolve(m[1]);
  });
  setTimeout(() => reject(new Error('sandbox did not start')), 30000);
});
try {
  const chrome = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const report = path.join(out, 'lighthouse-signIn.json');
  execSync(
    `${path.join(root, 'node_modules/.bin/lighthouse')} ${url}/signIn --quiet --output=json --output-path=${report} --only-categories=performance --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"`,
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } },
  );
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  const audit = (id) => lhr.audits[id];
  console.log(`  performance ${Math.round(lhr.categories.performance.score * 100)}`);
  console.log(`  LCP ${audit('largest-contentful-paint').displayValue}  TBT ${audit('total-blocking-time').displayValue}  CLS ${audit('cumulative-layout-shift').displayValue}  FCP ${audit('first-contentful-paint').displayValue}`);
} finally {
  server.kill('SIGTERM');
}
process.exit(sizeFailed ? 1 : 0);
