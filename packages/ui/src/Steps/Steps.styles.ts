import styled from 'styled-components';
import { centredContent } from '../internal/styles/centredContent';
import { secondaryParagraph, secondaryText } from '../internal/styles/secondaryText';
import { centredColumn, spacedStack, unstyledList } from '../internal/styles/stack';
import { visuallyHidden } from '../internal/styles/visuallyHidden';
import { breakpoints } from '../tokens/scales';

const phone = `(max-width: ${breakpoints.sm - 0.02}px)`;

export const Root = styled.div`
  ${spacedStack(3)}

  /*
   * On a phone the names under five markers would break inside words: the horizontal list keeps
   * its markers, the names stay for screen readers only, and the current step's name shows above.
   */
  @media ${phone} {
    &[data-orientation='horizontal'][data-current-title]::after {
      content: attr(data-current-title) / '';
      order: 1;
      font-weight: var(--gaia-font-weight-bold);
    }
    &[data-orientation='horizontal'] > ol {
      order: 2;
    }
  }
`;

export const Position = styled.p`
  ${secondaryParagraph}
  font-weight: var(--gaia-font-weight-medium);
`;

/**
 * The ordered list of steps. Horizontal: markers in a row joined by lines, text under each marker.
 * Vertical: markers in a column, text beside them. Lines between completed steps take the success colour.
 */
export const List = styled.ol`
  --gaia-steps-marker: var(--gaia-space-6);
  display: flex;
  ${unstyledList}

  &[data-orientation='vertical'] {
    flex-direction: column;
    gap: var(--gaia-space-4);
  }
`;

export const Step = styled.li`
  position: relative;
  flex: 1 1 0;
  ${centredColumn(2)}
  min-inline-size: 0;
  text-align: center;

  /* The line joining this step to the next one. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-block-start: calc(var(--gaia-steps-marker) / 2);
    inset-inline-start: calc(50% + var(--gaia-steps-marker) / 2 + var(--gaia-space-1));
    inset-inline-end: calc(-50% + var(--gaia-steps-marker) / 2 + var(--gaia-space-1));
    border-block-start: 1px solid var(--gaia-color-border);
  }
  &[data-status='complete']:not(:last-child)::after {
    border-block-start-color: var(--gaia-color-success);
  }

  [data-orientation='vertical'] > & {
    flex-direction: row;
    align-items: flex-start;
    gap: var(--gaia-space-3);
    text-align: start;
  }
  [data-orientation='vertical'] > &:not(:last-child)::after {
    inset-block-start: calc(var(--gaia-steps-marker) + var(--gaia-space-1));
    inset-block-end: calc(-1 * var(--gaia-space-4) + var(--gaia-space-1));
    inset-inline-start: calc(var(--gaia-steps-marker) / 2);
    inset-inline-end: auto;
    border-block-start: 0;
    border-inline-start: 1px solid var(--gaia-color-border);
  }
  [data-orientation='vertical'] > &[data-status='complete']:not(:last-child)::after {
    border-inline-start-color: var(--gaia-color-success);
  }
`;

export const Marker = styled.span`
  ${centredContent}
  flex: none;
  inline-size: var(--gaia-steps-marker);
  block-size: var(--gaia-steps-marker);
  border: 1px solid var(--gaia-color-border-strong);
  border-radius: var(--gaia-radius-pill);
  background: var(--gaia-color-surface);
  ${secondaryText}
  font-weight: var(--gaia-font-weight-bold);
  font-variant-numeric: tabular-nums;

  & svg {
    inline-size: 60%;
    block-size: 60%;
  }
  [data-status='complete'] > & {
    border-color: var(--gaia-color-success);
    background: var(--gaia-color-success);
    color: var(--gaia-color-surface);
  }
  [data-status='current'] > & {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary);
    color: var(--gaia-color-text-on-primary);
  }
`;

export const Text = styled.span`
  ${spacedStack(0)}
  padding-inline: var(--gaia-space-1);
  overflow-wrap: anywhere;

  @media ${phone} {
    [data-orientation='horizontal'] > li > & {
      ${visuallyHidden}
    }
  }
  [data-orientation='vertical'] & {
    padding-block-start: var(--gaia-space-1);
    padding-inline: 0;
  }
`;

export const Title = styled.span`
  ${secondaryText}
  [data-status='complete'] & {
    color: var(--gaia-color-text);
  }
  [data-status='current'] & {
    color: var(--gaia-color-text);
    font-weight: var(--gaia-font-weight-bold);
  }
`;

export const Status = styled.span`
  font-size: var(--gaia-font-size-xs);
  font-weight: var(--gaia-font-weight-medium);
  [data-status='complete'] & {
    color: var(--gaia-color-success);
  }
  [data-status='current'] & {
    color: var(--gaia-color-primary);
  }
`;
