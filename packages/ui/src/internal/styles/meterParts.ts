import { css } from 'styled-components';
import { spreadWrappingRow } from './stack';

/** A meter's header: its label at the inline start, its figure at the end, wrapping when narrow. */
export const meterHeader = css`
  ${spreadWrappingRow}
  align-items: baseline;
  gap: var(--gaia-space-1) var(--gaia-space-3);
`;

/**
 * The note under a meter (almost used up, over the limit): an icon then a short sentence. The
 * icon's colour by state is the caller's.
 */
export const meterNote = css`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-1);
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);

  & svg {
    flex: none;
  }
`;

/**
 * A meter's track: a sunken bar with the hairline border that clips what fills it. Its height and
 * radius are the caller's.
 */
export const meterTrack = /* @__PURE__ */ css`
  overflow: hidden;
  border: 1px solid var(--gaia-color-border);
  background: var(--gaia-color-surface-sunken);
`;
