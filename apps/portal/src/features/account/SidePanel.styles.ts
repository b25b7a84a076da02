import styled from 'styled-components';
import { menuEntry } from '../../layout/page/controls.styles';
import { gridList } from '../../layout/page/stack.styles';

export const Identity = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--gaia-space-2);
  padding-block-end: var(--gaia-space-4);
  border-block-end: 1px solid var(--gaia-color-border);
  text-align: center;
`;

export const Name = styled.p`
  margin: 0;
  font-weight: var(--gaia-font-weight-bold);
  font-size: var(--gaia-font-size-lg);
  overflow-wrap: anywhere;
`;

export const ProductId = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gaia-space-1);
  color: var(--gaia-color-text-muted);
  & dd {
    margin: 0;
    color: var(--gaia-color-text);
    font-weight: var(--gaia-font-weight-medium);
  }
`;

export const Entries = styled.ul`
  ${gridList(1)}
  padding-block-start: var(--gaia-space-3);
`;

export const Entry = styled.button`
  ${menuEntry}
`;
