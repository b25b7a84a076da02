import styled from 'styled-components';

export const Amounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: var(--gaia-space-3);
  margin: 0;
`;

export const AmountItem = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;

  & dt {
    color: var(--gaia-color-text-muted);
    font-size: var(--gaia-font-size-sm);
  }
  & dd {
    margin: 0;
    font-size: var(--gaia-font-size-xl);
    font-weight: var(--gaia-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One allowance: the meter across the full width (so every bar lines up), then expiry and booster. */
export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  min-inline-size: 0;
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
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;
