import styled from 'styled-components';

/** The provider's root: tokens live here as custom properties; base typography and colours follow. */
export const GaiaRoot = styled.div`
  color-scheme: light;
  color: var(--gaia-color-text);
  font-family: var(--gaia-font-family);
  font-size: var(--gaia-font-size-md);
  line-height: var(--gaia-font-line-height);
  -webkit-font-smoothing: antialiased;

  &[data-theme='dark'] {
    color-scheme: dark;
  }
  /* A root paints the theme's background over the whole viewport, not only behind the content. */
  &[data-root] {
    background: var(--gaia-color-bg);
    min-block-size: 100vh;
    min-block-size: 100dvh;
  }
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  & :focus-visible {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    --gaia-motion-duration-fast: 0ms;
    --gaia-motion-duration-base: 0ms;
    --gaia-motion-duration-slow: 0ms;
  }
`;
