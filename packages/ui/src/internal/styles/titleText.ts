import { css } from 'styled-components';

/** A size of the type scale that headings and titles take. */
type HeadingSize = 'md' | 'lg' | 'xl';

/**
 * Bold heading text without the heading's default margin, at a size of the type scale, on the
 * body's line height: a form's heading, an item's name in a list.
 */
export const headingText = (size: HeadingSize) => css`
  margin: 0;
  font-size: var(--gaia-font-size-${size});
  font-weight: var(--gaia-font-weight-bold);
`;

/**
 * The title of a card, dialog, notice or screen: heading text set tight, at a size of the type
 * scale (`md` in lists of cards, `lg` in a card or dialog, `xl` for a screen).
 */
export const titleText = (size: HeadingSize) => css`
  ${headingText(size)}
  line-height: var(--gaia-font-line-height-tight);
`;
