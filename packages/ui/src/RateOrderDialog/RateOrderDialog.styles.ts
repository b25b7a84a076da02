import styled from 'styled-components';

export const RateBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

export const Stars = styled.span`
  display: inline-flex;
  gap: var(--gaia-space-1);
  color: var(--gaia-color-warning);

  & svg {
    fill: currentColor;
  }
`;
