import { LocatorMessageKey as K } from '@gaia/domain/stores';
import { FieldPlaceholder } from '../../layout/field/FieldPlaceholder';

/** Holds the city picker's place while its chunk loads: its label and hint around an empty control. */
export function CityPickerPlaceholder() {
  return <FieldPlaceholder label={K.cityLabel} hint={K.cityHint} testId="city-picker-placeholder" />;
}
