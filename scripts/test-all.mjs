// The test command (`pnpm test:all`, run by CI through .ci/run): every stage, each timed, the
// short CPU-bound ones first, then the rest in three lanes that run side by side (ADR 0017). A
// failing stage does not stop the later ones, so one run shows every failure; the run fails if any
// stage failed. Ends with the test counts of every suite and the stage times.
//
// The lanes: the story tests (Vitest, light/ltr) and the smoke test in one; the static Storybook
// (dark/rtl, built from the sources) in another; the build in the third. The size and package
// checks and the end-to-end specs, cut into parts (Playwright shards, each with its own sandbox on
// a free port), need the build: every lane takes them from a shared pool once its own stages are
// done, so the cores stay busy until the end.
// A lane stage's output is kept in .reports/logs/<stage>.log and printed in one piece when the
// stage ends, so the lanes' logs do not interleave.
//
//   GAIA_TEST_LANES=1 pnpm test:all   one stage after the other, output live (as before)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stageCpu } from './stageCpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const turbo = 'pnpm exec turbo run --force --output-logs=new-only';

/** The end-to-end specs are cut into this many parts, which the lanes take from one pool. */
const E2E_SHARDS = 10;

/** name: [command, what it checks] */
const stages = {
  browser: ['node scripts/ensure-browser.mjs', 'Chromium for the browser stages'],
  lint: [`${turbo} lint //#lint:root --concurrency=2`, 'ESLint with the layering rules'],
  typecheck: [`${turbo} typecheck --concurrency=2`, 'tsc in every package'],
  unit: [`${turbo} test --concurrency=2`, 'domain, sandbox and kit unit tests (Vitest, Node)'],
  stories: ['GAIA_VISUAL=1 pnpm test:stories', "every story with its play function, axe and its screenshot against the baseline in Vitest, light/ltr (Chromium)"],
  'storybook-static': ['pnpm test:storybook-static --visual', "every story's play function, axe and its screenshot against the baseline in the static Storybook, dark/rtl (Chromium)"],
  build: [`${turbo} build --concurrency=2`, 'the packages (tsup, tsc, publint) and the portal (Vite, prerender)'],
  // The end-to-end specs in Playwright shards, each with its own sandbox on its own port.
  ...Object.fromEntries(
    Array.from({ length: E2E_SHARDS }, (_, i) => i + 1).map((n) => [
      `e2e-${n}`,
      [`GAIA_E2E_REPORT=e2e-${n} pnpm --filter @gaia/portal e2e --shard=${n}/${E2E_SHARDS}`, `end-to-end specs, part ${n} of ${E2E_SHARDS}, against the built portal and its own sandbox (Chromium, desktop and phone)`],
    ]),
  ),
  size: ['node scripts/size.mjs', 'size budgets of size-budget.json (gzip)'],
  packages: ['node scripts/consumer-test.mjs', 'publint, arethetypeswrong and a consumer app built and type-checked from the packed tarballs'],
  smoke: ['node scripts/smoke-start.mjs', "the README's first command on a fresh copy, then a sign-in"],
};

// First, one after the other with live output: the browser check (both lanes need it) and the
// short CPU-bound stages, which turbo already spreads over both cores (beside a browser they would
// only slow down, and the unit tests' 5-second limits with them). Then three lanes side by side: the
// stories, then the smoke test; the static Storybook, the longest stage, from the start (it reads
// the packages' sources, not their build); and the build. Whichever lane is free takes the next
// stage that needs the build (size, packages, then the parts of the end-to-end specs) from a shared
// pool until none is left, so no lane waits on another. A part keeps about half a core busy (its
// browser mostly waits on the page and the sandbox), so three at a time fill two cores once the
// stories and the static Storybook are through (ADR 0017).
const first = ['browser', 'lint', 'typecheck', 'unit'];
const e2eParts = Object.keys(stages).filter((name) => name.startsWith('e2e-'));
const afterBuild = ['size', 'packages', ...e2eParts];
const lanes = [['stories', 'smoke'], ['storybook-static'], ['build']];
/** Stages that need another stage to have finished first. */
const needs = Object.fromEntries(afterBuild.map((name) => [name, 'build']));
const sequential = process.env.GAIA_TEST_LANES === '1';

rmSync(path.join(root, '.reports'), { recursive: true, force: true });
const logs = path.join(root, '.reports/logs');
mkdirSync(logs, { recursive: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') };
const times = new Map();
const started = Date.now();
// How busy the cores are over the run (from /proc/stat where there is one): a lane that mostly waits
// (a story's quiet time, a page's answer) leaves a core idle, which another lane could use.
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    return { idle: n[3] + (n[4] ?? 0), total: n.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}
const cpuAtStart = cpuTimes();
// Rounded to the second first, so 179.6 s reads 3m00s, not 2m60s.
const format = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
};

/** Runs one stage; `live`: its output straight to the console, else to its log, printed at the end. */
function run(name, live) {
  const [command, what] = stages[name];
  const header = `\n━━ ${name}: ${what}\n$ ${command}`;
  if (live) console.log(header);
  else console.log(`━━ ${name}: started (${format((Date.now() - started) / 1000)} into the run)`);
  const t0 = Date.now();
  const cpu = stageCpu(name);
  return new Promise((resolve) => {
    const logFile = path.join(logs, `${name}.log`);
    const log = live ? undefined : createWriteStream(logFile);
    const child = spawn(`${cpu?.prefix ?? ''}${command}`, { cwd: root, shell: true, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('close', (code) => {
      const ok = code === 0;
      times.set(name, { seconds: (Date.now() - t0) / 1000, ok, cpuSeconds: cpu?.seconds() });
      cpu?.remove();
      const verdict = `━━ ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${format((Date.now() - t0) / 1000)}`;
      if (!log) {
        console.log(verdict);
        resolve();
        return;
      }
      log.end(() => {
        console.log(header);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        console.log(verdict);
        resolve();
      });
    });
  });
}

for (const name of first) await run(name, true);
if (sequential) {
  for (const name of ['build', ...e2eParts, 'size', 'packages', 'stories', 'smoke', 'storybook-static']) await run(name, true);
} else {
  const finished = new Map();
  const finishedSignal = (name) => {
    let signal = finished.get(name);
    if (!signal) {
      let resolve;
      signal = { promise: new Promise((r) => (resolve = r)), resolve };
      finished.set(name, signal);
    }
    return signal;
  };
  const pool = [...afterBuild];
  const runStage = async (name) => {
    if (needs[name]) await finishedSignal(needs[name]).promise;
    await run(name, false);
    finishedSignal(name).resolve();
  };
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane) await runStage(name);
      for (let name = pool.shift(); name; name = pool.shift()) await runStage(name);
    }),
  );
}

const summary = await new Promise((resolve) => {
  spawn('node scripts/test-summary.mjs', { cwd: root, stdio: 'inherit', shell: true, env }).on('close', (code) => resolve(code));
});

// Beside each stage's time, the CPU time of everything it ran (where the machine can count it): on
// two cores the run can take no less than half the sum of these.
const stageNames = [...first, ...lanes.flat(), ...afterBuild];
const cpuKnown = stageNames.every((name) => times.get(name).cpuSeconds !== undefined);
console.log(`Stage times${sequential ? '' : ' (three lanes side by side: the total is less than the sum)'}${cpuKnown ? ', and the CPU time each used' : ''}`);
for (const name of stageNames) {
  const { seconds, ok, cpuSeconds } = times.get(name);
  console.log(`  ${name.padEnd(17)} ${format(seconds).padStart(7)}  ${ok ? 'passed' : 'FAILED'}${cpuKnown ? `  cpu ${format(cpuSeconds).padStart(7)}` : ''}`);
}
console.log(`  ${'total'.padEnd(17)} ${format((Date.now() - started) / 1000).padStart(7)}${cpuKnown ? `          cpu ${format(stageNames.reduce((sum, name) => sum + times.get(name).cpuSeconds, 0)).padStart(7)}` : ''}\n`);
const cpuAtEnd = cpuTimes();
if (cpuAtStart && cpuAtEnd && cpuAtEnd.total > cpuAtStart.total) {
  const busy = 1 - (cpuAtEnd.idle - cpuAtStart.idle) / (cpuAtEnd.total - cpuAtStart.total);
  console.log(`Cores busy over the run: ${Math.round(busy * 100)} %\n`);
}

const failedStages = [...times].filter(([, t]) => !t.ok).map(([name]) => name);
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`);
process.exit(failedStages.length || summary ? 1 : 0);
