import styled from 'styled-components';
import { focusVisibleRing, rowButton } from '../../../layout/page/controls.styles';
import { centredRow, spreadHeaderRow, stackedList } from '../../../layout/page/stack.styles';

export const OfferList = styled.ul`
  ${stackedList(2)}
`;

/** One offer: a whole-row button (name at the start, price at the end), at least 44px tall. */
export const OfferButton = styled.button`
  ${centredRow(3)}
  justify-content: space-between;
  ${rowButton}
  min-block-size: var(--gaia-target-min);
  padding: var(--gaia-space-3) var(--gaia-space-4);
  border: 1px solid var(--gaia-color-border-strong);
  background: var(--gaia-color-surface);

  &:hover {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary-subtle);
  }

  ${focusVisibleRing('2px')}
`;

export const OfferName = styled.span`
  font-weight: var(--gaia-font-weight-medium);
`;

export const OfferPrice = styled.span`
  font-weight: var(--gaia-font-weight-bold);
  font-variant-numeric: tabular-nums;
`;

export const ResultDetails = styled.dl`
  display: grid;
  gap: var(--gaia-space-3);
  margin: var(--gaia-space-3) 0 0;
  text-align: start;

  & > div {
    ${spreadHeaderRow(2)}
  }

  & dt {
    color: var(--gaia-color-text-muted);
  }

  & dd {
    display: inline-flex;
    align-items: center;
    gap: var(--gaia-space-2);
    margin: 0;
    font-weight: var(--gaia-font-weight-medium);
  }
`;
