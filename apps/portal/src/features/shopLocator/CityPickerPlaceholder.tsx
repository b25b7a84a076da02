import { useT } from '@gaia/ui';
import { LocatorMessageKey as K } from '@gaia/domain/stores';
import {
  PlaceholderControl,
  PlaceholderField,
  PlaceholderHint,
  PlaceholderLabel,
  PlaceholderToggle,
} from './CityPickerPlaceholder.styles';

/**
 * Holds the city picker's place while its chunk loads: the same label and hint texts around an
 * empty control of the field's height, so nothing below moves when the combobox arrives. Hidden
 * from assistive technology; the combobox is the one to announce.
 */
export function CityPickerPlaceholder() {
  const t = useT();
  return (
    <PlaceholderField aria-hidden="true" data-testid="city-picker-placeholder">
      <PlaceholderLabel>{t(K.cityLabel)}</PlaceholderLabel>
      <PlaceholderControl>
        <PlaceholderToggle />
      </PlaceholderControl>
      <PlaceholderHint>{t(K.cityHint)}</PlaceholderHint>
    </PlaceholderField>
  );
}
