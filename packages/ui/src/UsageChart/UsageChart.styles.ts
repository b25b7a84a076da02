import styled from 'styled-components';
import { dataTable, tableCellPadding } from '../internal/styles/dataTable';
import { spacedStack } from '../internal/styles/stack';

export { TableFrame } from '../internal/TableFrame.styles';

export const ChartRoot = styled.div`
  ${spacedStack(3)}
`;

/** The plot keeps its block size while its code loads and after: nothing below it moves. */
export const PlotFrame = styled.div<{ $height: number }>`
  position: relative;
  block-size: ${({ $height }) => $height}px;
`;

export const PlotSurface = styled.div`
  position: relative;
  block-size: 100%;
  border-radius: var(--gaia-radius-md);
  touch-action: pan-y;

  &:focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }

  & svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    overflow: visible;
  }
  & .gaia-usage-grid {
    stroke: var(--gaia-color-border);
    stroke-width: 1;
  }
  & .gaia-usage-axis {
    fill: var(--gaia-color-text-muted);
    font-size: 12px;
  }
  & .gaia-usage-area {
    fill: var(--gaia-color-primary-subtle);
  }
  & .gaia-usage-line {
    fill: none;
    stroke: var(--gaia-color-primary);
    stroke-width: 2;
  }
  & .gaia-usage-guide {
    stroke: var(--gaia-color-border-strong);
    stroke-dasharray: 3 3;
  }
  & .gaia-usage-point {
    fill: var(--gaia-color-primary);
    stroke: var(--gaia-color-surface);
    stroke-width: 2;
  }
`;

/** The day under focus or pointer: a small label over the plot, kept inside it. */
export const DayTip = styled.div`
  position: absolute;
  inset-block-start: 0;
  transform: translateX(-50%);
  padding-block: var(--gaia-space-1);
  padding-inline: var(--gaia-space-2);
  border-radius: var(--gaia-radius-sm);
  background: var(--gaia-color-surface-raised);
  border: 1px solid var(--gaia-color-border-strong);
  color: var(--gaia-color-text);
  font-size: var(--gaia-font-size-sm);
  white-space: nowrap;
  pointer-events: none;
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const DayTable = styled.table`
  ${dataTable}

  & caption {
    ${tableCellPadding}
    text-align: start;
    color: var(--gaia-color-text-muted);
  }
  & th,
  & td {
    ${tableCellPadding}
    text-align: start;
    border-block-start: 1px solid var(--gaia-color-border);
  }
  & thead th {
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text);
  }
  & tbody th {
    font-weight: normal;
    color: var(--gaia-color-text);
  }
  & td {
    text-align: end;
    font-variant-numeric: tabular-nums;
    color: var(--gaia-color-text);
  }
  & thead th:last-child {
    text-align: end;
  }
`;
