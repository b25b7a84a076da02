import { useEffect, useRef, type MouseEvent } from 'react';

/** Where a summary link leads: the field, or the first control inside a group (a fieldset, a radio group). */
function focusTarget(element: HTMLElement): HTMLElement {
  if (element.matches('input, select, textarea, button, [tabindex], [contenteditable="true"]')) return element;
  return element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])') ?? element;
}

/**
 * What to bring into view with the field: its label or its group's legend (a question above a field
 * must stay readable once the field is focused), else the field itself.
 */
function labelOf(field: HTMLElement): HTMLElement {
  const { id } = field;
  const label = id ? field.ownerDocument.querySelector<HTMLElement>(`label[for="${CSS.escape(id)}"]`) : null;
  return field.closest('fieldset')?.querySelector<HTMLElement>(':scope > legend') ?? label ?? field;
}

/**
 * Behaviour of the error summary (after GOV.UK's): the summary takes focus when it appears and again
 * when `focusKey` changes (each failed submit), and each link moves focus to its field, its label in view.
 */
export function useErrorSummary(active: boolean, focusOnMount: boolean, focusKey: unknown) {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active && focusOnMount) rootRef.current?.focus();
  }, [active, focusOnMount, focusKey]);

  const followLink = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const field = rootRef.current?.ownerDocument.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    labelOf(field).scrollIntoView({ block: 'start' });
    focusTarget(field).focus({ preventScroll: true });
  };

  return { rootRef, followLink };
}
