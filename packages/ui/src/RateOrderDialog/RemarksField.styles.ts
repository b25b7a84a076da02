import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { fieldFocusBorder, fieldPadding } from '../internal/styles/fieldControl';
import { secondaryFigure } from '../internal/styles/secondaryText';
import { columnStack } from '../internal/styles/stack';

export { FieldLabel as RemarksLabel } from '../internal/FieldParts.styles';

export const RemarksRoot = styled.div`
  ${columnStack}
  gap: var(--gaia-space-1);
`;

export const RemarksInput = styled.textarea`
  min-block-size: calc(var(--gaia-target-comfortable) * 2);
  resize: vertical;
  ${fieldPadding}
  ${borderedBox}
  color: var(--gaia-color-text);
  font: inherit;

  &:focus-visible {
    ${fieldFocusBorder}
  }
`;

export const RemarksCounter = styled.p`
  margin: 0;
  align-self: flex-end;
  ${secondaryFigure}
`;
