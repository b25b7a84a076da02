import styled from 'styled-components';
import { definitionsWithInlineAction } from '../internal/styles/definitionItem';
import { thinFocusVisibleRing } from '../internal/styles/focusRing';
import { autoFitColumns } from '../internal/styles/grid';
import { centredRow, inlineCentredRow, wrappingRow } from '../internal/styles/row';
import { secondaryParagraph, secondaryText } from '../internal/styles/secondaryText';
import { spacedColumn, spacedStack, spreadWrappingRow, unstyledColumnList } from '../internal/styles/stack';
import { titleText } from '../internal/styles/titleText';

export const Header = styled.div`
  ${spreadWrappingRow}
  align-items: center;
  gap: var(--gaia-space-2);
`;

export const Title = styled.h3`
  ${titleText('md')}
`;

export const TitleButton = styled.button`
  ${inlineCentredRow(1)}
  min-block-size: var(--gaia-target-min);
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--gaia-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  ${thinFocusVisibleRing}
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const Banner = styled.p`
  ${centredRow(2)}
  margin: 0;
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
  border: 1px solid var(--gaia-color-danger);
  border-inline-start-width: var(--gaia-space-1);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-danger-subtle);
  color: var(--gaia-color-text);
  font-size: var(--gaia-font-size-sm);

  & svg {
    flex: none;
    color: var(--gaia-color-danger);
  }
`;

export const Details = styled.dl`
  ${autoFitColumns('12rem')}
  gap: var(--gaia-space-3) var(--gaia-space-4);
  margin: 0;

  [data-layout='mobile'] & {
    grid-template-columns: 1fr;
  }
`;

export const Detail = styled.div`
  ${spacedStack(1)}

  [data-layout='mobile'] & {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    column-gap: var(--gaia-space-3);
  }
  ${definitionsWithInlineAction}
  /* Every value is one target tall, so a value with a copy button lines up with its neighbours. */
  & dd {
    min-block-size: var(--gaia-target-min);
    overflow-wrap: anywhere;
  }
`;

export const Section = styled.div`
  ${spacedColumn(2)}
`;

export const SectionTitle = styled.h4`
  ${secondaryParagraph}
  font-weight: var(--gaia-font-weight-medium);
`;

export const Goods = styled.ul`
  ${unstyledColumnList}
  gap: var(--gaia-space-2);

  /* Name, quantity and price in columns that line up from one item to the next. */
  & li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: baseline;
    gap: var(--gaia-space-1) var(--gaia-space-3);
    overflow-wrap: anywhere;
  }
  & li > :last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.span`
  ${secondaryText}
`;

/** Old package → new package: two boxes of one width on one line, at any width (never one box left behind by a wrap). */
export const Comparison = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: stretch;
  gap: var(--gaia-space-2);
  margin: 0;

  & > div {
    min-inline-size: 0;
    overflow-wrap: anywhere;
    ${spacedColumn(1)}
    padding: var(--gaia-space-2);
    border: 1px solid var(--gaia-color-border);
    border-radius: var(--gaia-radius-md);
  }
  & dt {
    ${secondaryText}
  }
  & dd {
    margin: 0;
    font-weight: var(--gaia-font-weight-medium);
  }
  & > svg {
    align-self: center;
    color: var(--gaia-color-text-muted);
  }
  [dir='rtl'] & > svg {
    transform: scaleX(-1);
  }
`;

export const Timeline = styled.ol`
  ${unstyledColumnList}
  gap: var(--gaia-space-2);

  & li {
    display: flex;
    align-items: flex-start;
    gap: var(--gaia-space-2);
    padding-inline-start: var(--gaia-space-2);
    border-inline-start: 2px solid var(--gaia-color-border);
  }
  /* The icon is as tall as the first line of text, so it sits centred on it. */
  & li > svg {
    flex: none;
    block-size: calc(var(--gaia-font-size-md) * var(--gaia-font-line-height));
  }
  & li[data-tone='error'] {
    border-inline-start-color: var(--gaia-color-danger);
  }
  & li[data-tone='error'] svg {
    color: var(--gaia-color-danger);
  }
  & li[data-tone='normal'] svg {
    color: var(--gaia-color-success);
  }
`;

export const StepText = styled.div`
  ${spacedStack(1)}
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  ${wrappingRow(2)}
  justify-content: flex-end;

  [data-layout='mobile'] & > * {
    flex: 1 1 auto;
  }
`;
