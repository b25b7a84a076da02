import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  min-inline-size: 0;
`;

export const Label = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

export const ViewRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-2);
`;

export const Amount = styled.output`
  font-size: var(--gaia-font-size-xl);
  font-weight: var(--gaia-font-weight-bold);
  font-variant-numeric: tabular-nums;
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;
