import { css } from 'styled-components';

/** Out of sight but read by screen readers (the same box as react-aria's VisuallyHidden). */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
