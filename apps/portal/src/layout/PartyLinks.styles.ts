import styled from 'styled-components';
import { focusVisibleRing } from './page/controls.styles';

export const Nav = styled.nav`
  margin-block: var(--gaia-space-4) var(--gaia-space-5);
`;

export const Track = styled.ul`
  display: flex;
  gap: var(--gaia-space-1);
  margin: 0;
  padding: var(--gaia-space-1);
  list-style: none;
  border: 1px solid var(--gaia-color-border-strong);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-sunken);
  & > li {
    flex: 1 1 0;
    display: flex;
  }
`;

/** One segment: a link as large as the segment (44px tall); the current one is filled and bold. */
export const Segment = styled.a`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: var(--gaia-target-comfortable);
  padding-inline: var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  color: var(--gaia-color-text);
  font-weight: var(--gaia-font-weight-medium);
  text-decoration: none;
  &:hover:not([aria-current]) {
    background: var(--gaia-color-primary-subtle);
  }
  &[aria-current] {
    background: var(--gaia-color-primary);
    color: var(--gaia-color-text-on-primary);
    font-weight: var(--gaia-font-weight-bold);
  }
  ${focusVisibleRing('3px')}
`;
