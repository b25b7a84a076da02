import { useT } from '@gaia/ui';
import { PlaceholderControl, PlaceholderField, PlaceholderHint, PlaceholderLabel } from './FieldPlaceholder.styles';

export interface FieldPlaceholderProps {
  /** Message key of the field's label. */
  label: string;
  /** Message key of the field's hint, when the field has one. */
  hint?: string;
  /**
   * What the closed control shows, with the kit's chevron: the chosen option's label key, or the
   * placeholder's (`placeholder` set). Without it the control is an empty, disabled-looking box.
   */
  value?: { label: string; placeholder?: boolean };
  /** A test id for specs that wait for the real field to replace it. */
  testId?: string;
}

/**
 * Holds a kit field's place while its code loads (a select, a combobox): the same label, control
 * box and hint, but no behaviour, so nothing moves when the field arrives. Hidden from assistive
 * technology; the field is the one to announce.
 */
export function FieldPlaceholder({ label, hint, value, testId }: FieldPlaceholderProps) {
  const t = useT();
  return (
    <PlaceholderField aria-hidden="true" data-testid={testId}>
      <PlaceholderLabel>{t(label)}</PlaceholderLabel>
      {value ? (
        <PlaceholderControl data-placeholder={value.placeholder ? '' : undefined}>
          <span>{t(value.label)}</span>
          {/* The kit's chevron (lucide ChevronDown at 18 px). */}
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </PlaceholderControl>
      ) : (
        <PlaceholderControl />
      )}
      {hint && <PlaceholderHint>{t(hint)}</PlaceholderHint>}
    </PlaceholderField>
  );
}
