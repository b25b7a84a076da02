import { css } from 'styled-components';
import type { SpaceStep } from './stack';

type RowDisplay = 'flex' | 'inline-flex';
type RowAlignment = 'center' | 'flex-start';

/** A row of items with one cross-axis alignment, that stand a step of the space scale apart. */
const alignedRow = (display: RowDisplay, alignment: RowAlignment) => (step: SpaceStep) => css`
  display: ${display};
  align-items: ${alignment};
  gap: var(--gaia-space-${step});
`;

/** A row of items centred on the cross axis: an icon and its text, a label and its button. */
export const centredRow = /* @__PURE__ */ alignedRow('flex', 'center');

/** A centred row that sits inside a line of text: a tag, a value with its button. */
export const inlineCentredRow = /* @__PURE__ */ alignedRow('inline-flex', 'center');

/**
 * A row of items aligned to their top: an icon or a control beside text that may wrap onto more
 * lines, a title beside its close button.
 */
export const startAlignedRow = /* @__PURE__ */ alignedRow('flex', 'flex-start');

/**
 * A row of items one step of the space scale apart that wraps onto more lines when narrow (a
 * row of actions, of form parts). The cross-axis alignment is the caller's.
 */
export const wrappingRow = (step: SpaceStep) => css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-${step});
`;
