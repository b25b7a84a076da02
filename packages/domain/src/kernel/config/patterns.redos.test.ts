import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSafePattern } from './patternSafety';
import { defaultPortalConfig } from './portalConfig';

/**
 * Every regular expression of the domain and the sandbox runs in linear time (issue #10 §2: a
 * quadratic e-mail pattern froze the sandbox for 28 s on a 200 KB account). The patterns are found
 * by reading the source files, so a pattern added later is checked without anyone listing it, and
 * each is analysed by recheck, which reports a pattern as safe only when matching it is linear.
 *
 * recheck runs on its pure-JavaScript backend: no Java, no native binary, no network, the same on
 * every machine. A fixed seed keeps its fuzzing reproducible.
 */
process.env.RECHECK_BACKEND = 'pure';

const here = path.dirname(fileURLToPath(import.meta.url));
const packagesDir = path.resolve(here, '../../../..');
const ROOTS = ['domain/src', 'sandbox/src'].map((dir) => path.join(packagesDir, dir));
/** The one module allowed to compile a pattern that is not written in the code (behind its guard). */
const GUARD_MODULE = path.join(packagesDir, 'domain/src/kernel/config/patternSafety.ts');

interface FoundPattern {
  file: string;
  line: number;
  source: string;
  flags: string;
  kind: 'literal' | 'constructor' | 'template' | 'named-string' | 'dynamic';
}

/** Names of constants and properties that hold a pattern source as a string. */
const PATTERN_NAME = /pattern$|regexp?$|reg$/i;

function literalText(
  node: ts.Expression | undefined,
): { text: string; template: boolean } | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { text: node.text, template: false };
  if (ts.isTemplateExpression(node)) {
    // A `${…}` part of a pattern template is a count in this code base: read it as 9.
    const text =
      node.head.text + node.templateSpans.map((span) => `9${span.literal.text}`).join('');
    return { text, template: true };
  }
  return undefined;
}

/**
 * The regular expressions of one source file: regex literals; `new RegExp(…)` / `RegExp(…)` with a
 * string or template source ("dynamic" when the source is not a literal); string literals given
 * to a constant or property named like a pattern (`emailPattern`, `DEFAULT_…_PATTERN`, `…Reg`).
 */
function findPatterns(file: string, code: string): FoundPattern[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: FoundPattern[] = [];
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf('/');
      found.push({
        file,
        line: lineOf(node),
        source: node.text.slice(1, end),
        flags: node.text.slice(end + 1),
        kind: 'literal',
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [first, second] = node.arguments ?? [];
      const pattern = literalText(first);
      const flags = literalText(second)?.text ?? '';
      found.push({
        file,
        line: lineOf(node),
        source: pattern?.text ?? first?.getText(source) ?? '',
        flags,
        kind: pattern ? (pattern.template ? 'template' : 'constructor') : 'dynamic',
      });
    } else if (
      (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      PATTERN_NAME.test(node.name.text) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      found.push({
        file,
        line: lineOf(node),
        source: node.initializer.text,
        flags: '',
        kind: 'named-string',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const where = (p: FoundPattern) => `${path.relative(packagesDir, p.file)}:${p.line}`;

/*
 * The same verdict on every machine and under any load: a fixed seed, and the fuzzer's phases bounded
 * by their iteration limits rather than by time (with time-outs, a busy machine fuzzes less and finds
 * other strings). The overall time-out stays as a guard against a hang.
 */
async function analyse(source: string, flags: string): Promise<Diagnostics> {
  return check(source, flags, {
    timeout: 60_000,
    randomSeed: 1,
    attackTimeout: null,
    incubationTimeout: null,
    recallTimeout: null,
    seedingTimeout: null,
  });
}

/** The verdict of each pattern that recheck does not call safe, as readable lines. */
async function unsafe(patterns: readonly FoundPattern[]): Promise<string[]> {
  const problems: string[] = [];
  for (const p of patterns) {
    const result = await analyse(p.source, p.flags);
    if (result.status === 'safe') continue;
    const detail =
      result.status === 'vulnerable'
        ? `${result.complexity.summary}, attack ${result.attack.pattern}`
        : `${result.status}${result.status === 'unknown' ? `: ${result.error.kind}` : ''}`;
    problems.push(`${where(p)} /${p.source}/${p.flags} — ${detail}`);
  }
  return problems;
}

const all = ROOTS.flatMap(sourceFiles).flatMap((file) =>
  findPatterns(file, readFileSync(file, 'utf8')),
);

describe('regular expressions are linear (ReDoS)', () => {
  it('finds the patterns of both packages, the configured defaults among them', () => {
    const sources = all.map((p) => p.source);
    // The configuration's defaults (strings), regex literals and the sandbox's patterns.
    expect(sources).toContain(defaultPortalConfig.emailPattern);
    expect(sources).toContain(defaultPortalConfig.mobilePattern);
    expect(all.some((p) => p.file.includes(`${path.sep}sandbox${path.sep}`))).toBe(true);
    expect(all.length).toBeGreaterThan(40);
  });

  it('the scanner and the analyser catch a vulnerable pattern in each form', async () => {
    const code = [
      'const a = /^(\\w+\\s?)*$/;',
      "const b = new RegExp('^(a|a)*$');",
      "const c = new RegExp(`^(\\\\d+)+${'x'}$`);",
      "const d = { emailPattern: '^[^@]+@[^@]+\\\\.[^@]{2,}$' };",
      'const e = new RegExp(config.source);',
    ].join('\n');
    const found = findPatterns('sample.ts', code);
    expect(found.map((p) => p.kind)).toEqual([
      'literal',
      'constructor',
      'template',
      'named-string',
      'dynamic',
    ]);
    const problems = await unsafe(found.filter((p) => p.kind !== 'dynamic'));
    expect(problems).toHaveLength(4);
  });

  it('every pattern written in the domain and the sandbox is safe (linear)', async () => {
    const problems = await unsafe(all.filter((p) => p.kind !== 'dynamic'));
    expect(problems, `vulnerable patterns:\n${problems.join('\n')}`).toEqual([]);
  }, 180_000);

  it('patterns not written in the code are compiled only behind the run-time guard', () => {
    const dynamic = all.filter((p) => p.kind === 'dynamic' && p.file !== GUARD_MODULE);
    expect(dynamic.map((p) => `${where(p)} new RegExp(${p.source})`)).toEqual([]);
  });

  it('the run-time guard accepts every pattern of the code that is a configuration default', () => {
    const defaults = all.filter((p) => p.kind === 'named-string');
    expect(defaults.filter((p) => !isSafePattern(p.source)).map(where)).toEqual([]);
  });
});
