import styled from 'styled-components';
import { controlBox } from '../../layout/page/controls.styles';
import { visuallyHiddenText } from '../../layout/page/stack.styles';
import { narrowHeader } from '../../layout/Shell.styles';

/** Holds the placeholder as UserMenu's MenuSlot holds the menu button (same line box). */
export const PlaceholderSlot = styled.div`
  display: inline-flex;
`;

/**
 * The box of the kit's menu button (Menu's Trigger): same padding, border, gap, font weight and
 * minimum height, so the header keeps its layout when the menu replaces it.
 */
export const PlaceholderTrigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--gaia-space-2);
  ${controlBox(1, 'pill')}
  font-weight: var(--gaia-font-weight-medium);

  /* On phones MenuSlot hides the button's name visually (the avatar stays): so here. */
  @media (max-width: 767px) {
    & > span:not(:last-child):not([aria-hidden]) {
      ${visuallyHiddenText}
    }
  }
  @media ${narrowHeader} {
    padding-inline: var(--gaia-space-2);
  }
`;

/** The chevron (a 16 px icon); left out on the narrowest phones, as UserMenu's MenuSlot does. */
export const PlaceholderChevron = styled.span`
  flex: none;
  inline-size: 16px;
  block-size: 16px;
  @media ${narrowHeader} {
    display: none;
  }
`;
