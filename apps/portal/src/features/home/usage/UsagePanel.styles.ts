import styled, { css } from 'styled-components';
import { headingText } from '../../../layout/page/headings.styles';
import { columnStack, stackedList } from '../../../layout/page/stack.styles';
import { outlinedCard } from '../../../layout/page/surface.styles';
import { MutedText } from '../../../layout/page/text.styles';

export const Panel = styled.section`
  ${columnStack(4)}
  min-inline-size: 0;
  ${outlinedCard(4)}
`;

export const PanelTitle = styled.h2`
  ${headingText('lg')}
  color: var(--gaia-color-text);
`;

export const Intro = MutedText;

/** The total and the recent pace of the chosen unit type. */
export const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-1) var(--gaia-space-5);

  & p {
    margin: 0;
    color: var(--gaia-color-text);
  }
`;

/**
 * Holds the place of the loaded history — the unit choice with its label, the figures, the 220px
 * chart, its hint and the table button — while it loads, so the page below does not move.
 */
export const Placeholder = styled.div`
  ${columnStack(4)}
  min-block-size: 28rem;
`;

export const ForecastTitle = styled.h3`
  ${headingText('md')}
  color: var(--gaia-color-text);
`;

export const ForecastList = styled.ul`
  ${stackedList(2)}
`;

/** A line led by its icon, the icon kept at its size and level with the first line of text. */
const iconLine = css`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-2);

  & svg {
    flex: none;
    margin-block-start: 0.15em;
  }
`;

export const ForecastItem = styled.li`
  ${iconLine}
  color: var(--gaia-color-text);

  & svg {
    color: var(--gaia-color-text-muted);
  }
  &[data-early] svg {
    color: var(--gaia-color-warning);
  }
`;

/** The gentle warning on a balance item: a soft tint, an icon and words — never colour alone. */
export const Notice = styled.p`
  ${iconLine}
  margin: 0;
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  border-inline-start: 3px solid var(--gaia-color-warning);
  background: var(--gaia-color-warning-subtle);
  color: var(--gaia-color-text);
  font-size: var(--gaia-font-size-sm);
`;
