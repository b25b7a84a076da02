// The packages as a consumer gets them (`node scripts/consumer-test.mjs`, after `pnpm build`; the
// `packages` stage of the test command). For @gaia/domain, @gaia/ui and @gaia/sandbox:
//
//   1. `pnpm pack` each into a temporary folder outside the workspace;
//   2. check each tarball: its manifest (no @gaia/source condition, no workspace: ranges, the same
//      exports as the workspace manifest, README, LICENSE and CHANGELOG, every exported file present),
//      publint (every message, suggestions included, fails) and arethetypeswrong (profile esm-only:
//      the packages are ESM only, so the CommonJS and node10 resolutions are not checked);
//   3. install the tarballs into a throwaway Vite + React + TypeScript app (`pnpm install
//      --prefer-offline`, the same React, styled-components, Vite and TypeScript versions as the
//      workspace), whose App renders <GaiaProvider locale="ar"> with a Button, uses a domain validator
//      and mocks the backend with @gaia/sandbox/msw;
//   4. type-check the app with tsc under moduleResolution bundler and node16, build it with Vite, and
//      run the domain's and the sandbox's entries in Node (a validator, the sandbox answering a call).
//
// Writes .reports/packages.json ({ numTotalTests, numFailedTests }) and removes the temporary folder
// (GAIA_KEEP_CONSUMER=1 keeps it to look into a failure).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The packages published from this workspace; the order is the order of their dependencies. */
const packages = [
  { name: '@gaia/domain', dir: 'packages/domain' },
  { name: '@gaia/ui', dir: 'packages/ui' },
  { name: '@gaia/sandbox', dir: 'packages/sandbox' },
];

/** What the consumer app installs beside the tarballs, at the workspace's own versions. */
const consumerDependencies = ['react', 'react-dom', 'styled-components', 'msw'];
const consumerDevDependencies = [
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];

const work = mkdtempSync(path.join(os.tmpdir(), 'gaia-consumer-'));
const tarballs = path.join(work, 'tarballs');
const app = path.join(work, 'app');
mkdirSync(tarballs);

// The install must not see the workspace's npm_config_* (set when this runs under `pnpm …`).
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key)),
);
const env = { ...cleanEnv, NO_COLOR: '1', FORCE_COLOR: '0', CI: process.env.CI ?? '1' };

/** @type {{ name: string, ok: boolean, seconds: number }[]} */
const results = [];
let skipRest = false;

/** Runs one named check; a thrown error (or a failed command) fails it with its message. */
async function check(name, fn, skip = skipRest) {
  const t0 = Date.now();
  if (skip) {
    results.push({ name, ok: false, seconds: 0 });
    console.log(`✗ ${name} (not run: an earlier step failed)`);
    return false;
  }
  try {
    await fn();
    const seconds = (Date.now() - t0) / 1000;
    results.push({ name, ok: true, seconds });
    console.log(`✓ ${name} (${seconds.toFixed(1)} s)`);
    return true;
  } catch (error) {
    const seconds = (Date.now() - t0) / 1000;
    results.push({ name, ok: false, seconds });
    console.log(
      `✗ ${name} (${seconds.toFixed(1)} s)\n${indent(error instanceof Error ? error.message : String(error))}`,
    );
    return false;
  }
}

const indent = (text) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/** Runs a command; resolves with its output, rejects with it when the command fails. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) resolve(output);
      else
        reject(new Error(`${command} ${args.join(' ')} exited ${status}\n${output.slice(-6000)}`));
    });
  });
}

const tar = (tgz, ...args) => run('tar', ['-xzf', tgz, '-O', ...args], work);
const tarList = async (tgz) => (await run('tar', ['-tzf', tgz], work)).split('\n').filter(Boolean);

/** `exports` without the workspace-only @gaia/source condition: what the published manifest must say. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== '@gaia/source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** Every file path an `exports` map points at. */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  if (typeof exports !== 'object' || exports === null) return [];
  return Object.values(exports).flatMap(exportTargets);
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const started = Date.now();
console.log(`Consumer test in ${work}`);
if (!path.relative(root, work).startsWith('..'))
  throw new Error(`The temporary folder ${work} is inside the workspace`);

// ── 1. Pack ─────────────────────────────────────────────────────────────────────────────────────
for (const pkg of packages) {
  pkg.manifest = JSON.parse(readFileSync(path.join(root, pkg.dir, 'package.json'), 'utf8'));
  await check(`${pkg.name}: pnpm pack`, async () => {
    assert(
      existsSync(path.join(root, pkg.dir, 'dist')),
      `${pkg.dir}/dist is missing: run \`pnpm build\` first`,
    );
    const before = new Set(readdirSync(tarballs));
    await run('pnpm', ['pack', '--pack-destination', tarballs], path.join(root, pkg.dir));
    const made = readdirSync(tarballs).filter((file) => !before.has(file) && file.endsWith('.tgz'));
    assert(made.length === 1, `expected one tarball, found ${made.join(', ') || 'none'}`);
    pkg.tarball = path.join(tarballs, made[0]);
  });
}
skipRest = packages.some((pkg) => !pkg.tarball);

// ── 2. Each tarball ──────────────────────────────────────────────────────────────────────────────
async function checkManifest(pkg) {
  const published = JSON.parse(await tar(pkg.tarball, 'package/package.json'));
  const files = new Set((await tarList(pkg.tarball)).map((file) => file.replace(/^package\//, '')));
  const problems = [];
  if (published.private) problems.push('the manifest is private');
  if (JSON.stringify(published.exports).includes('@gaia/source'))
    problems.push('the exports still have the @gaia/source condition');
  const workspaceRanges = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap(
    (field) =>
      Object.entries(published[field] ?? {}).filter(([, range]) =>
        String(range).startsWith('workspace:'),
      ),
  );
  if (workspaceRanges.length)
    problems.push(`workspace: ranges left: ${workspaceRanges.map(([name]) => name).join(', ')}`);
  if ('publishConfig' in published) problems.push('publishConfig was not applied by pnpm pack');
  const expected = withoutSourceCondition(pkg.manifest.exports);
  if (JSON.stringify(published.exports) !== JSON.stringify(expected)) {
    problems.push(
      `the published exports are not the workspace exports without @gaia/source: update publishConfig.exports in ${pkg.dir}/package.json\n  published: ${JSON.stringify(published.exports)}\n  expected:  ${JSON.stringify(expected)}`,
    );
  }
  for (const field of ['description', 'license', 'repository', 'engines', 'files'])
    if (!published[field]) problems.push(`no "${field}"`);
  if (published.type !== 'module') problems.push('"type" is not "module"');
  if (!('sideEffects' in published)) problems.push('no "sideEffects"');
  for (const file of ['README.md', 'LICENSE', 'CHANGELOG.md'])
    if (!files.has(file)) problems.push(`${file} is not in the tarball`);
  for (const target of exportTargets(published.exports)) {
    if (!files.has(target.replace(/^\.\//, '')))
      problems.push(`the export target ${target} is not in the tarball`);
  }
  const sources = [...files].filter(
    (file) => file.startsWith('src/') || /\.(test|stories)\./.test(file),
  );
  if (sources.length)
    problems.push(`sources or tests in the tarball: ${sources.slice(0, 5).join(', ')}`);
  assert(problems.length === 0, problems.join('\n'));
}

async function checkPublint(pkg) {
  const buffer = readFileSync(pkg.tarball);
  const tarball = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
  const { messages, pkg: manifest } = await publint({
    pack: { tarball },
    level: 'suggestion',
    strict: true,
  });
  assert(
    messages.length === 0,
    messages.map((m) => `${m.type}: ${formatMessage(m, manifest, { color: false })}`).join('\n'),
  );
}

// --profile esm-only: the packages are ESM only ("type": "module", no require condition), so the
// CommonJS (node16 from CJS) and node10 resolutions are not theirs to pass; every other rule applies.
const checkTypes = (pkg) =>
  run(
    path.join(root, 'node_modules/.bin/attw'),
    [
      pkg.tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--no-color',
      '--no-definitely-typed',
    ],
    work,
  );

async function checkTarballs() {
  for (const pkg of packages) {
    await check(`${pkg.name}: published manifest and files`, () => checkManifest(pkg));
    await check(`${pkg.name}: publint, every message`, () => checkPublint(pkg));
    await check(`${pkg.name}: arethetypeswrong (esm-only)`, () => checkTypes(pkg));
  }
}

// ── 3. A throwaway consumer app ─────────────────────────────────────────────────────────────────
const versionOf = (name) => {
  const version = rootManifest.devDependencies?.[name] ?? rootManifest.dependencies?.[name];
  if (!version) throw new Error(`The root package.json names no version of ${name}`);
  return version;
};
const byName = Object.fromEntries(packages.map((pkg) => [pkg.name, pkg]));
const tarballRange = (name) => `file:${byName[name].tarball}`;

function writeApp() {
  const files = {
    'package.json': JSON.stringify(
      {
        name: 'gaia-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(packages.map((pkg) => [pkg.name, tarballRange(pkg.name)])),
          ...Object.fromEntries(consumerDependencies.map((name) => [name, versionOf(name)])),
        },
        devDependencies: Object.fromEntries(
          consumerDevDependencies.map((name) => [name, versionOf(name)]),
        ),
        // The packages depend on each other by version; the tarballs stand in for the registry.
        pnpm: {
          overrides: Object.fromEntries(packages.map((pkg) => [pkg.name, tarballRange(pkg.name)])),
        },
      },
      null,
      2,
    ),
    'index.html': `<!doctype html>
<html lang="ar" dir="rtl">
  <head><meta charset="utf-8" /><title>GAIA consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
    'vite.config.ts': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()], logLevel: 'warn' });
`,
    'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

async function start() {
  // ?mock: the operator backend answered in the browser by the sandbox's MSW handlers.
  if (new URLSearchParams(location.search).has('mock')) {
    const { worker } = await import('./mocks.js');
    await worker.start({ onUnhandledRequest: 'bypass' });
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
`,
    'src/App.tsx': `import { useState } from 'react';
import { Button, GaiaProvider, type ButtonProps } from '@gaia/ui';
import { isSubmittable, validatePasswordLogin, type PasswordLoginInput } from '@gaia/domain';
import { createHttpClient } from '@gaia/domain/api';

const input: PasswordLoginInput = { account: '0771234567', password: 'Gaia#2026' };

export function App() {
  const [pressed, setPressed] = useState(0);
  const errors = validatePasswordLogin(input);
  const variant: ButtonProps['variant'] = isSubmittable(errors) ? 'primary' : 'secondary';
  return (
    <GaiaProvider locale="ar" theme="dark">
      <Button variant={variant} onClick={() => setPressed((n) => n + 1)}>
        {String(pressed)}
      </Button>
    </GaiaProvider>
  );
}

export type Http = ReturnType<typeof createHttpClient>;
`,
    'src/mocks.ts': `import { setupWorker } from 'msw/browser';
import { createSandboxHandlers, scenarioHandlers, type ScenarioName } from '@gaia/sandbox/msw';

const scenario: ScenarioName | undefined = undefined;
export const worker = setupWorker(...(scenario ? scenarioHandlers[scenario] : []), ...createSandboxHandlers());
`,
    // Node, without a bundler: the domain's and the sandbox's entries import and work. (@gaia/ui is
    // for bundlers: styled-components 6 has no ESM entry that Node's loader would pick.)
    'runtime-check.mjs': `import assert from 'node:assert/strict';
import { isSubmittable, validatePasswordLogin } from '@gaia/domain';
import { createHttpClient } from '@gaia/domain/api';
import { createSandboxApp } from '@gaia/sandbox';
import { createSandboxHandlers } from '@gaia/sandbox/msw';
import { startSandboxServer } from '@gaia/sandbox/node';

assert.equal(isSubmittable(validatePasswordLogin({ account: '', password: '' })), false);
assert.equal(isSubmittable(validatePasswordLogin({ account: '0771234567', password: 'Gaia#2026' })), true);
assert.equal(typeof createHttpClient, 'function');
assert.ok(createSandboxHandlers().length > 0);
const answer = await createSandboxApp().fetch(new Request('http://127.0.0.1/ecare/common/system/configParam/list'));
assert.equal(answer.status, 200);
const server = await startSandboxServer({ port: 0 });
assert.equal((await fetch(\`\${server.url}/ecare/common/system/configParam/list\`)).status, 200);
await server.close();
console.log('runtime check passed');
`,
  };
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // The packages' declarations are checked too, not only the app (under node16, below).
    skipLibCheck: false,
    isolatedModules: true,
    types: ['vite/client'],
  };
  files['tsconfig.bundler.json'] = JSON.stringify(
    {
      // The declarations themselves are checked under node16, the stricter resolution for them (every
      // relative import needs its extension there); here the app is checked against them, as a
      // bundler-resolution app with the usual skipLibCheck uses them. Checking every .d.ts twice
      // doubled the stage's longest step for nothing node16 does not already catch.
      compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'bundler', skipLibCheck: true },
      include: ['src'],
    },
    null,
    2,
  );
  files['tsconfig.node16.json'] = JSON.stringify(
    {
      compilerOptions: { ...compilerOptions, module: 'node16', moduleResolution: 'node16' },
      include: ['src'],
    },
    null,
    2,
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    writeFileSync(path.join(app, file), text);
  }
}

const tsc = path.join(app, 'node_modules/typescript/bin/tsc');

async function checkConsumerApp() {
  const installed = await check(
    'consumer app: install the tarballs (pnpm install --prefer-offline)',
    () => {
      writeApp();
      return run(
        'pnpm',
        [
          'install',
          '--prefer-offline',
          '--no-frozen-lockfile',
          '--ignore-workspace',
          '--config.engine-strict=false',
          '--reporter=append-only',
        ],
        app,
      );
    },
  );
  // The two type-checks run side by side, then the build and the Node run.
  await Promise.all([
    check(
      'consumer app: tsc, moduleResolution bundler',
      () => run('node', [tsc, '-p', 'tsconfig.bundler.json'], app),
      !installed,
    ),
    check(
      'consumer app: tsc, moduleResolution node16',
      () => run('node', [tsc, '-p', 'tsconfig.node16.json'], app),
      !installed,
    ),
  ]);
  await Promise.all([
    check(
      'consumer app: vite build',
      async () => {
        await run('node', [path.join(app, 'node_modules/vite/bin/vite.js'), 'build'], app);
        assert(
          readdirSync(path.join(app, 'dist/assets')).some((file) => file.endsWith('.js')),
          'vite built no JavaScript',
        );
      },
      !installed,
    ),
    check(
      'consumer app: the domain and sandbox entries in Node',
      () => run('node', ['runtime-check.mjs'], app),
      !installed,
    ),
  ]);
}

// The tarball checks (CPU) run while the app installs (mostly waiting on the store and the registry).
await Promise.all([checkTarballs(), checkConsumerApp()]);

// ── Report ──────────────────────────────────────────────────────────────────────────────────────
if (process.env.GAIA_KEEP_CONSUMER) console.log(`Kept ${work}`);
else rmSync(work, { recursive: true, force: true });

const failed = results.filter((r) => !r.ok);
mkdirSync(path.join(root, '.reports'), { recursive: true });
writeFileSync(
  path.join(root, '.reports/packages.json'),
  `${JSON.stringify({ numTotalTests: results.length, numFailedTests: failed.length }, null, 2)}\n`,
);
console.log(
  `\n${((Date.now() - started) / 1000).toFixed(0)} s\nPackages: ${results.length - failed.length} passed, ${failed.length} failed`,
);
process.exit(failed.length ? 1 : 0);
