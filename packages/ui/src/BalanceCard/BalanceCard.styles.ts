import styled from 'styled-components';
import { stackedDefinition } from '../internal/styles/definitionItem';
import { definitionGrid } from '../internal/styles/grid';
import { startAlignedRow } from '../internal/styles/row';
import { secondaryText } from '../internal/styles/secondaryText';
import { spacedStack, unstyledColumnList } from '../internal/styles/stack';

export const Amounts = styled.dl`
  ${definitionGrid('12rem')}
`;

export const AmountItem = styled.div`
  ${stackedDefinition}

  & dd {
    font-size: var(--gaia-font-size-xl);
    font-weight: var(--gaia-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
`;

export const ItemList = styled.ul`
  ${unstyledColumnList}
  gap: var(--gaia-space-4);
`;

/** One allowance: the meter across the full width (so every bar lines up), then expiry and booster. */
export const Item = styled.li`
  ${spacedStack(2)}
`;

/** The expiry date at the start, the Booster button at the end; they stack on a narrow card. */
export const ItemFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: var(--gaia-space-2) var(--gaia-space-3);
  min-block-size: var(--gaia-target-min);
`;

export const Expiry = styled.p`
  margin: 0;
  margin-inline-end: auto;
  ${secondaryText}
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;

/** The unit's icon beside its meter; the meter takes the rest of the row. */
export const MeterRow = styled.div`
  ${startAlignedRow(3)}

  & > :last-child {
    flex: 1;
    min-inline-size: 0;
  }
`;

export const UnitIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border-radius: var(--gaia-radius-pill);
  background: var(--gaia-color-primary-subtle);
  color: var(--gaia-color-primary);
`;
