import styled from 'styled-components';
import { thinFocusVisibleRing } from '../internal/styles/focusRing';
import { centredRow } from '../internal/styles/row';
import { spacedColumn } from '../internal/styles/stack';
import { titleText } from '../internal/styles/titleText';

export const Summary = styled.div`
  ${spacedColumn(2)}
  padding: var(--gaia-space-4);
  border: 1px solid var(--gaia-color-danger);
  border-inline-start-width: var(--gaia-space-1);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-danger-subtle);
  color: var(--gaia-color-text);

  &:focus {
    outline: none;
  }
  ${thinFocusVisibleRing}
`;

export const SummaryTitle = styled.h2`
  ${centredRow(2)}
  ${titleText('lg')}

  & svg {
    flex: none;
    color: var(--gaia-color-danger);
  }
`;

export const SummaryList = styled.ul`
  ${spacedColumn(1)}
  margin: 0;
  padding-inline-start: var(--gaia-space-5);
`;

/** Each problem is a link to its field, in the danger colour, underlined, with a 24px target. */
export const SummaryLink = styled.a`
  display: inline-block;
  min-block-size: var(--gaia-target-min);
  padding-block: var(--gaia-space-1);
  color: var(--gaia-color-danger);
  font-weight: var(--gaia-font-weight-medium);
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 2px solid var(--gaia-color-focus);
    outline-offset: 2px;
    border-radius: var(--gaia-radius-sm);
  }
`;
