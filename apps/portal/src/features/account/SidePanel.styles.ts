import styled from 'styled-components';

export const Identity = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--gaia-space-2);
  padding-block-end: var(--gaia-space-4);
  border-block-end: 1px solid var(--gaia-color-border);
  text-align: center;
`;

export const Name = styled.p`
  margin: 0;
  font-weight: var(--gaia-font-weight-bold);
  font-size: var(--gaia-font-size-lg);
  overflow-wrap: anywhere;
`;

export const ProductId = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gaia-space-1);
  color: var(--gaia-color-text-muted);
  & dd {
    margin: 0;
    color: var(--gaia-color-text);
    font-weight: var(--gaia-font-weight-medium);
  }
`;

export const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: var(--gaia-space-3) 0 0;
  display: grid;
  gap: var(--gaia-space-1);
`;

export const Entry = styled.button`
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
  cursor: pointer;
  &:hover {
    background: var(--gaia-color-surface-sunken);
  }
  &:focus-visible {
    outline: 2px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;
