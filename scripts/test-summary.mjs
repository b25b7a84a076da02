// Prints the test counts of every suite from the JSON reports the test stages write to .reports/,
// ending with the plain "N passed, N failed" line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const dir = '.reports';
if (!existsSync(dir)) process.exit(0);
let total = 0;
let failed = 0;
/** "suite › test title: first line of the error" of every failed test, printed last. */
const failures = [];
/** Tests that failed once and passed on their retry (CI only, ADR 0026): named, never hidden. */
const flaky = [];
const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).split('\n').find((l) => l.trim()) ?? '';

/** Playwright: suites nest; a test failed when its outcome is "unexpected". */
function playwrightFailures(suite, trail, out) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const result = test.results?.at(-1);
      out.push(`${[...trail, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(result?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, [...trail, child.title], out);
}

/** Playwright: a test that passed on a retry has the outcome "flaky". */
function playwrightFlaky(suite, trail, out) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'flaky') continue;
      out.push(`${[...trail, spec.title].join(' › ')} [${test.projectName}]: ${firstLine(test.results?.[0]?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFlaky(child, [...trail, child.title], out);
}

/** Vitest: a passed test that carries failure messages failed before its retry passed. */
function vitestFlaky(report, out) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && test.failureMessages?.length) out.push(`${test.fullName ?? test.title}: ${firstLine(test.failureMessages[0])}`);
    }
  }
}

/** Vitest json reporter: testResults[].assertionResults[] with status "failed". */
function vitestFailures(report, out) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      out.push(`${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

console.log('\nTest counts');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  // Vitest json reporter (and the size and smoke stages): numTotalTests / numFailedTests;
  // Playwright: stats.expected / unexpected.
  const count = report.numTotalTests ?? (report.stats ? report.stats.expected + report.stats.unexpected + report.stats.flaky : 0);
  const bad = report.numFailedTests ?? report.stats?.unexpected ?? 0;
  total += count;
  failed += bad;
  console.log(`  ${file.replace(/\.json$/, '').padEnd(20)} ${String(count).padStart(5)} tests, ${bad} failed`);
  const retried = [];
  if (report.suites) for (const suite of report.suites) playwrightFlaky(suite, [suite.title], retried);
  else vitestFlaky(report, retried);
  flaky.push(...retried.map((f) => `${file.replace(/\.json$/, '')}: ${f}`.slice(0, 400)));
  if (bad > 0) {
    const found = [];
    if (report.suites) for (const suite of report.suites) playwrightFailures(suite, [suite.title], found);
    else vitestFailures(report, found);
    failures.push(...found.map((f) => `${file.replace(/\.json$/, '')}: ${f}`.slice(0, 400)));
  }
}
console.log(`  ${'total'.padEnd(20)} ${String(total).padStart(5)} tests, ${failed} failed\n`);
if (flaky.length) {
  console.log('Passed on their retry (flaky: each needs a fix)');
  for (const f of flaky) console.log(`  ↻ ${f}`);
  console.log('');
}
if (failures.length) {
  console.log('Failed tests');
  for (const f of failures) console.log(`  ✘ ${f}`);
  console.log('');
}
console.log(`${total - failed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
