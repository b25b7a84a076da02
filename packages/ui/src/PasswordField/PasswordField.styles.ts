import styled from 'styled-components';

export const RevealButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: var(--gaia-target-comfortable);
  min-block-size: var(--gaia-target-comfortable);
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  color: var(--gaia-color-text-muted);
  cursor: pointer;
  &:hover {
    color: var(--gaia-color-text);
  }
`;

export const Notice = styled.p`
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text-muted);
  &:empty {
    display: none;
  }
`;
