import styled from 'styled-components';
import { inlineCentredRow } from '../internal/styles/row';
import { toneOutlines } from '../internal/styles/tone';

/** Body text on the tone's tint, with the icon and a leading edge in the tone colour. */
export const TagRoot = styled.span`
  ${inlineCentredRow(1)}
  max-inline-size: 100%;
  padding-block: var(--gaia-space-1);
  padding-inline: var(--gaia-space-2);
  border: 1px solid transparent;
  border-inline-start-width: 3px;
  border-radius: var(--gaia-radius-sm);
  color: var(--gaia-color-text);
  font-size: var(--gaia-font-size-sm);
  font-weight: var(--gaia-font-weight-medium);
  line-height: var(--gaia-font-line-height-tight);
  vertical-align: middle;
  /* Keep its own height in a stretching flex row. */
  align-self: center;

  & svg {
    flex: none;
  }

  &[data-tone='neutral'] {
    background: var(--gaia-color-surface-sunken);
    border-color: var(--gaia-color-border-strong);
  }
  &[data-tone='neutral'] svg {
    color: var(--gaia-color-text-muted);
  }
  ${toneOutlines('data-tone', { success: 'success', warning: 'warning', danger: 'danger', info: 'info' })}
`;
