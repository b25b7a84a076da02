import { css } from 'styled-components';

/** Secondary text: muted colour, small size (hints, captions, terms of a definition list). */
export const secondaryText = css`
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

/** A secondary figure (a value beside a label): secondary text whose digits line up. */
export const secondaryFigure = css`
  ${secondaryText}
  font-variant-numeric: tabular-nums;
`;

/** A paragraph of secondary text with no margin (a field's hint, a card's description). */
export const secondaryParagraph = css`
  margin: 0;
  ${secondaryText}
`;
