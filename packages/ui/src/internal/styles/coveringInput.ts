import { css } from 'styled-components';

/**
 * The native input inside a drawn control (segment, switch track, amount cell), invisible and
 * covering it whole: the drawn control is the target, the native input keeps semantics and keyboard.
 */
export const coveringNativeInput = css`
  & input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`;
