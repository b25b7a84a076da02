import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';

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
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--gaia-space-1);
  @media (max-width: 767px) {
    display: flex;
    overflow-x: auto;
  }
`;

const entry = css`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-2);
  inline-size: 100%;
  min-block-size: var(--gaia-target-comfortable);
  padding-inline: var(--gaia-space-3);
  border: none;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  color: var(--gaia-color-text);
  font: inherit;
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: var(--gaia-color-surface-sunken);
  }
  &:focus-visible {
    outline: 2px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
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
