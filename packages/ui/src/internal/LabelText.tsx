import { useT } from '../provider/GaiaContext';
import { RequiredMarker } from './FieldParts.styles';

/**
 * A field's or group's label text, then the required marker. The marker is hidden from assistive
 * technology, which hears the control's own required state instead.
 */
export function LabelText({ label, required }: { label: string; required?: boolean }) {
  const t = useT();
  return (
    <>
      {t(label)}
      {required ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
    </>
  );
}
