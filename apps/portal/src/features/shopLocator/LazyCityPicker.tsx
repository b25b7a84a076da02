import { Suspense } from 'react';
import { lazyWithMessages } from '../../app/lazyWithMessages';
import type { CityPickerProps } from './CityPicker';
import { CityPickerPlaceholder } from './CityPickerPlaceholder';

/*
 * The city search is a combobox on downshift (about 12.5 kB gzip), which nothing else of the locator
 * needs: its own chunk, so the locator's page and dialog paint without it. It starts loading as soon
 * as the selection method shows the city picker (on the locator's first render unless the map alone
 * is asked for); a failed load offers Retry in its place.
 */
const CityPickerChunk = lazyWithMessages<CityPickerProps>(() => import('./CityPicker'));

/** The locator's city picker, its code loaded on demand behind a placeholder of its size. */
export function LazyCityPicker(props: CityPickerProps) {
  return (
    <Suspense fallback={<CityPickerPlaceholder />}>
      <CityPickerChunk {...props} />
    </Suspense>
  );
}
