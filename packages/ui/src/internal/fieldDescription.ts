/**
 * The ids of a field's hint and error and its control's `aria-describedby`: the hint, then anything
 * the field adds between them (a stepper's range), then the error — only those that are shown —
 * then a description the caller gives. Said once, so every kit field is described alike.
 */
export function fieldDescription(
  baseId: string,
  shown: { hint?: unknown; error?: unknown; between?: string | false; extra?: string },
) {
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const parts = [shown.hint ? hintId : '', shown.between || '', shown.error ? errorId : '', shown.extra ?? ''];
  const describedBy = parts.filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}
