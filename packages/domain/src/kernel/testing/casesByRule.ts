/**
 * Rows for `it.each`, written under the rule they check (not shipped). Each row comes out with its
 * rule first, so every case's test name still says which rule it proves.
 */
export function casesByRule<Row extends unknown[]>(rules: Record<string, Row[]>): [string, ...Row][] {
  return Object.entries(rules).flatMap(([rule, rows]) => rows.map((row): [string, ...Row] => [rule, ...row]));
}
