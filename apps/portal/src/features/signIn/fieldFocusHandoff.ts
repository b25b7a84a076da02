/**
 * The field a person is typing in when the configuration replaces the password form with the older
 * three-field form (F1.9): the form that leaves notes the field's name and the selection in it, and
 * the form that arrives puts the person back in its field of that name, so typing goes on where it
 * was (the values themselves come over in the page's SignInDraft). Lives as long as the page.
 */
export interface FieldFocusHandoff {
  /** The form is leaving the page (its elements are still in it): note the field in use, if one of its own. */
  leave(form: HTMLFormElement): void;
  /** The form has arrived: if the person was in a field of the form it replaces, focus its field of that name. */
  arrive(form: HTMLFormElement): void;
}

interface FieldInUse {
  name: string;
  selectionStart: number | null;
  selectionEnd: number | null;
}

export function createFieldFocusHandoff(): FieldFocusHandoff {
  let inUse: FieldInUse | undefined;
  return {
    leave: (form) => {
      const active = form.ownerDocument.activeElement;
      inUse =
        active instanceof HTMLInputElement && active.name && form.contains(active)
          ? { name: active.name, selectionStart: active.selectionStart, selectionEnd: active.selectionEnd }
          : undefined;
    },
    arrive: (form) => {
      const field = inUse;
      inUse = undefined;
      const { activeElement, body } = form.ownerDocument;
      // Focus left with the replaced form; anywhere else, the person has moved on.
      if (!field || (activeElement !== null && activeElement !== body)) return;
      const input = form.elements.namedItem(field.name);
      if (!(input instanceof HTMLInputElement)) return;
      input.focus();
      if (field.selectionStart !== null && field.selectionEnd !== null) {
        const end = input.value.length;
        input.setSelectionRange(Math.min(field.selectionStart, end), Math.min(field.selectionEnd, end));
      }
    },
  };
}
