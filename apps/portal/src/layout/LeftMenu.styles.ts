import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { menuEntry } from './page/controls.styles';
import { gridList } from './page/stack.styles';

export const Nav = styled.nav<{ $sticky: boolean }>`
  align-self: start;
  background: var(--gaia-color-surface);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  padding: var(--gaia-space-2);
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: sticky;
      inset-block-start: var(--gaia-space-4);
    `}
  @media (max-width: 767px) {
    position: static;
    border-radius: 0;
    border-inline: none;
  }
`;

export const List = styled.ul`
  ${gridList(1)}
  @media (max-width: 767px) {
    display: flex;
    overflow-x: auto;
  }
`;

/** A menu entry on one line, whether a link or a button. */
const entry = css`
  ${menuEntry}
  text-decoration: none;
  white-space: nowrap;
`;

export const EntryLink = styled(NavLink)`
  ${entry}
  &[aria-current='page'] {
    background: var(--gaia-color-primary-subtle);
    color: var(--gaia-color-text);
    font-weight: var(--gaia-font-weight-bold);
  }
`;

export const EntryButton = styled.button`
  ${entry}
`;
