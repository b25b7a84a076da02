import { css } from 'styled-components';

/**
 * The title of a card, dialog, notice or screen: bold, set tight, without the heading's default
 * margin, at a size of the type scale (`md` in lists of cards, `lg` in a card or dialog, `xl` for a screen).
 */
export const titleText = (size: 'md' | 'lg' | 'xl') => css`
  margin: 0;
  font-size: var(--gaia-font-size-${size});
  font-weight: var(--gaia-font-weight-bold);
  line-height: var(--gaia-font-line-height-tight);
`;
