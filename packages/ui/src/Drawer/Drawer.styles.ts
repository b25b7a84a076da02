import styled from 'styled-components';

export const DrawerUnderlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--gaia-z-drawer);
  background: var(--gaia-color-overlay);
  animation: gaia-drawer-fade var(--gaia-motion-duration-base) var(--gaia-motion-easing);

  @keyframes gaia-drawer-fade {
    from {
      opacity: 0;
    }
  }
`;

/**
 * The side panel: full height, from the inline-end edge (the right in left-to-right, the left in
 * right-to-left), as wide as --gaia-drawer-width but never wider than the viewport.
 */
export const DrawerPanel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  display: flex;
  flex-direction: column;
  inline-size: min(var(--gaia-drawer-width), 100%);
  border-inline-start: 1px solid var(--gaia-color-border);
  background: var(--gaia-color-surface-raised);
  color: var(--gaia-color-text);
  box-shadow: var(--gaia-elevation-3);
  animation: gaia-drawer-in-end var(--gaia-motion-duration-slow) var(--gaia-motion-easing);

  &[data-side='start'] {
    inset-inline-end: auto;
    inset-inline-start: 0;
    border-inline-start: 0;
    border-inline-end: 1px solid var(--gaia-color-border);
    animation-name: gaia-drawer-in-start;
  }
  [dir='rtl'] & {
    animation-name: gaia-drawer-in-start;
  }
  [dir='rtl'] &[data-side='start'] {
    animation-name: gaia-drawer-in-end;
  }
  &:focus {
    outline: none;
  }
  /* Physical directions only here: a translation has no logical form. */
  @keyframes gaia-drawer-in-end {
    from {
      transform: translateX(100%);
    }
  }
  @keyframes gaia-drawer-in-start {
    from {
      transform: translateX(-100%);
    }
  }
`;
