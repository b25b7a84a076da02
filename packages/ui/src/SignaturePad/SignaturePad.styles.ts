import styled from 'styled-components';
import { wrappingRow } from '../internal/styles/row';
import { secondaryParagraph, secondaryText } from '../internal/styles/secondaryText';
import { spacedStack } from '../internal/styles/stack';

export { SectionHeading as Heading } from '../internal/SectionHeading.styles';

export const Root = styled.div`
  ${spacedStack(3)}
`;

export const Instructions = styled.p`
  ${secondaryParagraph}
`;

/** The drawing surface; its block size is fixed by tokens, its inline size follows the container. */
export const Canvas = styled.canvas`
  display: block;
  inline-size: 100%;
  block-size: calc(var(--gaia-space-8) * 2.5);
  border: 1px dashed var(--gaia-color-border-strong);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
  /* The page must not scroll or zoom while a finger draws. */
  touch-action: none;
  user-select: none;
  cursor: crosshair;

  &[data-status='confirmed'] {
    border-style: solid;
    border-color: var(--gaia-color-success);
    cursor: default;
  }
  &[data-mode='type'] {
    cursor: default;
  }
`;

export const Actions = styled.div`
  ${wrappingRow(2)}
`;

export const Status = styled.p`
  margin: 0;
  ${secondaryText}
  &[data-status='confirmed'] {
    color: var(--gaia-color-success);
    font-weight: var(--gaia-font-weight-medium);
  }
`;
