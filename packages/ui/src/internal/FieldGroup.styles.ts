import styled from 'styled-components';
import { fieldLabelText } from './styles/fieldText';
import { columnStack } from './styles/stack';

/** A field made of several inputs (a date's day, month and year; a phone's country and number). */
export const Fieldset = styled.fieldset`
  ${columnStack}
  gap: var(--gaia-space-1);
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The group's label, styled as a single field's label. */
export const Legend = styled.legend`
  padding: 0;
  margin-block-end: var(--gaia-space-1);
  ${fieldLabelText}
`;
