import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { fieldPadding } from '../internal/styles/fieldControl';

export {
  FieldStack as Field,
  FieldHint as Hint,
  FieldLabel as Label,
  FieldLabelRow as LabelRow,
  RequiredMarker,
} from '../internal/FieldParts.styles';

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
