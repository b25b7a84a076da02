// Size budgets (a stage of the test command and the first half of `pnpm bench`), checked against
// size-budget.json in gzip. Expects the packages and the portal built.
//
// - Routes: per-route first loads and own chunks of the built portal, measured as built by
//   size-limit's file plugin.
// - Imports: the cost of importing one export of each package, as a consumer's bundler would pay
//   it: esbuild bundles `export { X } from '<package>/dist/index.js'` (minified, tree-shaken, React,
//   react-dom, styled-components and react/jsx-runtime external) and the budget applies to what
//   loads with the import (every import() left out). What loads on demand (an import() behind a
//   lazy piece, e.g. the help tooltip) is reported beside it, not counted. A kit component is measured over the provider every app mounts anyway:
//   size({ X, GaiaCoreProvider }) - size({ GaiaCoreProvider }); "primitive" and "composite" give
//   the two budgets, size-budget.json lists the composites, and "ignore" names a third-party
//   engine measured apart (SignaturePad's signature_pad, the pickers' downshift), which "engines"
//   holds to a budget of its own.
// A budget the code does not meet yet is listed under "waivers" with a temporary ceiling and the
// reason (the README's size table repeats them): it is still measured, and fails above its ceiling.
// Writes .reports/size.json so the test summary counts the checks.
//
//   node scripts/size.mjs                 every check
//   GAIA_PORTAL_DIST=dist-x node scripts/size.mjs   the routes of a portal built to apps/portal/dist-x
//   node scripts/size.mjs --imports       the import checks only (no portal build needed)
//   node scripts/size.mjs --why TextField what one import drags in, by package and by module
//   node scripts/size.mjs --markdown      the import table for the README, after the checks
// Each route check's chunks and their gzip sizes are written to .bench/routes/chunks.json.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portal = path.join(root, 'apps/portal');
const out = path.join(root, '.bench');
const budget = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8'));
const waivers = budget.waivers ?? {};
const args = process.argv.slice(2);
const why = args.includes('--why') ? args[args.indexOf('--why') + 1] : undefined;
const importsOnly = args.includes('--imports') || Boolean(why);
const markdown = args.includes('--markdown');
// The esbuild size-limit's own esbuild plugin runs, so both halves bundle alike.
const esbuild = createRequire(realpathSync(path.join(root, 'node_modules/@size-limit/esbuild/package.json')))('esbuild');

// The built portal: apps/portal/dist, or the folder GAIA_PORTAL_DIST names (relative to apps/portal),
// as the prerender reads it, so a build to another folder can be measured without touching dist.
const dist = path.join(portal, process.env.GAIA_PORTAL_DIST ?? 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
// A package's built entry (`@gaia/domain`, `@gaia/domain/api` …) as its package.json exports it.
const packageDir = (pkg) => pkg.split('/').slice(0, 2).join('/');
const exportedFile = (pkg) => {
  const subpath = `.${pkg.slice(packageDir(pkg).length)}`;
  const { exports } = JSON.parse(readFileSync(path.join(root, 'packages', packageDir(pkg).replace(/^@gaia\//, ''), 'package.json'), 'utf8'));
  return path.normalize(exports[subpath].default);
};
const builtEntry = (pkg) => path.join(root, 'packages', packageDir(pkg).replace(/^@gaia\//, ''), exportedFile(pkg));
for (const built of [...(importsOnly ? [] : [manifestFile]), ...Object.keys(budget.components).map(builtEntry)]) {
  if (!existsSync(built)) {
    console.error(`size: ${path.relative(root, built)} is missing; build first (pnpm build)`);
    process.exit(1);
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const parseKB = (text) => {
  const [, n, unit] = /^([\d.]+)\s*(B|kB|KB|MB)$/.exec(text.trim()) ?? [];
  if (!n) throw new Error(`size: cannot read the size "${text}"`);
  return Number(n) * { B: 1, kB: 1000, KB: 1000, MB: 1e6 }[unit];
};

// ---------- Import costs: esbuild bundles per import ----------
const external = ['react', 'react-dom', 'styled-components', 'react/jsx-runtime'];
// A folder of this run's own: two runs at once (a bench beside the test command) must not remove
// each other's copies. Removed when the run ends.
const importDir = path.join(out, `imports-${process.pid}`);
rmSync(importDir, { recursive: true, force: true });
mkdirSync(importDir, { recursive: true });
process.on('exit', () => rmSync(importDir, { recursive: true, force: true }));
// The packages are measured from a copy of their build taken now (dist and package.json under
// .bench/imports-<pid>/node_modules), so a rebuild running meanwhile cannot pull files from under a
// measurement; their dependencies still resolve from each package's own node_modules.
const packageDirs = [...new Set(Object.keys(budget.components).map(packageDir))];
for (const pkg of packageDirs) {
  const from = path.join(root, 'packages', pkg.replace(/^@gaia\//, ''));
  const to = path.join(importDir, 'node_modules', pkg);
  cpSync(path.join(from, 'dist'), path.join(to, 'dist'), { recursive: true });
  cpSync(path.join(from, 'package.json'), path.join(to, 'package.json'));
}
const nodePaths = packageDirs.map((pkg) => path.join(root, 'packages', pkg.replace(/^@gaia\//, ''), 'node_modules'));
const snapshotEntry = (pkg) => path.join(importDir, 'node_modules', packageDir(pkg), exportedFile(pkg));
let bundleCount = 0;
/** Leaves every `import()` out of the bundle: what loads on demand is not part of the first load. */
const dynamicImportsApart = {
  name: 'dynamic-imports-apart',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};
/** How a consumer's bundler builds an import: minified and tree-shaken for the browser, in memory. */
const consumerBundle = { bundle: true, write: false, minify: true, treeShaking: true, format: 'esm', platform: 'browser', logLevel: 'error', external, nodePaths };
/**
 * Bundles `export { names } from pkg` (names '*': the whole package) for each spec, one file per
 * spec, twice: with every import() left out (the first load) and with them in (first load + on
 * demand). The specs sharing externals go through one esbuild build (each entry its own output),
 * so the packages are parsed once. One file per entry rather than esbuild's code splitting, whose
 * chunks follow whole files: a tree-shaken import() of a catalogue would still pull shared chunks
 * into the entry.
 */
async function bundleAll(specs) {
  const entries = specs.map(({ pkg, names }) => {
    const entry = path.join(importDir, `${(bundleCount += 1)}.js`);
    const list = names === '*' ? '*' : `{ ${names.join(', ')} }`;
    writeFileSync(entry, `export ${list} from ${JSON.stringify(snapshotEntry(pkg))};\n`);
    return entry;
  });
  const groups = new Map();
  specs.forEach((spec, i) => {
    const key = (spec.ignore ?? []).join(',');
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const results = [];
  for (const [ignored, indexes] of groups) {
    const options = {
      ...consumerBundle,
      entryPoints: indexes.map((i) => entries[i]),
      outdir: path.join(importDir, `out-${bundleCount}-${ignored.replace(/\W+/g, '_')}`),
      metafile: true,
      external: [...external, ...(ignored ? ignored.split(',') : [])],
    };
    const [first, whole] = await Promise.all([esbuild.build({ ...options, plugins: [dynamicImportsApart] }), esbuild.build(options)]);
    // Each entry's output, found by the entry it came from.
    const outputOf = (result, entry) => {
      const key = Object.keys(result.metafile.outputs).find((k) => result.metafile.outputs[k].entryPoint && path.resolve(root, result.metafile.outputs[k].entryPoint) === entry);
      return { meta: result.metafile.outputs[key], file: result.outputFiles.find((f) => f.path === path.resolve(root, key)) };
    };
    const gz = (file) => gzipSync(file.contents, { level: 9 }).length;
    for (const i of indexes) {
      const a = outputOf(first, entries[i]);
      const b = outputOf(whole, entries[i]);
      const size = gz(a.file);
      results[i] = {
        size,
        lazy: Math.max(0, gz(b.file) - size),
        inputs: Object.fromEntries(Object.entries(a.meta.inputs).map(([input, v]) => [input, v.bytesInOutput])),
        exports: a.meta.exports,
      };
    }
  }
  return results;
}
const bundle = async (pkg, names, ignore) => (await bundleAll([{ pkg, names, ignore }]))[0];

// Which exports each budget line means.
const ui = budget.components['@gaia/ui'];
const base = ui.over;
// "*": every component folder re-exported by @gaia/ui, by its main export: the function named like
// the folder, else the first one its main file exports.
// A folder without a main file of its name (Icon/ holds createIcon.tsx): the first name its index exports.
const mainExport = (folder) => {
  const file = path.join(root, 'packages/ui/src', folder, `${folder}.tsx`);
  const names = existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/export function (\w+)/g)].map((m) => m[1]) : [];
  if (names.includes(folder)) return folder;
  if (names[0]) return names[0];
  const index = readFileSync(path.join(root, 'packages/ui/src', folder, 'index.ts'), 'utf8');
  return index.match(/export \{\s*(\w+)/)?.[1] ?? folder;
};
const uiComponents = [...readFileSync(path.join(root, 'packages/ui/src/index.ts'), 'utf8').matchAll(/'\.\/([A-Z]\w+)\/index'/g)].map((m) =>
  mainExport(m[1]),
);
for (const name of ui.composites) if (!uiComponents.includes(name)) console.warn(`size: composite "${name}" is no component of @gaia/ui; remove it`);

const checks = [];
for (const [name, limit] of Object.entries(ui.providers)) checks.push({ kind: 'provider', pkg: '@gaia/ui', name, limit, title: `import { ${name} } from '@gaia/ui'` });
for (const name of uiComponents) {
  const kind = ui.composites.includes(name) ? 'composite' : 'primitive';
  const limit = ui.named?.[name] ?? ui[kind];
  const ignore = ui.ignore?.[name] ?? [];
  const apart = ignore.length ? ` (${ignore.join(', ')} apart)` : '';
  checks.push({ kind, pkg: '@gaia/ui', name, limit, ignore, title: `import { ${name} } from '@gaia/ui' over ${base}${apart}` });
}
for (const [pkg, lines] of Object.entries(budget.components)) {
  if (pkg === '@gaia/ui') continue;
  let exported;
  for (const [pattern, limit] of Object.entries(lines)) {
    if (pattern.startsWith('$')) continue;
    let names = [pattern];
    if (pattern.includes('*')) {
      exported ??= (await bundle(pkg, '*')).exports;
      const re = new RegExp(`^${pattern.replace(/\*/g, '\\w*')}$`);
      names = exported.filter((n) => re.test(n));
      if (!names.length) console.warn(`size: "${pattern}" matches no export of ${pkg}`);
    }
    for (const name of names) checks.push({ kind: 'export', pkg, name, limit, title: `import { ${name} } from '${pkg}'` });
  }
}

if (why) {
  const check = checks.find((c) => c.name === why);
  if (!check) throw new Error(`size: no import check for "${why}"`);
  const over = check.pkg === '@gaia/ui' && check.name !== base;
  const withX = await bundle(check.pkg, over ? [why, base] : [why], check.ignore);
  const alone = over ? await bundle('@gaia/ui', [base]) : { size: 0, inputs: {} };
  const short = (input) => input.replace(/^.*node_modules\//, '');
  const owner = (s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/');
  const rows = Object.entries(withX.inputs)
    .filter(([k]) => !(k in alone.inputs))
    .map(([k, b]) => [short(k), b])
    .sort((a, b) => b[1] - a[1]);
  const byOwner = {};
  for (const [k, b] of rows) byOwner[owner(k)] = (byOwner[owner(k)] ?? 0) + b;
  console.log(`${check.title}: ${kB(withX.size - alone.size)} gzip first load (+ ${kB(withX.lazy)} on demand)`);
  console.log('minified bytes by package (what the provider already loads left out):');
  for (const [k, b] of Object.entries(byOwner).sort((a, b) => b[1] - a[1])) console.log(`  ${String(b).padStart(7)}  ${k}`);
  console.log('by module:');
  for (const [k, b] of rows.slice(0, 40)) console.log(`  ${String(b).padStart(7)}  ${k}`);
  process.exit(0);
}

console.log(`\n▶ import costs (gzip, esbuild; on demand = behind import(), not counted)`);
const overBase = (check) => check.kind === 'primitive' || check.kind === 'composite';
const [baseResult, ...results] = await bundleAll([
  { pkg: '@gaia/ui', names: [base] },
  ...checks.map((check) => ({ pkg: check.pkg, names: overBase(check) ? [check.name, base] : [check.name], ignore: check.ignore })),
]);
const measured = checks.map((check, i) => ({
  name: check.title,
  size: overBase(check) ? results[i].size - baseResult.size : results[i].size,
  lazy: results[i].lazy,
  check,
}));

// ---------- Third-party engines: measured apart, each against its own budget ----------
// A kit component built on an engine the field needs (downshift's listbox hooks, signature_pad's
// canvas) is measured with the engine left out ("ignore" above); the engine itself is held to a
// budget of its own here, bundled from what the kit imports of it, so neither can grow unseen.
for (const engine of new Set(Object.values(ui.ignore ?? {}).flat())) {
  if (!budget.engines?.[engine]) console.warn(`size: "${engine}" is measured apart from the kit but has no budget under "engines"; add one`);
}
for (const [pkg, spec] of Object.entries(budget.engines ?? {})) {
  const entry = path.join(importDir, `engine-${pkg.replace(/\W+/g, '_')}.js`);
  writeFileSync(entry, `export { ${spec.imports.join(', ')} } from ${JSON.stringify(pkg)};\n`);
  const result = await esbuild.build({ ...consumerBundle, entryPoints: [entry], plugins: [dynamicImportsApart] });
  const usedBy = Object.entries(ui.ignore ?? {}).filter(([, engines]) => engines.includes(pkg)).map(([name]) => name);
  const title = `engine ${pkg} (${spec.imports.join(', ')}; ${usedBy.join(', ')})`;
  measured.push({ name: title, size: gzipSync(result.outputFiles[0].contents, { level: 9 }).length, lazy: 0, check: { kind: 'engine', pkg, name: pkg, limit: spec.budget, title } });
}

// ---------- Routes: size-limit's file plugin on the built portal ----------
/** check name → what its number leaves out (a screen's shared pieces), printed beside it. */
const notes = new Map();
if (!importsOnly) {
  // Route closures from Vite's manifest: a route's first load is the entry's static imports plus its own.
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const closure = (key, acc = new Set()) => {
    if (acc.has(key)) return acc;
    acc.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, acc);
    return acc;
  };
  const files = (keys) => [...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]).map((f) => path.join(dist, f));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const shell = closure(entry);
  // Pages that open inside a frame (budget.frames: the signed-in area, which loads the request layer
  // and the server-state cache for all of them) cost what they add to the shell and the frame. A
  // piece counts as inside when only the frame's pages reach it, never a page outside the frame.
  const reach = (key, acc, stop = new Set()) => {
    if (acc.has(key) || stop.has(key) || !manifest[key]) return acc;
    acc.add(key);
    for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) reach(dep, acc, stop);
    return acc;
  };
  const frames = Object.entries(budget.frames ?? {}).map(([frame, pages]) => {
    const pageKeys = pages.map((module) => {
      if (!manifest[module]) throw new Error(`size: frame page ${module} is not in the build`);
      return module;
    });
    const inside = new Set();
    for (const page of pageKeys) reach(page, inside);
    const outside = reach(entry, new Set(), new Set([frame, ...pageKeys]));
    return { loaded: closure(frame), inside: new Set([...inside].filter((k) => !outside.has(k))) };
  });
  // The pieces loaded on demand (every dynamic entry: areas, pages, dialogs, catalogues) and who
  // loads each: a piece opened from another piece (a step of the sign-up page) costs what it adds
  // to everything loaded before it (the shell, its frame, and what all of its openers load).
  const importers = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const dep of chunk.dynamicImports ?? []) importers.set(dep, [...(importers.get(dep) ?? []), key]);
  }
  const memo = new Map();
  /** Everything surely loaded once `key` has loaded: its closure plus what was loaded before it. */
  const loadedWith = (key, base, visiting = new Set()) => new Set([...closure(key), ...before(key, base, visiting)]);
  /** What is loaded before a lazy piece: the base, its frame when it opens inside one, and what every opener of it loads. */
  function before(key, base, visiting = new Set()) {
    if (memo.has(key)) return memo.get(key);
    const frame = frames.find((f) => f.inside.has(key));
    const result = new Set(frame ? [...base, ...frame.loaded] : base);
    const openers = (importers.get(key) ?? []).filter((k) => !shell.has(k) && !visiting.has(k));
    if (openers.length) {
      visiting.add(key);
      // What all of its openers load, whichever of them opened it.
      const [first, ...rest] = openers.map((k) => loadedWith(k, base, visiting));
      for (const k of first) if (rest.every((set) => set.has(k))) result.add(k);
      visiting.delete(key);
    }
    memo.set(key, result);
    return result;
  }
  const routeChecks = [];
  const routeModules = new Set();
  // What the landing page loads as it starts, beyond its first load (budget.startup: the prerendered
  // form's behaviour, which the entry loads before hydrating, ADR 0007): each is checked on its own
  // below, and a piece loaded later from the landing page costs what it adds to all of that.
  const started = new Set(shell);
  for (const module of budget.startup ?? []) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) throw new Error(`size: startup module ${module} is not in the build`);
    closure(key, started);
  }
  const baseOf = (key) => ((budget.startup ?? []).some((module) => key.endsWith(module)) ? shell : started);
  // Shared pieces (budget.shared: the map chunk, the map's country outlines): chunks that several
  // screens load, each measured once against a budget of its own; a screen that loads one is
  // charged only its JS beyond it (ADR 0025). A piece is named by a chunk's module (a key of Vite's
  // manifest, e.g. a package's file) or, for a chunk the bundler made of shared modules, its name.
  const isChunk = (key, pattern) => key === pattern || key.endsWith(`/${pattern}`) || (!manifest[key].src && manifest[key].name === pattern);
  const shared = Object.entries(budget.shared ?? {}).map(([name, spec]) => {
    const keys = Object.keys(manifest).filter((k) => spec.chunks.some((pattern) => isChunk(k, pattern)));
    for (const pattern of spec.chunks) {
      if (!keys.some((k) => isChunk(k, pattern))) throw new Error(`size: shared piece "${name}": no chunk of the build is "${pattern}"`);
    }
    // Its own JS: what its chunks add to what is loaded before them (the map's outlines over the map).
    const own = new Set(keys.flatMap((k) => [...closure(k)].filter((dep) => !before(k, baseOf(k)).has(dep))));
    return { name, spec, keys, own };
  });
  const sharedKeys = new Set(shared.flatMap((s) => s.keys));
  /** piece → its own JS: the chunks its closure adds to what was loaded before it, shared pieces apart. */
  const added = new Map();
  /** check name → the shared pieces its screen loads and is not charged for. */
  const beyond = new Map();
  const pieces = [
    ...new Set([...Object.values(budget.routes).map((spec) => spec.module), ...Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && !sharedKeys.has(k))]),
  ];
  for (const key of pieces) {
    const base = Object.values(budget.routes).some((spec) => spec.module === key) ? shell : baseOf(key);
    const loaded = before(key, base);
    const own = [...closure(key)].filter((k) => !loaded.has(k));
    const opened = shared.filter((s) => own.some((k) => s.own.has(k)));
    added.set(key, own.filter((k) => !opened.some((s) => s.own.has(k))));
    if (opened.length) beyond.set(key, opened.map((s) => s.name));
  }
  for (const { name, spec, own } of shared) {
    routeChecks.push({ name: `shared ${name}`, path: files(own), limit: spec.budget, gzip: true });
  }
  for (const [route, spec] of Object.entries(budget.routes)) {
    routeModules.add(spec.module);
    if (spec.firstLoad) routeChecks.push({ name: `route ${route} first load`, path: files(closure(spec.module, new Set(shell))), limit: spec.firstLoad, gzip: true });
    routeChecks.push({ name: `route ${route} own chunk`, path: files(added.get(spec.module)), limit: spec.ownChunk ?? budget.defaultOwnChunk, gzip: true });
    if (beyond.has(spec.module)) notes.set(`route ${route} own chunk`, `beyond shared ${beyond.get(spec.module).join(', ')}`);
  }
  // Every other lazily loaded chunk (areas, pages, dialogs, catalogues) stays under the default own-chunk budget.
  for (const key of pieces.filter((k) => !routeModules.has(k))) {
    // What every page loads as it starts (the request layer and the server-state cache) has a budget of its own.
    const isStartup = (budget.startup ?? []).some((module) => key.endsWith(module));
    // Named by its module: the portal's own as is, a workspace package's as "@gaia/<package> <file>",
    // a third-party one by its whole path (so two packages' src/index.js never share a name).
    const name = `lazy ${key.replace(/^(\.\.\/)+packages\/([\w-]+)\/src\//, '@gaia/$2 ')}`;
    routeChecks.push({ name, path: files(added.get(key)), limit: isStartup ? (budget.startupChunk ?? budget.defaultOwnChunk) : budget.defaultOwnChunk, gzip: true });
    if (beyond.has(key)) notes.set(name, `beyond shared ${beyond.get(key).join(', ')}`);
  }
  // size-limit picks its plugins from the project's package.json.
  console.log('▶ size-limit (gzip) on the built portal');
  // size-limit's own folder of this run (see importDir); the chunks list goes to .bench/routes.
  const cwd = path.join(out, `routes-${process.pid}`);
  mkdirSync(cwd, { recursive: true });
  process.on('exit', () => rmSync(cwd, { recursive: true, force: true }));
  mkdirSync(path.join(out, 'routes'), { recursive: true });
  writeFileSync(path.join(cwd, '.size-limit.json'), JSON.stringify(routeChecks, null, 2));
  // Which chunks each check counts, with their gzip sizes, to find what to load on demand.
  const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  writeFileSync(
    path.join(out, 'routes', 'chunks.json'),
    JSON.stringify(Object.fromEntries(routeChecks.map((c) => [c.name, Object.fromEntries(c.path.map((f) => [path.relative(dist, f), gzipOf(f)]).sort((a, b) => b[1] - a[1]))])), null, 2),
  );
  writeFileSync(path.join(cwd, 'package.json'), JSON.stringify({ name: 'gaia-bench-routes', private: true, devDependencies: { '@size-limit/file': '*' } }));
  let json;
  try {
    json = execFileSync(path.join(root, 'node_modules/.bin/size-limit'), ['--json'], { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // size-limit exits 1 when a check is over its limit; its JSON is still on stdout.
    json = error.stdout;
    if (!json) throw error;
  }
  const routes = JSON.parse(json).map((r) => ({ name: r.name, size: r.size, check: { ...routeChecks.find((c) => c.name === r.name), title: r.name } }));
  measured.unshift(...routes);
}

// ---------- Verdicts ----------
for (const m of measured) {
  const waiver = waivers[m.name];
  m.budget = m.check.limit;
  m.limit = waiver ? waiver.ceiling : m.check.limit;
  m.waived = Boolean(waiver);
  m.passed = m.size <= parseKB(m.limit);
  m.met = m.size <= parseKB(m.budget);
}
for (const name of Object.keys(waivers)) {
  if (!measured.some((m) => m.name === name)) console.warn(`size: waiver "${name}" matches no check; remove it`);
}
let failed = 0;
for (const m of measured) {
  if (!m.passed) failed += 1;
  const status = !m.passed ? 'OVER' : m.waived && !m.met ? 'waived' : 'ok';
  const limit = m.waived ? `budget ${m.budget}, ceiling ${m.limit}` : `budget ${m.limit}`;
  const lazy = m.lazy ? ` + ${kB(m.lazy)} on demand` : '';
  const note = notes.has(m.name) ? `, ${notes.get(m.name)}` : '';
  console.log(`  ${status.padEnd(6)} ${kB(m.size).padStart(9)}  ${m.name}  (${limit}${note})${lazy}`);
}
for (const m of measured.filter((x) => x.waived && x.met)) console.warn(`size: "${m.name}" meets its budget now; remove its waiver`);
const waivedCount = measured.filter((m) => m.waived && !m.met).length;
console.log(`\n  ${measured.length} size checks: ${measured.length - failed} within budget (${waivedCount} of them under a waiver's ceiling), ${failed} over`);
if (markdown) {
  console.log('\n| import | first load (gzip) | on demand | budget |\n| --- | --- | --- | --- |');
  for (const m of measured.filter((x) => x.check.kind)) {
    const label = m.check.kind === 'primitive' || m.check.kind === 'composite' ? `${m.check.name} (${m.check.kind}, over the provider${m.check.ignore?.length ? `, ${m.check.ignore.join(', ')} apart` : ''})` : `${m.check.name} (${m.check.pkg})`;
    console.log(`| ${label} | ${kB(m.size)} | ${m.lazy ? kB(m.lazy) : '–'} | ${m.budget}${m.waived && !m.met ? ` (waiver, ceiling ${m.limit})` : ''} |`);
  }
}
if (!importsOnly) {
  mkdirSync(path.join(root, '.reports'), { recursive: true });
  writeFileSync(
    path.join(root, '.reports/size.json'),
    JSON.stringify(
      {
        numTotalTests: measured.length,
        numFailedTests: failed,
        results: measured.map(({ name, size, lazy, passed, limit, budget: b }) => ({ name, size, lazy, passed, limit, budget: b })),
      },
      null,
      2,
    ),
  );
}
process.exit(failed ? 1 : 0);
