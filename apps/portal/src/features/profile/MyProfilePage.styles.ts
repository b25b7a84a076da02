import styled from 'styled-components';

export const Card = styled.section`
  inline-size: min(100%, 40rem);
  margin-inline: auto;
  padding: var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
`;

export const Title = styled.h1`
  margin: 0 0 var(--gaia-space-4);
  font-size: var(--gaia-font-size-xl);
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: 0;
`;

export const Term = styled.dt`
  color: var(--gaia-color-text-muted);
`;

export const Value = styled.dd`
  margin: 0;
  font-weight: var(--gaia-font-weight-medium);
`;
