import styled, { css } from 'styled-components';
import { columnStack, space, type SpaceStep } from './stack.styles';

/** A box of the given width at most (never wider than its container), centred on the page. */
export const centredWidth = (width: string) => css`
  inline-size: min(100%, ${width});
  margin-inline: auto;
`;

/**
 * Parts of a page side by side from `from` wide (`columns` is the grid's template), one under the
 * other below it, with the given gap either way.
 */
export const columnsFrom = (from: string, columns: string, gap: SpaceStep) => css`
  display: grid;
  gap: ${space(gap)};
  @media (min-width: ${from}) {
    grid-template-columns: ${columns};
  }
`;

/**
 * Two parts of a page side by side from `from` wide (`columns` is the grid's template), their tops
 * aligned rather than stretched to the taller one; one under the other below it.
 */
export const topAlignedColumnsFrom = (from: string, columns: string, gap: SpaceStep) => css`
  display: grid;
  gap: ${space(gap)};

  @media (min-width: ${from}) {
    grid-template-columns: ${columns};
    align-items: start;
  }
`;

/**
 * A page of one readable column, at most `width` wide, centred, with the page's own spacing around
 * it: the column pages that the shell shows without a card (top-up, address book, memorable word…).
 * A frame that already spaces its pages (the signed-in frame on phones) sets
 * `--portal-column-padding` so the spacing is not doubled.
 */
export const readableColumn = (width: string) => css`
  ${columnStack(5)}
  max-inline-size: ${width};
  margin-inline: auto;
  padding: var(--portal-column-padding, var(--gaia-space-5) var(--gaia-space-4));
`;

/**
 * The frame of a flow with a help panel (sign-up, a company's sign-up): the step's card and, beside
 * it on wide screens (below it on phones), the help.
 */
export const PageWithHelp = styled.div`
  display: grid;
  gap: var(--gaia-space-5);
  ${centredWidth('60rem')}
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 36rem) minmax(0, 20rem);
    align-items: start;
  }
`;
