import styled, { css } from 'styled-components';
import { space, type SpaceStep } from './stack.styles';

/**
 * A definition list of terms and their values in two columns (`columns` is the grid's template,
 * `columnGap` the space between them): the terms muted, the values not indented.
 */
export const termGrid = (columns: string, columnGap: SpaceStep = 4) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: var(--gaia-space-2) ${space(columnGap)};
  margin: 0;
  dt {
    color: var(--gaia-color-text-muted);
  }
  dd {
    margin: 0;
  }
`;

/**
 * A term grid whose values wrap anywhere (an e-mail, an ID). The values' weight is the caller's.
 */
export const factList = (columns: string, columnGap: SpaceStep = 4) => css`
  ${termGrid(columns, columnGap)}
  dd {
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
