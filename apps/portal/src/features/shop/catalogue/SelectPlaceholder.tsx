import { useT, type SelectProps } from '@gaia/ui';
import { PlaceholderControl, PlaceholderField, PlaceholderLabel } from './SelectPlaceholder.styles';

export type SelectPlaceholderProps = Pick<SelectProps, 'label' | 'options' | 'value' | 'defaultValue' | 'placeholder'>;

/**
 * Holds the place of a kit select while its code loads: the label and the closed control with the
 * chosen option's text (or the placeholder) and the chevron, but no behaviour, so nothing moves when
 * the select arrives. Draws a field without hint or error (as the catalogue's filters are). Hidden
 * from assistive technology; the select is the one to announce.
 */
export function SelectPlaceholder({ label, options, value, defaultValue = '', placeholder = 'gaia_pickers_select_placeholder' }: SelectPlaceholderProps) {
  const t = useT();
  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  return (
    <PlaceholderField aria-hidden="true">
      <PlaceholderLabel>{t(label)}</PlaceholderLabel>
      <PlaceholderControl data-placeholder={chosen ? undefined : ''}>
        <span>{t(chosen?.label ?? placeholder)}</span>
        {/* The kit's chevron (lucide ChevronDown at 18 px). */}
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </PlaceholderControl>
    </PlaceholderField>
  );
}
