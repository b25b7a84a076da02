import { css } from 'styled-components';
import { secondaryText } from './secondaryText';
import { columnStack } from './stack';

/** The terms of a definition list as secondary text. */
export const secondaryTerms = css`
  & dt {
    ${secondaryText}
  }
`;

/**
 * One term and its value of a definition list, stacked: the term as secondary text above, the
 * value below (its weight and size are the caller's, on `& dd`).
 */
export const stackedDefinition = css`
  ${columnStack}
  gap: var(--gaia-space-1);
  ${secondaryTerms}
  & dd {
    margin: 0;
  }
`;

/**
 * Terms as secondary text, each value in a row with its inline action (a copy button beside a
 * code or a number).
 */
export const definitionsWithInlineAction = css`
  ${secondaryTerms}
  & dd {
    display: flex;
    align-items: center;
    gap: var(--gaia-space-1);
    margin: 0;
  }
`;
