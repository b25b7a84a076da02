import styled from 'styled-components';
import { centredRow } from './page/stack.styles';

/**
 * The narrowest phones (320 px wide, WCAG 1.4.10's reflow width): the header tightens its spacing
 * and the user menu shows its avatar alone, so the header's actions fit without a sideways scroll.
 */
export const narrowHeader = '(max-width: 359px)';

export const Header = styled.header`
  ${centredRow(3)}
  justify-content: space-between;
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-4);
  background: var(--gaia-color-surface);
  border-block-end: 1px solid var(--gaia-color-border);
  @media ${narrowHeader} {
    padding-inline: var(--gaia-space-2);
  }
`;

/**
 * Where the signed-in area renders the user's actions. A flex box, not a plain inline span: an
 * inline box around the 44 px menu button would add the line's descent and grow the header by 6 px
 * when the button arrives (a layout shift on every signed-in page).
 */
export const HeaderSlot = styled.span`
  ${centredRow(2)}
  @media ${narrowHeader} {
    gap: var(--gaia-space-1);
  }
`;

export const Brand = styled.a`
  font-weight: var(--gaia-font-weight-bold);
  font-size: var(--gaia-font-size-lg);
  color: var(--gaia-color-primary);
  text-decoration: none;
  min-block-size: var(--gaia-target-comfortable);
  display: inline-flex;
  align-items: center;
`;

export const Actions = styled.div`
  ${centredRow(2)}
  @media ${narrowHeader} {
    gap: var(--gaia-space-1);
  }
`;

export const Main = styled.main`
  padding-block: var(--gaia-space-6);
  padding-inline: var(--gaia-space-4);
  @media (max-width: 767px) {
    padding: 0;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: var(--gaia-space-2);
  inset-block-start: -100px;
  padding: var(--gaia-space-2) var(--gaia-space-3);
  background: var(--gaia-color-surface);
  color: var(--gaia-color-primary);
  z-index: var(--gaia-z-tooltip);
  &:focus {
    inset-block-start: var(--gaia-space-2);
  }
`;

/**
 * A page without chrome (spec 03 §2): no header. /selectPaymentMethod is also on white: the theme's
 * surface, which is white in the light theme (and its dark counterpart in the dark theme, so text keeps
 * its contrast).
 */
export const PlainPage = styled.main<{ $white: boolean }>`
  min-block-size: 100vh;
  ${({ $white }) => ($white ? 'background: var(--gaia-color-surface); color: var(--gaia-color-text);' : '')}
`;
