import styled from 'styled-components';

export { FieldHint as Hint, RequiredMarker } from '../internal/FieldParts.styles';

export { Fieldset, Legend } from '../internal/FieldGroup.styles';

/**
 * Day, month and year side by side, the month the widest; the row follows the reading direction.
 * Narrower than the three need (a 320 px phone, a form with padding), the year goes to a line of
 * its own rather than the page scrolling sideways (WCAG 1.4.10).
 */
export const Parts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-2);

  /* Shares of the row as 1 : 2 : 1.2, each at least wide enough for its longest option. */
  & > * {
    flex: 1 1 0;
    min-inline-size: 4.5rem;
  }
  & > :nth-child(2) {
    flex-grow: 2;
    min-inline-size: 8rem;
  }
  & > :nth-child(3) {
    flex-grow: 1.2;
    min-inline-size: 5.5rem;
  }
`;

