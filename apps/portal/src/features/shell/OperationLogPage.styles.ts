import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: var(--gaia-space-4);
  min-inline-size: 0;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  color: var(--gaia-color-text);
`;
