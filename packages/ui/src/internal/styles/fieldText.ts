import { css } from 'styled-components';

/** A field's or group's label text: medium weight, small size, the text colour. */
export const fieldLabelText = css`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

/** The marker after a required field's label (its meaning is also given in words by the label). */
export const requiredMarker = css`
  color: var(--gaia-color-danger);
  margin-inline-start: var(--gaia-space-1);
`;
