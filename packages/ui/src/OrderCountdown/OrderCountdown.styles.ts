import styled from 'styled-components';

export const CountdownRoot = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-2);
  padding-block: var(--gaia-space-1);
  padding-inline: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-warning);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-warning-subtle);
  color: var(--gaia-color-text);

  &[data-expired='true'] {
    border-color: var(--gaia-color-danger);
    background: var(--gaia-color-danger-subtle);
  }
`;

export const CountdownLabel = styled.span`
  font-size: var(--gaia-font-size-sm);
`;

export const CountdownTime = styled.span`
  font-weight: var(--gaia-font-weight-bold);
  font-variant-numeric: tabular-nums;
  direction: ltr;
  unicode-bidi: isolate;
`;
