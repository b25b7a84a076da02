import styled from 'styled-components';
import { focusVisibleRing } from '../../layout/page/controls.styles';

/** The header's shop links (favourites, cart) side by side, before the user menu. */
export const HeaderCounts = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--gaia-space-1, 4px);
`;

/** A header icon link with a count: the kit's minimum target size, the focus ring of the theme. */
export const CountLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: var(--gaia-target-min);
  min-block-size: var(--gaia-target-min);
  color: var(--gaia-color-text);
  border-radius: var(--gaia-radius-md);
  ${focusVisibleRing('2px')}
`;

/** The number on a header icon; hidden from assistive technology (the link's name says it). */
export const CountBadge = styled.span`
  position: absolute;
  inset-block-start: 2px;
  inset-inline-end: 0;
  min-inline-size: 20px;
  padding-inline: 4px;
  border-radius: 10px;
  background: var(--gaia-color-primary);
  color: var(--gaia-color-text-on-primary);
  font-size: var(--gaia-font-size-xs, 12px);
  font-weight: var(--gaia-font-weight-bold);
  line-height: 20px;
  text-align: center;
`;

/**
 * The room of the two header links while their chunk loads: the same size, so nothing in the header
 * moves when they arrive.
 */
export const HeaderCountsPlaceholder = styled.span`
  display: inline-block;
  inline-size: calc(2 * var(--gaia-target-min) + var(--gaia-space-1, 4px));
  block-size: var(--gaia-target-min);
`;
