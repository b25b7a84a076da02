// Prints the test counts of every suite from the JSON reports the test stages write to .reports/,
// ending with the plain "N passed, N failed" line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = '.reports';
if (!existsSync(dir)) process.exit(0);
let total = 0;
let failed = 0;
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
}
console.log(`  ${'total'.padEnd(20)} ${String(total).padStart(5)} tests, ${failed} failed\n`);
console.log(`${total - failed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
