import styled from 'styled-components';
import { inlineCentredRow } from '../internal/styles/row';
import { toneFills } from '../internal/styles/tone';

/** Tone colours on their own tint (both pairs are checked for 4.5:1 in tokens/palette.test.ts). */
export const BadgeRoot = styled.span`
  ${inlineCentredRow(1)}
  max-inline-size: 100%;
  padding-block: 0.125rem;
  padding-inline: var(--gaia-space-2);
  border: 1px solid currentColor;
  border-radius: var(--gaia-radius-pill);
  font-size: var(--gaia-font-size-xs);
  font-weight: var(--gaia-font-weight-medium);
  line-height: var(--gaia-font-line-height-tight);
  white-space: nowrap;
  vertical-align: middle;
  /* Keep its own height in a stretching flex row. */
  align-self: center;

  & svg {
    flex: none;
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  &[data-tone='neutral'] {
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text-muted);
  }
  ${toneFills('data-tone', { success: 'success', warning: 'warning', danger: 'danger', info: 'info' })}
`;
