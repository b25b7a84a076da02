import type { ReactNode } from 'react';
import { useT } from '../provider/GaiaContext';
import { RequiredMarker } from './FieldParts.styles';

/** What a field's label (or legend) holds: its text, then the marker when it is required. */
export interface FieldLabelTextProps {
  /** A message key or text, or content of its own (rendered as given). */
  label: ReactNode;
  required: boolean;
}

/**
 * The text of a field's label followed by the required marker. The marker is hidden from assistive
 * technology, which hears the control's `aria-required` instead.
 */
export function FieldLabelText({ label, required }: FieldLabelTextProps) {
  const t = useT();
  return (
    <>
      {typeof label === 'string' ? t(label) : label}
      {required ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
    </>
  );
}
