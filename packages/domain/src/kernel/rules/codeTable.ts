/**
 * Code tables: the `{ name: 'CODE' } as const` objects the areas name their codes with (states,
 * reasons, events, sorts). Text from a URL, a form or a request is read as a code only when the
 * table holds it.
 */

/**
 * Whether `value` is one of the codes of `table`; a type guard, so the caller reads it as that code
 * afterwards. The table's values are read at each call rather than kept in a set made when the
 * module loads: a bundler cannot drop such a set, and the tables are a handful of entries.
 */
export function isCodeOf<Table extends Readonly<Record<string, string>>>(
  table: Table,
  value: unknown,
): value is Table[keyof Table] {
  return typeof value === 'string' && (Object.values(table) as string[]).includes(value);
}
