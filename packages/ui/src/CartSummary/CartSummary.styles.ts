import styled from 'styled-components';
import { secondaryText } from '../internal/styles/secondaryText';
import { spacedColumn } from '../internal/styles/stack';

export const Section = styled.section`
  ${spacedColumn(3)}
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface);
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
`;

export const Rows = styled.dl`
  ${spacedColumn(2)}
  margin: 0;

  & div {
    display: flex;
    justify-content: space-between;
    gap: var(--gaia-space-3);
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  & div[data-total] {
    padding-block-start: var(--gaia-space-2);
    border-block-start: 1px solid var(--gaia-color-border);
    font-weight: var(--gaia-font-weight-bold);
    font-size: var(--gaia-font-size-md);
  }
`;

export const Note = styled.p`
  ${secondaryText}
  margin: 0;
`;
