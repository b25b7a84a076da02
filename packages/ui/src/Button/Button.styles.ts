import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { primaryVariant } from '../internal/styles/primaryVariant';

/** Static styles; variant, size and state are read from data-* and aria-* attributes. */
export const StyledButton = styled.button`
  ${centredContent}
  gap: var(--gaia-space-2);
  min-block-size: var(--gaia-target-comfortable);
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-4);
  border: 1px solid transparent;
  border-radius: var(--gaia-radius-md);
  font: inherit;
  font-weight: var(--gaia-font-weight-medium);
  line-height: var(--gaia-font-line-height-tight);
  cursor: pointer;
  transition:
    background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing),
    border-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  ${primaryVariant}
  &[data-variant='secondary'] {
    background: var(--gaia-color-surface);
    color: var(--gaia-color-primary);
    border-color: var(--gaia-color-primary);
  }
  &[data-variant='secondary']:hover:not([aria-disabled='true']) {
    background: var(--gaia-color-primary-subtle);
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: var(--gaia-color-primary);
  }
  &[data-variant='ghost']:hover:not([aria-disabled='true']) {
    background: var(--gaia-color-primary-subtle);
  }
  &[data-variant='danger'] {
    background: var(--gaia-color-danger);
    color: var(--gaia-color-surface);
  }

  &[data-size='sm'] {
    min-block-size: 32px;
    padding-inline: var(--gaia-space-3);
    font-size: var(--gaia-font-size-sm);
  }
  &[data-size='lg'] {
    min-block-size: 52px;
    padding-inline: var(--gaia-space-5);
    font-size: var(--gaia-font-size-lg);
  }
  &[data-full-width] {
    inline-size: 100%;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text-muted);
    border-color: var(--gaia-color-border);
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const ButtonSpinner = styled.span`
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: gaia-button-spin 0.8s linear infinite;
  @keyframes gaia-button-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
