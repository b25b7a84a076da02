import styled from 'styled-components';

/** A field made of several inputs (a date's day, month and year; a phone's country and number). */
export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The group's label, styled as a single field's label. */
export const Legend = styled.legend`
  padding: 0;
  margin-block-end: var(--gaia-space-1);
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;
