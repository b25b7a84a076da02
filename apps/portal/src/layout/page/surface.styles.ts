import { css } from 'styled-components';
import { space, type SpaceStep } from './stack.styles';

/**
 * A raised card on the page: the surface colour, the large radius and the first elevation, with
 * the given inner spacing (a section of the home, a panel of a form page).
 */
export const raisedCard = (padding: SpaceStep = 5) => css`
  padding: ${space(padding)};
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
`;

/**
 * The card that holds a whole flow's step (sign-up, onboarding, a company's sign-up): roomy on wide
 * screens; on a phone it is the page itself, so it loses its shadow and some of its spacing.
 */
export const flowCard = css`
  padding: var(--gaia-space-6) var(--gaia-space-5);
  background: var(--gaia-color-surface);
  border-radius: var(--gaia-radius-lg);
  box-shadow: var(--gaia-elevation-1);
  @media (max-width: 767px) {
    padding: var(--gaia-space-5) var(--gaia-space-4);
    box-shadow: none;
  }
`;

/**
 * A box drawn with the hairline border and the given radius (a group of fields, a row of a list, a
 * control's pill).
 */
export const outlinedBox = (radius: 'md' | 'lg' | 'pill' = 'md') => css`
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-${radius});
`;

/**
 * A card drawn with the hairline border on the surface colour (no elevation), with the given inner
 * spacing and radius: a panel beside a form, an entry of a list, a chosen place.
 */
export const outlinedCard = (padding: SpaceStep, radius: 'md' | 'lg' = 'lg') => css`
  padding: ${space(padding)};
  background: var(--gaia-color-surface);
  ${outlinedBox(radius)}
`;

/**
 * A notice on the soft tint of a tone, its border in that tone and thicker at the inline start (a
 * code was sent, a prompt to act), in the page's text colour. The inner spacing is the caller's.
 */
export const accentedNotice = (tone: 'primary' | 'success', radius: 'md' | 'lg') => css`
  border: 1px solid var(--gaia-color-${tone});
  border-inline-start-width: 4px;
  border-radius: var(--gaia-radius-${radius});
  background: var(--gaia-color-${tone}-subtle);
  color: var(--gaia-color-text);
`;
