import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { comfortableTarget, minimumTarget } from '../internal/styles/targetSize';

export const CopyRoot = styled.button`
  ${centredContent}
  gap: var(--gaia-space-1);
  ${comfortableTarget}
  margin: 0;
  padding-block: 0;
  padding-inline: var(--gaia-space-2);
  border: 1px solid transparent;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  color: var(--gaia-color-primary);
  font: inherit;
  font-weight: var(--gaia-font-weight-medium);
  vertical-align: middle;
  cursor: pointer;
  transition: background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  &:hover:not(:disabled) {
    background: var(--gaia-color-primary-subtle);
  }
  &[data-size='sm'] {
    ${minimumTarget}
    padding-inline: var(--gaia-space-1);
    font-size: var(--gaia-font-size-sm);
  }
  &[data-copied] {
    color: var(--gaia-color-success);
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--gaia-color-text-muted);
  }
`;
