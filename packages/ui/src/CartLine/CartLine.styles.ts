import styled from 'styled-components';
import { secondaryParagraph, secondaryText } from '../internal/styles/secondaryText';
import { spacedStack } from '../internal/styles/stack';
import { headingText } from '../internal/styles/titleText';

export const Item = styled.li`
  display: grid;
  grid-template-columns: auto 72px minmax(0, 1fr);
  gap: var(--gaia-space-3);
  align-items: start;
  padding-block: var(--gaia-space-3);
  border-block-end: 1px solid var(--gaia-color-border);

  /* The narrowest phones: the picture above the text, so the quantity and the remove button keep
     the line's width instead of pushing out of it (WCAG 1.4.10). */
  @media (max-width: 359px) {
    grid-template-columns: auto minmax(0, 1fr);
    & > :first-child {
      grid-row: span 2;
    }
  }
`;

export const Select = styled.div`
  min-inline-size: var(--gaia-target-min);
  min-block-size: var(--gaia-target-min);
  display: flex;
  align-items: center;
`;

export const Picture = styled.img`
  inline-size: 72px;
  block-size: 72px;
  object-fit: contain;
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface-sunken);
`;

export const Body = styled.div`
  ${spacedStack(2)}
`;

export const Name = styled.h3`
  ${headingText('md')}
`;

export const Attrs = styled.p`
  ${secondaryParagraph}
`;

export const Prices = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gaia-space-1) var(--gaia-space-4);
  margin: 0;

  & div {
    display: flex;
    gap: var(--gaia-space-1);
  }
  & dt {
    ${secondaryText}
  }
  & dd {
    margin: 0;
    font-weight: var(--gaia-font-weight-bold);
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--gaia-space-3);
`;

export const StockNote = styled.p<{ $soldOut: boolean }>`
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  color: ${({ $soldOut }) => ($soldOut ? 'var(--gaia-color-danger)' : 'var(--gaia-color-text-muted)')};
`;
