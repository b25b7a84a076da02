import styled, { css } from 'styled-components';
import { focusVisibleRing } from './controls.styles';

/**
 * The focus ring of a heading that receives focus when its page or step opens (tabIndex -1): shown
 * only to keyboard users, who need to see where they are.
 */
export const headingFocusRing = focusVisibleRing('3px');

/**
 * A heading that receives focus when its page opens but draws no ring at all (the page's first
 * element: where focus is, is plain to see).
 */
export const quietFocus = css`
  &:focus {
    outline: none;
  }
`;

/** A heading's size on the kit's type scale, with no margin (the stack around it spaces it). */
export const headingText = (size: 'md' | 'lg' | 'xl') => css`
  margin: 0;
  font-size: var(--gaia-font-size-${size});
`;

/**
 * A heading of the given size that receives focus when its page or step opens but draws no ring
 * (see quietFocus).
 */
export const quietHeading = (size: 'md' | 'lg' | 'xl') => css`
  ${headingText(size)}
  ${quietFocus}
`;

/** The page's heading (h1); focus moves here when the page opens (tabIndex -1). */
export const PageHeading = styled.h1`
  ${headingText('xl')}
  ${headingFocusRing}
`;

/**
 * The page's heading (h1) of the column pages that draw no ring on it (top-up, address book,
 * memorable word): focus moves here when the page opens (tabIndex -1).
 */
export const QuietPageHeading = styled.h1`
  ${headingText('xl')}
  color: var(--gaia-color-text);
  ${quietFocus}
`;

/** The page's heading (h1) of a page whose focus goes elsewhere on opening (a step's heading, a field). */
export const StaticPageHeading = styled.h1`
  ${headingText('xl')}
`;

/** A step's heading (h2); focus moves here each time the step changes (tabIndex -1). */
export const StepHeading = styled.h2`
  ${headingText('lg')}
  ${headingFocusRing}
`;

/** The heading (h2) of a part of a page: a card of the home, a part of the details. */
export const PartHeading = styled.h2`
  ${headingText('lg')}
`;

/** The heading (h3) of a group inside a step or a part (the face, the documents, a summary). */
export const GroupHeading = styled.h3`
  ${headingText('md')}
`;
