import styled from 'styled-components';

/** Tone colours on their own tint (both pairs are checked for 4.5:1 in tokens/palette.test.ts). */
export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--gaia-space-1);
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
  &[data-tone='success'] {
    background: var(--gaia-color-success-subtle);
    color: var(--gaia-color-success);
  }
  &[data-tone='warning'] {
    background: var(--gaia-color-warning-subtle);
    color: var(--gaia-color-warning);
  }
  &[data-tone='danger'] {
    background: var(--gaia-color-danger-subtle);
    color: var(--gaia-color-danger);
  }
  &[data-tone='info'] {
    background: var(--gaia-color-info-subtle);
    color: var(--gaia-color-info);
  }
`;
