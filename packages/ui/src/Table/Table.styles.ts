import styled from 'styled-components';
import { dataTable, tableCellPadding } from '../internal/styles/dataTable';
import { inlineIconButton } from '../internal/styles/inlineIconButton';
import { spacedStack } from '../internal/styles/stack';

/** Wide tables scroll sideways inside this focusable region instead of the page. */
export { TableFrame as ScrollRegion } from '../internal/TableFrame.styles';

export const TableRoot = styled.div`
  ${spacedStack(3)}
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--gaia-space-2);
`;

export const StyledTable = styled.table`
  ${dataTable}

  & caption {
    caption-side: bottom;
    ${tableCellPadding}
    border-block-start: 1px solid var(--gaia-color-border);
    color: var(--gaia-color-text-muted);
    text-align: start;
  }
  & caption > span + span {
    margin-inline-start: var(--gaia-space-2);
  }
  & th,
  & td {
    ${tableCellPadding}
    text-align: start;
    vertical-align: middle;
  }
  & th {
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text);
    font-weight: var(--gaia-font-weight-bold);
    white-space: nowrap;
  }
  & tbody tr + tr td {
    border-block-start: 1px solid var(--gaia-color-border);
  }
  & tbody tr:hover td {
    background: var(--gaia-color-primary-subtle);
  }
  & [data-type='price'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & [data-type='date'],
  & [data-type='datetime'],
  & [data-type='accNbr'],
  & [data-type='serviceNbr'] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & td[data-empty] {
    color: var(--gaia-color-text-muted);
  }
  &[aria-busy='true'] tbody {
    cursor: progress;
  }
`;

export const MessageCell = styled.td`
  && {
    padding-block: var(--gaia-space-5);
    color: var(--gaia-color-text-muted);
    text-align: center;
  }
`;

export const CellValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--gaia-space-1);
`;

export const CopyButton = styled.button`
  ${inlineIconButton}
  border-radius: var(--gaia-radius-sm);
  cursor: pointer;

  &:hover {
    background: var(--gaia-color-primary-subtle);
  }
  &[data-copied='ok'] {
    color: var(--gaia-color-success);
  }
  &[data-copied='failed'] {
    color: var(--gaia-color-danger);
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
