// Benchmarks (not tests): per-route first-load sizes and per-export import costs checked by
// size-limit against size-budget.json, then Lighthouse (mobile) on /signIn against the sandbox.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portal = path.join(root, 'apps/portal');
const out = path.join(root, '.bench');
mkdirSync(out, { recursive: true });
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const run = (cmd, cwd = root) => execSync(cmd, { cwd, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });

console.log('\n▶ Building the packages and the portal');
run(process.env.GAIA_BENCH_SKIP_BUILD ? 'true' : 'pnpm exec turbo run build --output-logs=errors-only');

// Route closures from Vite's manifest: a route's first load is the entry's static imports plus its own.
const manifest = JSON.parse(readFileSync(path.join(portal, 'dist/.vite/manifest.json'), 'utf8'));
const closure = (key, acc = new Set()) => {
  if (acc.has(key)) return acc;
  acc.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, acc);
  return acc;
};
const files = (keys) => [...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]).map((f) => path.join(portal, 'dist', f));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shell = closure(entry);

const checks = [];
const routeModules = new Set();
for (const [route, spec] of Object.entries(budget.routes)) {
  routeModules.add(spec.module);
  if (spec.firstLoad) checks.push({ name: `route ${route} first load`, path: files(closure(spec.module, new Set(shell))), limit: spec.firstLoad, gzip: true });
  const own = [...closure(spec.module)].filter((k) => !shell.has(k));
  checks.push({ name: `route ${route} own chunk`, path: files(own), limit: spec.ownChunk ?? budget.defaultOwnChunk, gzip: true });
}
// Every other lazily loaded chunk (areas, catalogues) stays under the default own-chunk budget.
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !routeModules.has(k))) {
  const own = [...closure(key)].filter((k) => !shell.has(k));
  checks.push({ name: `lazy ${key.replace(/^.*\/src\//, '')}`, path: files(own), limit: budget.defaultOwnChunk, gzip: true });
}
// "*" expands to every component folder re-exported by @gaia/ui (its main export has the folder's name).
// A folder's main export is the function named like the folder, else the first one its main file exports.
const mainExport = (folder) => {
  const file = path.join(root, 'packages/ui/src', folder, `${folder}.tsx`);
  const names = existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/export function (\w+)/g)].map((m) => m[1]) : [];
  return names.includes(folder) ? folder : (names[0] ?? folder);
};
const uiComponents = [...readFileSync(path.join(root, 'packages/ui/src/index.ts'), 'utf8').matchAll(/'\.\/([A-Z]\w+)\/index'/g)].map((m) => mainExport(m[1]));
for (const [pkg, exportsBudget] of Object.entries(budget.components)) {
  const { '*': everyLimit, ...named } = exportsBudget;
  const entries = everyLimit ? { ...Object.fromEntries(uiComponents.map((c) => [c, everyLimit])), ...named } : named;
  for (const [name, limit] of Object.entries(entries)) {
    // size-limit resolves an import by path: point it at the package's built entry.
    const entry = path.join(root, 'packages', pkg.replace(/^@gaia\//, '').replace('/api', ''), 'dist', pkg.endsWith('/api') ? 'api/index.js' : 'index.js');
    checks.push({ name: `import { ${name} } from '${pkg}'`, import: { [entry]: `{ ${name} }` }, limit, gzip: true, ignore: ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'] });
  }
}
// size-limit picks its plugins from the project's package.json: file checks and import checks
// run as two projects so that route files are measured as built, not re-bundled.
let sizeFailed = false;
console.log('\n▶ size-limit (gzip) against size-budget.json');
for (const [dir, plugins, group] of [
  ['routes', { '@size-limit/file': '*' }, checks.filter((c) => !c.import)],
  ['imports', { '@size-limit/file': '*', '@size-limit/esbuild': '*' }, checks.filter((c) => c.import)],
]) {
  const cwd = path.join(out, dir);
  mkdirSync(cwd, { recursive: true });
  writeFileSync(path.join(cwd, '.size-limit.json'), JSON.stringify(group, null, 2));
  writeFileSync(path.join(cwd, 'package.json'), JSON.stringify({ name: `gaia-bench-${dir}`, private: true, devDependencies: plugins }));
  try {
    run(path.join(root, 'node_modules/.bin/size-limit'), cwd);
  } catch {
    sizeFailed = true;
  }
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
