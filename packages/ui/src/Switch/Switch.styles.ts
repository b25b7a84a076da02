import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { choiceControlBox, choiceRow } from '../internal/styles/choice';
import { coveringNativeInput } from '../internal/styles/coveringInput';
import { dataFocusVisibleRing } from '../internal/styles/focusRing';
import { secondaryParagraph } from '../internal/styles/secondaryText';
import { spacedStack } from '../internal/styles/stack';

export const Field = styled.div`
  ${spacedStack(1)}
`;

export const Row = styled.label`
  ${choiceRow}
  gap: var(--gaia-space-3);
`;

/**
 * The track (44 by 24px) holds an invisible native input (role="switch") that covers it, so the
 * track is the target. On: filled, thumb at the end, a tick in the thumb (not colour alone).
 */
export const Track = styled.span`
  ${choiceControlBox}
  inline-size: var(--gaia-target-comfortable);
  /* The outline is an inset shadow, so the input covering the track is the full 44 by 24px. */
  border-radius: var(--gaia-radius-pill);
  box-shadow: inset 0 0 0 1px var(--gaia-color-border-strong);
  background: var(--gaia-color-surface-sunken);
  transition: background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  ${coveringNativeInput}
  & input {
    z-index: 1;
  }
  &[data-selected] {
    box-shadow: none;
    background: var(--gaia-color-primary);
  }
  ${dataFocusVisibleRing}
  &[data-disabled] {
    box-shadow: inset 0 0 0 1px var(--gaia-color-border);
    background: var(--gaia-color-surface-sunken);
  }
`;

export const Thumb = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-start: var(--gaia-space-1);
  ${centredContent}
  margin-block: auto;
  inline-size: calc(var(--gaia-target-min) - 2 * var(--gaia-space-1));
  block-size: calc(var(--gaia-target-min) - 2 * var(--gaia-space-1));
  border-radius: var(--gaia-radius-pill);
  background: var(--gaia-color-text-muted);
  color: var(--gaia-color-primary);
  transition: inset-inline-start var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  & svg {
    inline-size: 80%;
    block-size: 80%;
    display: none;
  }
  [data-selected] > & {
    inset-inline-start: calc(100% - var(--gaia-target-min) + var(--gaia-space-1));
    background: var(--gaia-color-text-on-primary);
  }
  [data-selected] > & svg {
    display: block;
  }
  [data-disabled] > & {
    background: var(--gaia-color-border);
  }
`;

export const Hint = styled.p`
  ${secondaryParagraph}
  padding-inline-start: calc(var(--gaia-target-comfortable) + var(--gaia-space-3));
`;
