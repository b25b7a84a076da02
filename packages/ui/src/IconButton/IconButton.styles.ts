import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { primaryVariant } from '../internal/styles/primaryVariant';
import { minimumTarget } from '../internal/styles/targetSize';

/**
 * Static styles; variant, size and state come from data-* and aria-* attributes. Every size keeps
 * the 24px minimum target (WCAG 2.2 AA); the default keeps the 44px touch target.
 */
export const StyledIconButton = styled.button`
  ${centredContent}
  flex: none;
  inline-size: var(--gaia-target-comfortable);
  block-size: var(--gaia-target-comfortable);
  ${minimumTarget}
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  color: var(--gaia-color-text);
  font: inherit;
  cursor: pointer;
  transition:
    background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing),
    border-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  & > span {
    display: inline-flex;
  }
  & svg {
    inline-size: 1.25em;
    block-size: 1.25em;
  }

  &[data-size='sm'] {
    inline-size: var(--gaia-space-6);
    block-size: var(--gaia-space-6);
    border-radius: var(--gaia-radius-sm);
  }
  &[data-size='lg'] {
    inline-size: var(--gaia-space-7);
    block-size: var(--gaia-space-7);
  }
  &[data-size='lg'] svg {
    inline-size: 1.5em;
    block-size: 1.5em;
  }

  &[data-variant='ghost']:hover:not([aria-disabled='true']),
  &[aria-pressed='true'] {
    background: var(--gaia-color-primary-subtle);
    color: var(--gaia-color-primary);
  }
  &[data-variant='secondary'] {
    background: var(--gaia-color-surface);
    border-color: var(--gaia-color-border-strong);
  }
  &[data-variant='secondary']:hover:not([aria-disabled='true']) {
    background: var(--gaia-color-primary-subtle);
    border-color: var(--gaia-color-primary);
    color: var(--gaia-color-primary);
  }
  ${primaryVariant}
  &[aria-pressed='true'] {
    border-color: var(--gaia-color-primary);
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text-muted);
    border-color: var(--gaia-color-border);
  }
`;
