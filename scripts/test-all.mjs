// The test command (`pnpm test:all`, run by CI through .ci/run): every stage in order, each timed.
// A failing stage does not stop the later ones, so one run shows every failure; the run fails if any
// stage failed. Ends with the test counts of every suite and the stage times.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const turbo = 'pnpm exec turbo run --force --output-logs=new-only';

/** [name, command, what it checks] */
const stages = [
  ['browser', 'node scripts/ensure-browser.mjs', 'Chromium for the browser stages'],
  ['lint', `${turbo} lint //#lint:root --concurrency=2`, 'ESLint with the layering rules'],
  ['typecheck', `${turbo} typecheck --concurrency=2`, 'tsc in every package'],
  ['unit', `${turbo} test --concurrency=2`, 'domain, sandbox and kit unit tests (Vitest, Node)'],
  ['stories', 'pnpm test:stories', 'every story with its play function and axe, light/ltr and dark/rtl (Chromium)'],
  ['storybook-static', 'pnpm build-storybook --quiet && node scripts/static-stories.mjs', "every story's play function in the static Storybook (Chromium)"],
  ['build', `${turbo} build --concurrency=2`, 'the packages (tsup, tsc, publint) and the portal (Vite, prerender)'],
  ['e2e', 'pnpm --filter @gaia/portal e2e', 'end-to-end specs against the built portal and the sandbox (Chromium, desktop and phone)'],
  ['size', 'node scripts/size.mjs', 'size budgets of size-budget.json (gzip)'],
  ['packages', 'node scripts/consumer-test.mjs', 'publint, arethetypeswrong and a consumer app built and type-checked from the packed tarballs'],
  ['smoke', 'node scripts/smoke-start.mjs', "the README's first command on a fresh copy, then a sign-in"],
];

rmSync(path.join(root, '.reports'), { recursive: true, force: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const times = [];
const started = Date.now();
for (const [name, command, what] of stages) {
  console.log(`\n━━ ${name}: ${what}\n$ ${command}`);
  const t0 = Date.now();
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env });
  times.push({ name, seconds: (Date.now() - t0) / 1000, ok: status === 0 });
  console.log(`━━ ${name}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`}`);
}

const summary = spawnSync('node scripts/test-summary.mjs', { cwd: root, stdio: 'inherit', shell: true, env });

const format = (s) => `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
console.log('Stage times');
for (const { name, seconds, ok } of times) console.log(`  ${name.padEnd(10)} ${format(seconds).padStart(7)}  ${ok ? 'passed' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${format((Date.now() - started) / 1000).padStart(7)}\n`);

const failedStages = times.filter((t) => !t.ok).map((t) => t.name);
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
process.exit(failedStages.length || summary.status ? 1 : 0);
