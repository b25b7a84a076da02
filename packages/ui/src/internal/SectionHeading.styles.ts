import styled from 'styled-components';

/**
 * The heading line of a kit block that is not a landmark heading (the SIM cards to pick from, the
 * numbers on offer, the signature to draw): body size, medium weight, the text colour.
 */
export const SectionHeading = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  color: var(--gaia-color-text);
`;
