import { css } from 'styled-components';

/**
 * A definition list of terms and their values in two columns (`columns` is the grid's template):
 * the terms muted, the values wrapping anywhere (an e-mail, an ID). The values' weight is the
 * caller's.
 */
export const factList = (columns: string) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: 0;
  dt {
    color: var(--gaia-color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A fact list whose values stand out (what the user chose or was given). */
export const strongFactList = (columns: string) => css`
  ${factList(columns)}
  dd {
    font-weight: 600;
  }
`;
