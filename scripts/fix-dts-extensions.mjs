// Post-build step of the publishable packages: makes every relative import of the built files a full
// ESM path, so the declarations resolve under `moduleResolution` node16/nodenext as well as bundler.
//
//   node ../../scripts/fix-dts-extensions.mjs [dist]
//
// tsc emits the declarations with the specifiers of the sources, which are extensionless
// (`from './session'`, `import("..")`); Node's ESM resolution, and TypeScript's under node16, needs
// the file that exists: `./session.js` (declared by session.d.ts) or `./api/index.js` (a folder's
// index). Each relative specifier of dist/**/*.d.ts is rewritten to that file; one that matches no
// declaration fails the build. The JavaScript (tsup's output) is checked, not rewritten: every relative
// import must already name a .js file that exists. The specifiers are found with TypeScript's own
// scanner (ts.preProcessFile), so text inside comments and strings is left alone.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const dist = path.resolve(process.argv[2] ?? 'dist');
if (!existsSync(dist)) {
  console.error(`fix-dts-extensions: ${dist} does not exist (build first)`);
  process.exit(1);
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const isRelative = (spec) => spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../');
const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The ESM specifier of `spec` (seen from `file`) that names an existing declaration, or null. */
function resolveDeclaration(file, spec) {
  const base = path.resolve(path.dirname(file), spec);
  if (/\.(c|m)?js$/.test(spec)) {
    const dts = base.replace(/\.(c|m)?js$/, (ext) => `.d${ext.replace('js', 'ts')}`);
    return isFile(dts) ? spec : null;
  }
  if (/\.json$/.test(spec)) return isFile(base) ? spec : null;
  if (isFile(`${base}.d.ts`)) return `${spec}.js`;
  if (isFile(path.join(base, 'index.d.ts'))) return `${spec.replace(/\/$/, '')}/index.js`;
  return null;
}

const files = walk(dist);
const problems = [];
let rewritten = 0;
let rewrittenFiles = 0;

for (const file of files.filter((f) => f.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  // Replace from the end so that earlier positions stay valid.
  const edits = importedFiles
    .filter(({ fileName }) => isRelative(fileName))
    .map(({ fileName, pos }) => ({ fileName, pos, to: resolveDeclaration(file, fileName) }))
    .sort((a, b) => b.pos - a.pos);
  let out = text;
  let changed = 0;
  for (const { fileName, pos, to } of edits) {
    if (to === null) {
      problems.push(`${path.relative(dist, file)}: '${fileName}' names no declaration file`);
      continue;
    }
    if (to === fileName) continue;
    const quote = out[pos];
    const literal = `${quote}${fileName}${quote}`;
    if (out.slice(pos, pos + literal.length) !== literal) {
      problems.push(`${path.relative(dist, file)}: '${fileName}' not found where the scanner put it`);
      continue;
    }
    out = `${out.slice(0, pos)}${quote}${to}${quote}${out.slice(pos + literal.length)}`;
    changed += 1;
  }
  if (changed) {
    writeFileSync(file, out);
    rewritten += changed;
    rewrittenFiles += 1;
  }
}

for (const file of files.filter((f) => /\.(c|m)?js$/.test(f))) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of importedFiles.filter((i) => isRelative(i.fileName))) {
    if (!/\.(c|m)?js$/.test(fileName) || !isFile(path.resolve(path.dirname(file), fileName))) {
      problems.push(`${path.relative(dist, file)}: '${fileName}' is not a path to an existing .js file`);
    }
  }
}

if (problems.length) {
  console.error(`fix-dts-extensions: ${problems.length} relative import(s) cannot be made ESM paths:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`fix-dts-extensions: ${rewritten} specifier(s) rewritten in ${rewrittenFiles} declaration file(s); the JavaScript imports name their files`);
