// Runs every story of the static Storybook (storybook-static/, built by `pnpm build-storybook`) the
// way a reader of the published Storybook meets it: the files served as they are from a loopback
// port, each story rendered in Chromium with its play function and its accessibility check. A story
// fails on a render error, a play function that throws, an unhandled error while playing, a failed
// report (axe) or no outcome within the time limit. Writes .reports/storybook-static.json
// (counts, and the failed and flaky stories in the shape of Vitest's json report) and prints each failure.
//
// The preview is loaded once per batch of stories; each story is then selected through the
// preview's channel (`setCurrentStory`), and its outcome read from the events the preview emits
// (`storyFinished` with its status and reports, `playFunctionThrewException`, `storyThrewException`,
// `storyErrored`, `storyMissing`, `unhandledErrorsWhilePlaying`).
//
// Options: --setting=<light-ltr|dark-rtl> plays every story in that theme and language, as the story
// tests' matrix setting (.storybook/matrix) does, else in the toolbar's defaults; --filter=<text>
// runs only the stories whose id contains the text; --batch=<n> stories per page load (default 40);
// --width=<px> the viewport's width (default 1280); STORY_TIMEOUT_MS (default 30000).
//
// --reflow checks the layout instead of the behaviour: a story fails when, once it has played, its
// page scrolls sideways (WCAG 1.4.10), and names the elements that stick out; a play function that
// expects a wider screen is noted, not counted. The kit's pass at 320, 768 and 1280 px:
// `--reflow --width=320 --setting=dark-rtl` and so on, after `pnpm build-storybook`.
//
// --visual (with --setting) also compares each story's screenshot with its committed baseline for the
// setting (ADR 0009): __screenshots__/<story file>/<setting>/<story>.png next to the story file, the
// picture prepared by the preview (.storybook/matrix/screenshotScene.ts) as in the Vitest story tests.
// A missing baseline is written and the story fails once saying so (under CI it fails without
// writing); --update rewrites the baselines that differ. Differences are written to
// .reports/screenshots/ (the picture taken and its diff).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diff } from '@blazediff/core';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { serveStatic } from './staticServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'storybook-static');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const filter = arg('filter');
const batchSize = Number(arg('batch') ?? 40);
const width = Number(arg('width') ?? 1280);
const reflow = process.argv.includes('--reflow');
const settings = { 'light-ltr': { theme: 'light', locale: 'en' }, 'dark-rtl': { theme: 'dark', locale: 'ar' } };
const setting = arg('setting');
if (setting && !settings[setting]) {
  console.error(`--setting=${setting}: expected one of ${Object.keys(settings).join(', ')}.`);
  process.exit(2);
}
const visual = process.argv.includes('--visual');
const update = process.argv.includes('--update');
if (visual && !setting) {
  console.error('--visual compares with the baselines of one setting: give --setting too.');
  process.exit(2);
}
const storyTimeout = Number(process.env.STORY_TIMEOUT_MS ?? 30_000);
const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `pnpm build-storybook` first.');
  process.exit(2);
}

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !filter || entry.id.includes(filter));

// ── The built Storybook on a free loopback port ─────────────────────────────────────────────────
const server = await serveStatic(staticDir);
const { base } = server;

// ── Screenshots against the baselines ──────────────────────────────────────────────────────────
// The tolerance of the Vitest story tests' comparison (vitest.config.ts): a colour closer than the
// threshold counts as the same (anti-aliasing), and a picture may differ in 0.1 % of its pixels.
const COMPARISON = { threshold: 0.03, allowedMismatchedPixelRatio: 0.001 };
const shotReports = path.join(root, '.reports', 'screenshots');
/** How long a picture that differs from its baseline is taken again before the difference counts. */
const SETTLE_MS = 2500;

/** The baseline of a story in this run's setting, next to its story file. */
function baselineOf(id, name) {
  const entry = index.entries[id];
  const file = path.join(root, entry.importPath);
  return path.join(path.dirname(file), '__screenshots__', path.basename(file), setting, `${name}.png`);
}

/** How a picture differs from the baseline's, or undefined when it matches within the tolerance. */
function difference(actual, expected) {
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return { text: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}` };
  }
  const output = new PNG({ width: actual.width, height: actual.height });
  const pixels = diff(actual.data, expected.data, output.data, actual.width, actual.height, { threshold: COMPARISON.threshold });
  if (pixels <= COMPARISON.allowedMismatchedPixelRatio * actual.width * actual.height) return undefined;
  return { text: `${pixels} pixels differ (${((100 * pixels) / (actual.width * actual.height)).toFixed(2)} %)`, output };
}

/**
 * Compares the marked part of the page (the preview's afterEach marks it) with the story's baseline.
 * A picture that differs is taken again for up to SETTLE_MS first: late content settles meanwhile.
 * @returns what is wrong, or an empty string
 */
async function compareScreenshot(page, id, name) {
  const baseline = baselineOf(id, name);
  const take = async () =>
    PNG.sync.read(
      await page.locator('[data-gaia-screenshot]').screenshot({ mask: [page.locator('[data-gaia-screenshot-mask]')], animations: 'disabled', caret: 'hide' }),
    );
  let actual = await take();
  if (!existsSync(baseline)) {
    if (process.env.CI && !update) return `no baseline ${path.relative(root, baseline)}: make it with \`pnpm test:stories:update\` and commit it`;
    mkdirSync(path.dirname(baseline), { recursive: true });
    writeFileSync(baseline, PNG.sync.write(actual));
    return update ? '' : `no baseline: ${path.relative(root, baseline)} was written; run again to compare`;
  }
  const expected = PNG.sync.read(readFileSync(baseline));
  let found = difference(actual, expected);
  // Content that arrives through a lazily loaded chunk (a picker's list, a field's default label) is
  // not seen by the preview's wait for quiet calls; on a busy machine it can land a second later.
  for (const settleBy = Date.now() + SETTLE_MS; found && Date.now() < settleBy; ) {
    await page.waitForTimeout(200);
    actual = await take();
    found = difference(actual, expected);
  }
  if (!found) return '';
  if (update) {
    writeFileSync(baseline, PNG.sync.write(actual));
    console.log(`  updated ${path.relative(root, baseline)} (${found.text})`);
    return '';
  }
  mkdirSync(shotReports, { recursive: true });
  const stem = path.join(shotReports, `${id}-${setting}`);
  writeFileSync(`${stem}-actual.png`, PNG.sync.write(actual));
  if (found.output) writeFileSync(`${stem}-diff.png`, PNG.sync.write(found.output));
  return `screenshot differs from ${path.relative(root, baseline)}: ${found.text} (see ${path.relative(root, stem)}-actual.png)`;
}

/** In the page: the comparison the preview's afterEach calls with the scene it has marked. */
function installScreenshotComparison() {
  window.__GAIA_STORY_SCREENSHOT__ = async ({ id, name }) => {
    const problem = await window.__gaiaCompareScreenshot(id, name);
    if (problem) throw new Error(problem);
  };
}

// ── Chromium ────────────────────────────────────────────────────────────────────────────────────
const browser = await chromium.launch({
  executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});

/** Runs one story in the loaded preview and resolves with its outcome (in the page). */
function runStory({ id, timeout }) {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const errors = [];
    const text = (e) => {
      if (!e) return '';
      if (typeof e === 'string') return e;
      return [e.name && e.message ? `${e.name}: ${e.message}` : (e.message ?? e.title ?? e.description ?? JSON.stringify(e)), e.stack?.split('\n').slice(1, 4).join('\n')].filter(Boolean).join('\n');
    };
    const handlers = {
      playFunctionThrewException: (e) => errors.push(`play function threw: ${text(e)}`),
      storyThrewException: (e) => errors.push(`render threw: ${text(e)}`),
      storyErrored: (e) => errors.push(`render error: ${text(e)}`),
      unhandledErrorsWhilePlaying: (list) => errors.push(...list.map((e) => `unhandled error while playing: ${text(e)}`)),
      storyMissing: () => done('missing', ['story missing from the index']),
      storyFinished: (event) => {
        if (event.storyId !== id) return;
        const failedReports = (event.reporters ?? []).filter((r) => r.status === 'failed');
        const reports = failedReports.map((r) => {
          const violations = r.result?.violations;
          if (violations?.length) return `${r.type}: ${violations.map((v) => `${v.id} (${v.nodes?.map((n) => n.target?.join(' ')).join(', ')})`).join('; ')}`;
          return `${r.type} report failed`;
        });
        done(event.status, reports);
      },
    };
    let timer;
    function done(status, more = []) {
      clearTimeout(timer);
      for (const [name, fn] of Object.entries(handlers)) channel.off(name, fn);
      const all = [...errors, ...more];
      resolve({ status: status === 'success' && all.length === 0 ? 'passed' : 'failed', errors: all.length ? all : status === 'success' ? [] : [`story finished with status ${status}`] });
    }
    timer = setTimeout(() => done('timeout', [`no outcome within ${timeout} ms`]), timeout);
    for (const [name, fn] of Object.entries(handlers)) channel.on(name, fn);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}

/**
 * In the page: nothing when it does not scroll sideways; else what sticks out of the viewport, the
 * innermost elements outside any scrolling or clipping box (their own box scrolls, not the page).
 */
function sidewaysScroll() {
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= viewport + 1) return [];
  const clipped = (element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
    return false;
  };
  const out = [...document.body.querySelectorAll('*')].filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > viewport + 1 || box.left < -1) && !clipped(element);
  });
  const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
  const named = innermost.slice(0, 4).map((element) => {
    const box = element.getBoundingClientRect();
    return `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" from ${Math.round(box.left)} to ${Math.round(box.right)} px`;
  });
  return named.length ? named : [`${document.documentElement.scrollWidth} px wide`];
}

async function openPreview() {
  // Under prefers-reduced-motion, as the Vitest story run (vitest.config.ts, ADR 0026).
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The setting is read by the preview's decorator and loaders before any story renders.
  if (setting) await page.addInitScript((matrix) => (globalThis.__GAIA_STORY_MATRIX__ = matrix), settings[setting]);
  if (visual) {
    await page.exposeFunction('__gaiaCompareScreenshot', (id, name) => compareScreenshot(page, id, name));
    await page.addInitScript(installScreenshotComparison);
  }
  await page.goto(`${base}/iframe.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__ && window.__STORYBOOK_ADDONS_CHANNEL__, null, { timeout: 60_000 });
  await page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready());
  return { context, page, pageErrors };
}

const started = Date.now();
const failures = [];
/** Stories that failed once and passed on their retry (CI only). */
const flaky = [];
const durations = [];
let preview;

/** Plays one story in the open preview (opening one when needed); a page that failed is closed. */
async function play(story) {
  if (!preview) preview = await openPreview();
  try {
    return await preview.page.evaluate(runStory, { id: story.id, timeout: storyTimeout });
  } catch (error) {
    await preview.context.close().catch(() => {});
    preview = undefined;
    return { status: 'failed', errors: [`page failed: ${error.message}`] };
  }
}
for (let i = 0; i < stories.length; i++) {
  const story = stories[i];
  if (i % batchSize === 0 && preview) {
    await preview.context.close();
    preview = undefined;
  }
  const t0 = Date.now();
  let outcome = await play(story);
  // In CI a failed story gets one more try on a fresh page, and is named as flaky if it passes (ADR 0026).
  if (outcome.status !== 'passed' && process.env.CI) {
    const first = outcome;
    if (preview) await preview.context.close();
    preview = undefined;
    outcome = await play(story);
    if (outcome.status === 'passed') {
      flaky.push({ id: story.id, title: `${story.title} › ${story.name}`, errors: first.errors });
      console.log(`↻ ${story.title} › ${story.name} (${story.id}) passed on its retry; first try:\n    ${first.errors.join('\n').split('\n').slice(0, 3).join('\n    ')}`);
    }
  }
  durations.push({ id: story.id, ms: Date.now() - t0 });
  if (reflow) {
    if (outcome.status !== 'passed') console.log(`· ${story.title} › ${story.name}: not played through at ${width} px (${outcome.errors[0]?.split('\n')[0]})`);
    const sticking = preview ? await preview.page.evaluate(sidewaysScroll).catch((error) => [`page failed: ${error.message}`]) : [];
    outcome = sticking.length ? { status: 'failed', errors: [`the page scrolls sideways at ${width} px:`, ...sticking] } : { status: 'passed', errors: [] };
  }
  if (outcome.status !== 'passed') {
    failures.push({ id: story.id, title: `${story.title} › ${story.name}`, errors: outcome.errors });
    console.log(`✗ ${story.title} › ${story.name} (${story.id})\n    ${outcome.errors.join('\n').split('\n').join('\n    ')}`);
    // A failed story may leave the page in a state the next one should not inherit.
    if (preview) await preview.context.close();
    preview = undefined;
  } else if (process.env.VERBOSE) {
    console.log(`✓ ${story.title} › ${story.name}`);
  }
}
if (preview) await preview.context.close();
await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (process.env.VERBOSE) {
  console.log('\nSlowest stories');
  for (const { id, ms } of durations.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${String(ms).padStart(6)} ms  ${id}`);
}
mkdirSync(path.join(root, '.reports'), { recursive: true });
// In the shape of Vitest's json report, so the test summary names the failed and the flaky stories.
const assertionResults = [
  ...failures.map(({ title, errors }) => ({ fullName: title, status: 'failed', failureMessages: errors })),
  ...flaky.map(({ title, errors }) => ({ fullName: title, status: 'passed', failureMessages: errors })),
];
writeFileSync(
  path.join(root, '.reports/storybook-static.json'),
  JSON.stringify({ numTotalTests: stories.length, numFailedTests: failures.length, testResults: [{ assertionResults }] }, null, 2),
);
console.log(`\nStatic Storybook${setting ? ` (${setting}${visual ? ', screenshots compared' : ''})` : ''}${reflow ? `, reflow at ${width} px` : ''}: ${stories.length} stories, ${failures.length} failed (${seconds} s)`);
process.exit(failures.length ? 1 : 0);
