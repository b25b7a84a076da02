import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { raisedPanel } from '../internal/styles/raisedPanel';
import { wrappingRow } from '../internal/styles/row';
import { titleText } from '../internal/styles/titleText';

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
  ${raisedPanel}

  &::backdrop {
    background: var(--gaia-color-overlay);
  }
`;

export const Title = styled.h2`
  ${titleText('lg')}
  margin-block-end: var(--gaia-space-2);
`;

export const Actions = styled.div`
  ${wrappingRow(2)}
  justify-content: flex-end;
  margin-block-start: var(--gaia-space-4);
`;
