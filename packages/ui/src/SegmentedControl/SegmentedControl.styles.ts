import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { disabledChoice, selectedFill } from '../internal/styles/choice';
import { coveringNativeInput } from '../internal/styles/coveringInput';
import { dataFocusVisibleRing } from '../internal/styles/focusRing';
import { spacedStack } from '../internal/styles/stack';
import { comfortableTarget } from '../internal/styles/targetSize';

export { FieldHint as Hint, GroupLabel, RequiredMarker } from '../internal/FieldParts.styles';

export const Group = styled.div`
  ${spacedStack(2)}
  align-items: flex-start;
  &[data-full-width] {
    align-items: stretch;
  }
`;

export const Track = styled.div`
  display: inline-flex;
  gap: var(--gaia-space-1);
  max-inline-size: 100%;
  padding: var(--gaia-space-1);
  border: 1px solid var(--gaia-color-border-strong);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-sunken);
  &[data-invalid] {
    border-color: var(--gaia-color-danger);
  }
  &[data-full-width] {
    display: flex;
  }
  &[data-full-width] > * {
    flex: 1 1 0;
  }
`;

/**
 * One segment: a label wrapping an invisible native radio that covers it, so the whole segment is the
 * target (44px tall). The selected segment is filled and shows a tick (not colour alone).
 */
export const Segment = styled.label`
  position: relative;
  ${centredContent}
  gap: var(--gaia-space-1);
  ${comfortableTarget}
  padding-block: var(--gaia-space-1);
  padding-inline: var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  color: var(--gaia-color-text);
  font-weight: var(--gaia-font-weight-medium);
  text-align: center;
  cursor: pointer;
  transition: background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  ${coveringNativeInput}
  & svg {
    flex: none;
    inline-size: 1em;
    block-size: 1em;
  }
  &:hover:not([data-disabled]):not([data-selected]) {
    background: var(--gaia-color-primary-subtle);
  }
  ${selectedFill}
  ${dataFocusVisibleRing}
  ${disabledChoice}
  &[data-disabled][data-selected] {
    background: var(--gaia-color-surface);
    color: var(--gaia-color-text-muted);
  }
`;
