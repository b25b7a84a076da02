// Post-build step of the publishable packages: every import of the built files becomes a path that
// Node's ESM loader, and TypeScript under `moduleResolution` node16/nodenext, can follow.
//
//   node ../../scripts/fix-esm-specifiers.mjs [dist]     (run in the package's folder)
//
// - Declarations (dist/**/*.d.ts): tsc emits the specifiers of the sources, which are extensionless
//   (`from './session'`, `import("..")`). Each relative one is rewritten to the file that exists:
//   `./session.js` (declared by session.d.ts) or `./api/index.js` (a folder's index).
// - JavaScript (tsup's output): relative imports must already name an existing .js file (checked).
//   A deep import of a dependency that has no `exports` map (`dayjs/plugin/advancedFormat`) is
//   rewritten to its file (`dayjs/plugin/advancedFormat.js`); bundlers accept both, Node only that.
//
// A relative specifier that names no file fails the build. Specifiers are found with TypeScript's
// own scanner (ts.preProcessFile), so text inside comments and strings is left alone.
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const dist = path.resolve(process.argv[2] ?? 'dist');
const packageDir = path.dirname(dist);
if (!existsSync(dist)) {
  console.error(`fix-esm-specifiers: ${dist} does not exist (build first)`);
  process.exit(1);
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const isRelative = (spec) =>
  spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../');
const isFile = (p) => existsSync(p) && statSync(p).isFile();
const hasJsExtension = (spec) => /\.(c|m)?js$/.test(spec);

/** The ESM specifier of `spec` (seen from `file`) that names an existing declaration, or null. */
function resolveDeclaration(file, spec) {
  const base = path.resolve(path.dirname(file), spec);
  if (hasJsExtension(spec))
    return isFile(base.replace(/\.(c|m)?js$/, (ext) => `.d${ext.replace('js', 'ts')}`))
      ? spec
      : null;
  if (/\.json$/.test(spec)) return isFile(base) ? spec : null;
  if (isFile(`${base}.d.ts`)) return `${spec}.js`;
  if (isFile(path.join(base, 'index.d.ts'))) return `${spec.replace(/\/$/, '')}/index.js`;
  return null;
}

/** The folder of an installed dependency, looked up from the package's folder as Node would. */
function dependencyDir(name) {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (isFile(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return null;
  }
}

/** A deep import of an `exports`-less dependency, completed with its file; otherwise unchanged. */
function resolveDeepImport(spec) {
  if (spec.startsWith('node:') || hasJsExtension(spec) || /\.json$/.test(spec)) return spec;
  const parts = spec.split('/');
  const nameLength = spec.startsWith('@') ? 2 : 1;
  if (parts.length <= nameLength) return spec;
  const name = parts.slice(0, nameLength).join('/');
  const subpath = parts.slice(nameLength).join('/');
  const dir = dependencyDir(name);
  if (!dir) return spec;
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (manifest.exports !== undefined) return spec; // the package's exports map decides
  if (isFile(path.join(dir, `${subpath}.js`))) return `${spec}.js`;
  if (isFile(path.join(dir, subpath, 'index.js'))) return `${spec}/index.js`;
  return spec;
}

const problems = [];
const counts = { dts: 0, js: 0, files: 0 };

/** Applies `rewrite` to every import specifier of `file`; `rewrite` returns the new one or null (a problem). */
function rewriteFile(file, rewrite) {
  const text = readFileSync(file, 'utf8');
  const edits = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName, pos }) => ({ fileName, pos, to: rewrite(fileName) }))
    .sort((a, b) => b.pos - a.pos); // from the end, so earlier positions stay valid
  let out = text;
  let changed = 0;
  for (const { fileName, pos, to } of edits) {
    if (to === null) {
      problems.push(`${path.relative(dist, file)}: '${fileName}' names no file`);
      continue;
    }
    if (to === fileName) continue;
    const quote = out[pos];
    const literal = `${quote}${fileName}${quote}`;
    if (out.slice(pos, pos + literal.length) !== literal) {
      problems.push(`${path.relative(dist, file)}: '${fileName}' is not where the scanner put it`);
      continue;
    }
    out = `${out.slice(0, pos)}${quote}${to}${quote}${out.slice(pos + literal.length)}`;
    changed += 1;
  }
  if (changed) {
    writeFileSync(file, out);
    counts.files += 1;
  }
  return changed;
}

for (const file of walk(dist)) {
  if (file.endsWith('.d.ts')) {
    counts.dts += rewriteFile(file, (spec) =>
      isRelative(spec) ? resolveDeclaration(file, spec) : spec,
    );
  } else if (/\.(c|m)?js$/.test(file)) {
    counts.js += rewriteFile(file, (spec) => {
      if (!isRelative(spec)) return resolveDeepImport(spec);
      return hasJsExtension(spec) && isFile(path.resolve(path.dirname(file), spec)) ? spec : null;
    });
  }
}

if (problems.length) {
  console.error(`fix-esm-specifiers: ${problems.length} import(s) cannot be made ESM paths:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `fix-esm-specifiers: ${counts.dts} declaration and ${counts.js} JavaScript specifier(s) completed in ${counts.files} file(s); every relative import names its file`,
);
