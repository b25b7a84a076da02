import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: var(--gaia-space-1);
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

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
