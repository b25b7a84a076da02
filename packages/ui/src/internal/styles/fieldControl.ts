import { css } from 'styled-components';

/** The inner spacing of a text-like control's text (the same in every text field and textarea). */
export const fieldPadding = css`
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
`;

/** A control's focus as a field draws it: the focus colour on the border, thickened by a shadow. */
export const fieldFocusBorder = css`
  outline: none;
  border-color: var(--gaia-color-focus);
  box-shadow: 0 0 0 1px var(--gaia-color-focus);
`;
