import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { spacedStack } from '../internal/styles/stack';
import { breakpoints } from '../tokens/scales';

export const Root = styled.div`
  ${spacedStack(4)}
  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

export const List = styled.div`
  display: flex;
  gap: var(--gaia-space-1);
  overflow-x: auto;
  border-block-end: 1px solid var(--gaia-color-border);
  &[aria-orientation='vertical'] {
    flex-direction: column;
    flex: none;
    overflow-x: visible;
    border-block-end: 0;
    border-inline-end: 1px solid var(--gaia-color-border);
  }
  &[data-full-width] > * {
    flex: 1 1 0;
  }
  /* Tabs that do not fit scroll sideways; snapping keeps a tab whole at the start of the list. */
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  & > * {
    scroll-snap-align: start;
  }
`;

/**
 * One tab, 44px tall. The selected tab is bold and carries a bar (not colour alone); the bar sits under
 * the tab, or on its inline end in a vertical list.
 */
export const TabItem = styled.div`
  ${centredContent}
  min-block-size: var(--gaia-target-comfortable);
  padding-inline: var(--gaia-space-4);
  border-start-start-radius: var(--gaia-radius-sm);
  border-start-end-radius: var(--gaia-radius-sm);
  color: var(--gaia-color-text-muted);
  font-weight: var(--gaia-font-weight-medium);
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition: color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  &:focus-visible {
    outline-offset: calc(-1 * var(--gaia-space-1));
  }
  &:hover:not([aria-disabled='true']) {
    color: var(--gaia-color-text);
    background: var(--gaia-color-primary-subtle);
  }
  &[aria-selected='true'] {
    color: var(--gaia-color-primary);
    font-weight: var(--gaia-font-weight-bold);
    box-shadow: inset 0 calc(-1 * var(--gaia-space-1)) 0 var(--gaia-color-primary);
  }
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    padding-inline: var(--gaia-space-3);
  }
  [aria-orientation='vertical'] > & {
    justify-content: flex-start;
    border-radius: 0;
  }
  [aria-orientation='vertical'] > &[aria-selected='true'] {
    box-shadow: none;
    border-inline-end: var(--gaia-space-1) solid var(--gaia-color-primary);
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--gaia-color-border);
  }
`;

export const Panel = styled.div`
  min-inline-size: 0;
  flex: 1;
  border-radius: var(--gaia-radius-sm);
`;
