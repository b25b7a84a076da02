import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { centredContent } from '../internal/styles/centredContent';
import { ariaDisabledControl } from '../internal/styles/disabledControl';
import { unstyledList } from '../internal/styles/stack';
import { breakpoints } from '../tokens/scales';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-1);
  ${unstyledList}
`;

export const PageButton = styled.button`
  ${centredContent}
  min-inline-size: calc(var(--gaia-target-min) + var(--gaia-space-3));
  min-block-size: calc(var(--gaia-target-min) + var(--gaia-space-3));
  padding-inline: var(--gaia-space-2);
  ${borderedBox}
  color: var(--gaia-color-text);
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  &:hover:not([aria-disabled='true']):not([aria-current='page']) {
    background: var(--gaia-color-primary-subtle);
  }
  &[aria-current='page'] {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary);
    color: var(--gaia-color-text-on-primary);
    font-weight: var(--gaia-font-weight-bold);
  }
  ${ariaDisabledControl}
  /* Slimmer buttons on a phone (still above the target size), so the pages fit one line at 320px. */
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    min-inline-size: calc(var(--gaia-target-min) + var(--gaia-space-1));
    padding-inline: var(--gaia-space-1);
  }
  /* Chevrons point the way of reading. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const Gap = styled.span`
  ${centredContent}
  min-inline-size: var(--gaia-target-min);
  color: var(--gaia-color-text-muted);
`;
