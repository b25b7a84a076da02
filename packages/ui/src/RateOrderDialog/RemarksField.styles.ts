import styled from 'styled-components';

export const RemarksRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
`;

export const RemarksLabel = styled.label`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

export const RemarksInput = styled.textarea`
  min-block-size: calc(var(--gaia-target-comfortable) * 2);
  resize: vertical;
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
  font: inherit;

  &:focus-visible {
    outline: none;
    border-color: var(--gaia-color-focus);
    box-shadow: 0 0 0 1px var(--gaia-color-focus);
  }
`;

export const RemarksCounter = styled.p`
  margin: 0;
  align-self: flex-end;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text-muted);
  font-variant-numeric: tabular-nums;
`;
