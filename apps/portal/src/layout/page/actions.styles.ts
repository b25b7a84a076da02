import { css } from 'styled-components';
import { wrappingRow } from './stack.styles';

/**
 * A step's buttons (Back and the main action) side by side, sharing the row equally and wrapping
 * one under the other when a button would be narrower than `basis`.
 */
export const equalActions = (basis: string) => css`
  ${wrappingRow(3)}
  & > * {
    flex: 1 1 ${basis};
  }
`;

/** Buttons at the inline end of a form or a dialog, wrapping when narrow. */
export const endActions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-3);
`;

/**
 * Buttons at the inline end; on a phone stacked full width, the main action (the last) on top,
 * where the thumb is.
 */
export const endActionsStackedOnPhone = css`
  ${endActions}
  @media (max-width: 767px) {
    flex-direction: column-reverse;
    & > * {
      inline-size: 100%;
    }
  }
`;
