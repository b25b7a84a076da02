import { useId } from 'react';

/** The id of a field's control and the ids of its hint and error, which describe it. */
export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/**
 * The ids of a field: the control's own (the `id` given, else `<prefix>-<generated>`) and, derived
 * from it, the ids of the hint and the error that `aria-describedby` points to.
 */
export function useFieldIds(prefix: string, id: string | undefined): FieldIds {
  const autoId = useId();
  const controlId = id ?? `${prefix}-${autoId}`;
  return { id: controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/**
 * An `aria-describedby` value: the ids of the descriptions actually shown, in reading order. Empty
 * entries (a hint or error not shown) are skipped; with none left the attribute is omitted.
 */
export function describedByIds(
  ...ids: ReadonlyArray<string | false | null | undefined>
): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
