import styled, { css } from 'styled-components';

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

/** A term of a definition list whose rows the screen lays out itself: muted. */
export const FactTerm = styled.dt`
  color: var(--gaia-color-text-muted);
`;

/** A value of a definition list whose rows the screen lays out itself: not indented, of the given weight. */
export const factValue = (weight: 'medium' | 'bold') => css`
  margin: 0;
  font-weight: var(--gaia-font-weight-${weight});
`;

/** A value of medium weight (see factValue). */
export const FactValue = styled.dd`
  ${factValue('medium')}
`;
