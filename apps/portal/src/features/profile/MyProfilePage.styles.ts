import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-5);
  inline-size: min(100%, 80rem);
  margin-inline: auto;
`;

export const Welcome = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--gaia-space-2) var(--gaia-space-4);
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
`;

export const Details = styled.dl`
  display: flex;
  gap: var(--gaia-space-2);
  margin: 0;
`;

export const Term = styled.dt`
  color: var(--gaia-color-text-muted);
`;

export const Value = styled.dd`
  margin: 0;
  font-weight: var(--gaia-font-weight-medium);
`;
