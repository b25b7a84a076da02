import styled from 'styled-components';
import { wrappingRow } from '../internal/styles/row';

export { Fieldset, Legend } from '../internal/FieldGroup.styles';

/** The country code and the number side by side, wrapping to two rows on a narrow screen. */
export const Parts = styled.div`
  ${wrappingRow(2)}
  align-items: flex-end;

  & > :first-child {
    flex: 1 1 11rem;
  }
  & > :last-child {
    flex: 2 1 12rem;
  }
`;

/** The number is read left to right in every language; it starts on the reading side. */
export const NumberInput = styled.input`
  text-align: start;

  [dir='rtl'] & {
    text-align: end;
  }
`;
