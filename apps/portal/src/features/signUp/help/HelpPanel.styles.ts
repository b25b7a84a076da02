import styled from 'styled-components';
import { focusVisibleRing } from '../../../layout/page/controls.styles';

export const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  padding: var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
`;

export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
`;

export const ItemTitle = styled.h3`
  margin: 0 0 var(--gaia-space-2);
  font-size: var(--gaia-font-size-md);
`;

export const ItemText = styled.p`
  margin: 0 0 var(--gaia-space-2);
  color: var(--gaia-color-text-muted);
  overflow-wrap: anywhere;
`;

export const ItemActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gaia-space-2);
`;

export const Status = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

/** The player: the video at the panel's width, its caption under it. */
export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  & video {
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    background: var(--gaia-color-text);
    border-radius: var(--gaia-radius-md);
    ${focusVisibleRing('3px')}
  }
`;

export const Caption = styled.figcaption`
  font-weight: 600;
`;

export const VideoFailed = styled.p`
  margin: 0;
  padding: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-danger);
  border-inline-start-width: 4px;
  border-radius: var(--gaia-radius-md);
  color: var(--gaia-color-text);
`;
