// Benchmarks: the size budgets (scripts/size.mjs, also a stage of the test command), then
// Lighthouse (mobile) on the budgeted pages against the sandbox (scripts/lighthouse.mjs), which only
// this command runs. Exits 1 when a size or a Lighthouse budget is not met.
//
//   pnpm bench                       build, sizes, Lighthouse (3 runs a page, the median judged)
//   pnpm bench --lighthouse          Lighthouse alone, on what is built
//   GAIA_BENCH_SKIP_BUILD=1          no build first
//   GAIA_PORTAL_DIST=dist-x          the portal built to apps/portal/dist-x (sizes and Lighthouse)
//   GAIA_BENCH_RUNS=5                Lighthouse runs per page
//   GAIA_BENCH_PAGES=/myProfile      only the named budgeted pages (comma-separated)
import { execSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLighthouse, printLighthouse } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.bench');
mkdirSync(out, { recursive: true });
const lighthouseOnly = process.argv.includes('--lighthouse');
const dist = path.join('apps/portal', process.env.GAIA_PORTAL_DIST ?? 'dist');
const run = (cmd, cwd = root) => execSync(cmd, { cwd, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });

let sizeFailed = false;
if (!lighthouseOnly) {
  console.log('\n▶ Building the packages and the portal');
  run(process.env.GAIA_BENCH_SKIP_BUILD ? 'true' : 'pnpm exec turbo run build --output-logs=errors-only');
  // The size budgets: the same stage the test command runs (scripts/size.mjs).
  try {
    run('node scripts/size.mjs');
  } catch {
    sizeFailed = true;
  }
}

const runs = Number(process.env.GAIA_BENCH_RUNS ?? 3);
console.log(`\n▶ Lighthouse (mobile preset, simulated throttling, median of ${runs} runs) against the sandbox serving ${dist}`);
const server = spawn(process.execPath, ['scripts/sandbox-cli.mjs', '--port', '0', '--static', dist], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
let lighthouseFailed = false;
try {
  const url = await new Promise((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (c) => {
      text += c;
      const m = text.match(/running at (http:\/\/[^\s/]+)/);
      if (m) resolve(m[1]);
    });
    server.on('exit', (code) => reject(new Error(`the sandbox stopped (${code}) before it was running`)));
    setTimeout(() => reject(new Error('sandbox did not start')), 30000);
  });
  const results = await measureLighthouse(url, { runs, out });
  printLighthouse(results);
  lighthouseFailed = results.some((r) => !r.passed);
} finally {
  server.kill('SIGTERM');
}
process.exit(sizeFailed || lighthouseFailed ? 1 : 0);
