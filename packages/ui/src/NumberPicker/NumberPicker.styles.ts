import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { thinFocusVisibleRing } from '../internal/styles/focusRing';
import { spacedColumn, spacedStack, spreadWrappingRow } from '../internal/styles/stack';
import { breakpoints } from '../tokens/scales';

export { SectionHeading as Heading } from '../internal/SectionHeading.styles';

export const Root = styled.section`
  ${spacedStack(4)}
`;

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--gaia-space-2);
  & > :first-child {
    flex: 1 1 12rem;
  }
  & > button {
    margin-block-start: calc(
      var(--gaia-font-size-sm) * var(--gaia-font-line-height) + var(--gaia-space-1)
    );
  }
`;

export const Header = styled.div`
  ${spreadWrappingRow}
  align-items: center;
  gap: var(--gaia-space-2);
`;

export const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-2);
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));

  /* Two columns on a phone, so a number stays on one line. */
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  gap: var(--gaia-space-2);
`;

export const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--gaia-space-1);
  min-block-size: var(--gaia-target-comfortable);
  padding: var(--gaia-space-2);
  ${borderedBox}
  color: var(--gaia-color-text);
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  unicode-bidi: isolate;

  & > span:first-child {
    direction: ltr;
    font-weight: var(--gaia-font-weight-medium);
  }
  &:hover:not([aria-disabled='true']) {
    border-color: var(--gaia-color-primary);
  }
  ${thinFocusVisibleRing}
  &[aria-checked='true'] {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary-subtle);
    box-shadow: inset 0 0 0 1px var(--gaia-color-primary);
  }
  &[aria-disabled='true'] {
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text-muted);
    cursor: not-allowed;
    border-style: dashed;
  }
`;

export const StateText = styled.span`
  font-size: var(--gaia-font-size-xs);
`;

export const Message = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  &[data-title] {
    color: var(--gaia-color-text);
    font-weight: var(--gaia-font-weight-medium);
  }
`;

export const Empty = styled.div`
  ${spacedColumn(1)}
  padding: var(--gaia-space-4);
  border: 1px dashed var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  text-align: center;
`;

export const Status = styled.p`
  margin: 0;
  color: var(--gaia-color-success);
  font-weight: var(--gaia-font-weight-medium);
  &:empty {
    display: none;
  }
`;
