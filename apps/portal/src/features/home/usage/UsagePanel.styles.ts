import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  min-inline-size: 0;
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface);
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  color: var(--gaia-color-text);
`;

export const Intro = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

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
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  min-block-size: 28rem;
`;

export const ForecastTitle = styled.h3`
  margin: 0;
  font-size: var(--gaia-font-size-md);
  color: var(--gaia-color-text);
`;

export const ForecastList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ForecastItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-2);
  color: var(--gaia-color-text);

  & svg {
    flex: none;
    margin-block-start: 0.15em;
    color: var(--gaia-color-text-muted);
  }
  &[data-early] svg {
    color: var(--gaia-color-warning);
  }
`;

/** The gentle warning on a balance item: a soft tint, an icon and words — never colour alone. */
export const Notice = styled.p`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-2);
  margin: 0;
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
  border-radius: var(--gaia-radius-md);
  border-inline-start: 3px solid var(--gaia-color-warning);
  background: var(--gaia-color-warning-subtle);
  color: var(--gaia-color-text);
  font-size: var(--gaia-font-size-sm);

  & svg {
    flex: none;
    margin-block-start: 0.15em;
  }
`;
