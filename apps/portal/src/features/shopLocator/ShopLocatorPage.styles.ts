import styled from 'styled-components';

/** The locator's page: wide enough for the map beside the list. */
export const PageRoot = styled.div`
  max-inline-size: 72rem;
  margin-inline: auto;
  padding: var(--gaia-space-4);
`;
