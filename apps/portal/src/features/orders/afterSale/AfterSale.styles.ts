import styled from 'styled-components';
import { StackedForm } from '../../../layout/page/form.styles';
import {
  bareList,
  columnStack,
  numberedStack,
  visuallyHiddenText,
  wrappingRow,
} from '../../../layout/page/stack.styles';
import { MutedText } from '../../../layout/page/text.styles';

export const Form = StackedForm;

/** A group of item choices with its legend. */
export const ItemGroup = styled.fieldset`
  ${columnStack(3)}
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-block-end: var(--gaia-space-2);
    padding: 0;
    font-weight: var(--gaia-font-weight-semibold, 600);
  }
`;

/** The after-sale actions: a row of buttons that wraps. */
export const ActionList = styled.ul`
  ${wrappingRow(2)}
  ${bareList}
`;

export const Note = MutedText;

/** The shipment steps; upcoming ones muted, the current one marked. */
export const Steps = styled.ol`
  ${numberedStack(3)}

  & > li[data-state='upcoming'] {
    color: var(--gaia-color-text-muted);
  }

  & > li[data-state='current'] > strong {
    color: var(--gaia-color-primary);
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHiddenText}
`;
