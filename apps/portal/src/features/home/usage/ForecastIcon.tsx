import { lineIcon } from '../../../layout/lineIcon';

/*
 * The forecast's two marks (see lineIcon), 18 pixels: a triangle for a bundle that runs out before
 * it expires, a gauge for every other forecast. Decorative: the sentence beside them says everything.
 */
const FORECAST_ICON_SIZE = 18;

/** A warning triangle with an exclamation mark. */
export const EarlyIcon = lineIcon(
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
  FORECAST_ICON_SIZE,
);

/** A gauge: the pace. */
export const PaceIcon = lineIcon(
  <>
    <path d="M4 18a8 8 0 1 1 16 0" />
    <path d="m12 18 4-6" />
  </>,
  FORECAST_ICON_SIZE,
);
