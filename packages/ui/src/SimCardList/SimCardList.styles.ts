import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-3);
  min-inline-size: 0;
`;

export const Heading = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  color: var(--gaia-color-text);
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
`;

export const Card = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--gaia-space-2);
  padding-block: var(--gaia-space-3);
  padding-inline: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
`;

export const AccNumber = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  font-weight: var(--gaia-font-weight-medium);
  font-variant-numeric: tabular-nums;
`;

export const Serial = styled.span`
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;
