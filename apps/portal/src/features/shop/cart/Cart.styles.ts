import styled from 'styled-components';
import { ShopPage } from '../shopPage.styles';

/** The cart's column (the shop's page frame). */
export const Page = styled(ShopPage).attrs({ $width: 1100 })``;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--gaia-font-size-xl);
  &:focus {
    outline: none;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: var(--gaia-space-4);
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  }
`;

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gaia-space-3);
`;

export const Notice = styled.div`
  padding: var(--gaia-space-3) var(--gaia-space-4);
  border-radius: var(--gaia-radius-md);
  border: 1px solid var(--gaia-color-border-strong);
  background: var(--gaia-color-surface-sunken);
  color: var(--gaia-color-text);

  & h2 {
    margin: 0 0 var(--gaia-space-2);
    font-size: var(--gaia-font-size-md);
  }
  & p,
  & ul {
    margin: 0 0 var(--gaia-space-2);
  }
`;
