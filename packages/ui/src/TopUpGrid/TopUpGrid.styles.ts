import styled from 'styled-components';
import { disabledChoice, selectedFill } from '../internal/styles/choice';
import { coveringNativeInput } from '../internal/styles/coveringInput';
import { dataFocusVisibleRing } from '../internal/styles/focusRing';
import { spacedStack } from '../internal/styles/stack';

export { GroupLabel } from '../internal/FieldParts.styles';

export const Root = styled.div`
  ${spacedStack(4)}
`;

export const Group = styled.div`
  ${spacedStack(2)}
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

  ${coveringNativeInput}
  &:hover:not([data-selected]) {
    border-color: var(--gaia-color-primary);
  }
  ${selectedFill}
  &[data-selected] {
    border-color: var(--gaia-color-primary);
  }
  ${dataFocusVisibleRing}
  ${disabledChoice}
`;
