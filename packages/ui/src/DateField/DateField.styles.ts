import styled from 'styled-components';

export { Fieldset, Legend } from '../internal/FieldGroup.styles';

/** Day, month and year side by side; the row follows the reading direction. */
export const Parts = styled.div`
  display: grid;
  grid-template-columns: minmax(4.5rem, 1fr) minmax(8rem, 2fr) minmax(5.5rem, 1.2fr);
  gap: var(--gaia-space-2);
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const RequiredMarker = styled.span`
  color: var(--gaia-color-danger);
  margin-inline-start: var(--gaia-space-1);
`;
