import { css } from 'styled-components';

/** An inline box that centres its content both ways (an icon in a button, a digit in a marker). */
export const centredContent = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;
