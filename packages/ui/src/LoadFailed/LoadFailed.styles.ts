import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';

/** In place of the piece: the message and Retry, in a quiet bordered box that fits any container. */
export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gaia-space-2) var(--gaia-space-3);
  padding-block: var(--gaia-space-3);
  padding-inline: var(--gaia-space-4);
  ${borderedBox}
  color: var(--gaia-color-text);
`;

export const Message = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  line-height: var(--gaia-font-line-height);
`;

/* The native dialog needs no code of its own: the piece that failed may be the kit's modal itself. */
export const Dialog = styled.dialog`
  inline-size: min(24rem, calc(100% - var(--gaia-space-4)));
  padding: var(--gaia-space-5);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-raised);
  color: var(--gaia-color-text);
  box-shadow: var(--gaia-elevation-3);

  &::backdrop {
    background: var(--gaia-color-overlay);
  }
`;

export const Title = styled.h2`
  margin: 0 0 var(--gaia-space-2);
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
  line-height: var(--gaia-font-line-height-tight);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-2);
  margin-block-start: var(--gaia-space-4);
`;
