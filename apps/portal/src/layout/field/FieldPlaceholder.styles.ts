import styled from 'styled-components';
import { controlBox } from '../page/controls.styles';
import { centredRow, columnStack } from '../page/stack.styles';
import { ellipsisLine, mutedParagraph } from '../page/text.styles';

/*
 * The box model of the kit's fields (TextField's Field, FieldLabel, Control and FieldHint), so a
 * placeholder and the field that replaces it take the same room.
 */

/** The field: label, control and hint in a column. */
export const PlaceholderField = styled.div`
  ${columnStack(1)}
  min-inline-size: 0;
`;

/** The label's text as the field's label sets it. */
export const PlaceholderLabel = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

/**
 * The control's box: the padding, border and minimum height of the kit's closed select and of its
 * combobox (whose 44 px toggle sets the same height). Empty, it is drawn as a disabled field's.
 */
export const PlaceholderControl = styled.span`
  ${centredRow(2)}
  ${controlBox(2, 'md')}

  &:empty {
    background: var(--gaia-color-surface-sunken);
  }
  & > span {
    flex: 1;
    min-inline-size: 0;
    ${ellipsisLine}
  }
  & > svg {
    flex: none;
    margin-inline-start: auto;
    color: var(--gaia-color-text-muted);
  }
  &[data-placeholder] > span {
    color: var(--gaia-color-text-muted);
  }
`;

/** The hint's text as the field's hint sets it. */
export const PlaceholderHint = styled.p`
  ${mutedParagraph}
  font-size: var(--gaia-font-size-sm);
`;
