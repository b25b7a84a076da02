import { css } from 'styled-components';
import { secondaryText } from './secondaryText';
import { columnStack } from './stack';

/**
 * One term and its value of a definition list, stacked: the term as secondary text above, the
 * value below (its weight and size are the caller's, on `& dd`).
 */
export const stackedDefinition = css`
  ${columnStack}
  gap: var(--gaia-space-1);

  & dt {
    ${secondaryText}
  }
  & dd {
    margin: 0;
  }
`;
