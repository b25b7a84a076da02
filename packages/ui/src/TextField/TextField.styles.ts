import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { fieldPadding } from '../internal/styles/fieldControl';
import { centredRow } from '../internal/styles/row';
import { spacedStack } from '../internal/styles/stack';
import { minimumTargetBox } from '../internal/styles/targetSize';

export { FieldHint as Hint, FieldLabel as Label, RequiredMarker } from '../internal/FieldParts.styles';

export const Field = styled.div`
  ${spacedStack(1)}
  /* Never wider than its container, even where a layout sizes it to its content (a column aligned to
     its start): a control that can narrow (the code slots) then narrows instead of overflowing. */
  max-inline-size: 100%;
`;

export const LabelRow = styled.div`
  ${centredRow(1)}
  min-inline-size: 0;
`;

export const Control = styled.div`
  display: flex;
  align-items: center;
  min-block-size: var(--gaia-target-comfortable);
  ${borderedBox}
  transition: border-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  &:focus-within {
    border-color: var(--gaia-color-focus);
    box-shadow: 0 0 0 1px var(--gaia-color-focus);
  }
  &[data-invalid] {
    border-color: var(--gaia-color-danger);
  }
  &[data-disabled] {
    background: var(--gaia-color-surface-sunken);
  }
  & input {
    flex: 1;
    min-inline-size: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    ${fieldPadding}
  }
  & input:focus-visible {
    outline: none;
  }
  & input::placeholder {
    color: var(--gaia-color-text-muted);
  }
`;

/** Holds the help button's place while its code loads, so the label row does not shift. */
export const HelpSlot = styled.span`
  display: inline-block;
  flex: none;
  ${minimumTargetBox}
`;
