import { Combobox } from '@gaia/ui';
import { LocatorMessageKey as K, filterCities, type StdAddress } from '@gaia/domain/stores';

/** What the city picker shows and reports. */
export interface CityPickerProps {
  /** The cities to choose from (address level 3). */
  cities: readonly StdAddress[];
  /** The picked city's id ('' for the shops near the person). */
  cityId: string;
  /** Called with the picked city's id ('' when cleared). */
  onPick(cityId: string): void;
}

/**
 * The locator's city search (spec 03 §4): the kit's combobox over the city list, matched by the
 * domain's city rule. Its own chunk (downshift comes with it), loaded by LazyCityPicker.
 */
export default function CityPicker({ cities, cityId, onPick }: CityPickerProps) {
  return (
    <Combobox
      label={K.cityLabel}
      placeholder={K.cityPlaceholder}
      hint={K.cityHint}
      options={cities.map((city) => ({ value: city.stdAddrId, label: city.stdAddr }))}
      value={cityId}
      onChange={onPick}
      filter={(option, query) =>
        filterCities(
          cities.filter((city) => city.stdAddrId === option.value),
          query,
        ).length > 0
      }
    />
  );
}
