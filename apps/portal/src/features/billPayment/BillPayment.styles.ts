import styled from 'styled-components';

/** The bill card: the amount owed on the account and the Pay bill button. */
export const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gaia-space-3) var(--gaia-space-4);
  padding: var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
`;

export const Heading = styled.h2`
  margin: 0 0 var(--gaia-space-1);
  font-size: var(--gaia-font-size-lg);
  color: var(--gaia-color-text);
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: var(--gaia-space-1) var(--gaia-space-3);
  margin: 0;
`;

export const Term = styled.dt`
  color: var(--gaia-color-text-muted);
`;

export const Value = styled.dd`
  margin: 0;
  font-weight: var(--gaia-font-weight-bold);
  color: var(--gaia-color-text);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

export const ModalText = styled.p`
  margin: 0 0 var(--gaia-space-4);
  color: var(--gaia-color-text-muted);
`;
