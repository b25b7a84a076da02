import styled from 'styled-components';

export const Amounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
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

export const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--gaia-space-2) var(--gaia-space-3);

  & > :first-child {
    flex: 1 1 14rem;
  }
`;

export const Expiry = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;
