import styled from 'styled-components';
import { focusVisibleRing } from '../../../layout/page/controls.styles';
import { PartHeading, headingText } from '../../../layout/page/headings.styles';
import { columnStack, stackedList } from '../../../layout/page/stack.styles';
import { outlinedCard } from '../../../layout/page/surface.styles';
import { MutedText, mutedParagraph } from '../../../layout/page/text.styles';

export const Panel = styled.aside`
  ${columnStack(4)}
  ${outlinedCard(5)}
`;

export const PanelTitle = PartHeading;

export const ItemList = styled.ul`
  ${stackedList(4)}
`;

export const ItemTitle = styled.h3`
  ${headingText('md')}
  margin-block-end: var(--gaia-space-2);
`;

export const ItemText = styled.p`
  ${mutedParagraph}
  margin-block-end: var(--gaia-space-2);
  overflow-wrap: anywhere;
`;

export const ItemActions = styled.div`
  ${columnStack(2)}
  align-items: flex-start;
`;

export const Status = MutedText;

/** The player: the video at the panel's width, its caption under it. */
export const Figure = styled.figure`
  margin: 0;
  ${columnStack(2)}
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
