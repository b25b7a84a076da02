import styled from 'styled-components';

export const Panel = styled.section`
  display: grid;
  gap: var(--gaia-space-4);
  justify-items: start;
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: var(--gaia-space-6);
  background: var(--gaia-color-surface);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  color: var(--gaia-color-text);
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

export const IconMark = styled.span`
  display: inline-flex;
  color: var(--gaia-color-primary);
`;

export const Body = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;
