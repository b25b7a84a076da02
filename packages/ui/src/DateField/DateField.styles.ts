import styled from 'styled-components';

export { FieldHint as Hint, RequiredMarker } from '../internal/FieldParts.styles';

export { Fieldset, Legend } from '../internal/FieldGroup.styles';

/** Day, month and year side by side; the row follows the reading direction. */
export const Parts = styled.div`
  display: grid;
  grid-template-columns: minmax(4.5rem, 1fr) minmax(8rem, 2fr) minmax(5.5rem, 1.2fr);
  gap: var(--gaia-space-2);
`;

