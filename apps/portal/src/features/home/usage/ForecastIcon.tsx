/*
 * The forecast's two marks, drawn inline (the portal does not carry an icon library of its own):
 * a triangle for a bundle that runs out before it expires, a gauge for every other forecast.
 * Decorative: the sentence beside them says everything.
 */

const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A warning triangle with an exclamation mark. */
export function EarlyIcon() {
  return (
    <svg {...common}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}

/** A gauge: the pace. */
export function PaceIcon() {
  return (
    <svg {...common}>
      <path d="M4 18a8 8 0 1 1 16 0" />
      <path d="m12 18 4-6" />
    </svg>
  );
}
