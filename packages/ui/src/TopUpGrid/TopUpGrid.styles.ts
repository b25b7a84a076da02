import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  min-inline-size: 0;
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  min-inline-size: 0;
`;

export const GroupLabel = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

/** Three columns, from the --gaia-topup-columns custom property. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--gaia-topup-columns, 3), minmax(0, 1fr));
  gap: var(--gaia-space-2);
`;

export const Cell = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: var(--gaia-target-comfortable);
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-2);
  border: 1px solid var(--gaia-color-border-strong);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
  font-weight: var(--gaia-font-weight-medium);
  font-variant-numeric: tabular-nums;
  text-align: center;
  cursor: pointer;

  & input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  &:hover:not([data-selected]) {
    border-color: var(--gaia-color-primary);
  }
  &[data-selected] {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary);
    color: var(--gaia-color-text-on-primary);
  }
  &[data-focus-visible] {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
  &[data-disabled] {
    color: var(--gaia-color-text-muted);
    cursor: not-allowed;
  }
`;
