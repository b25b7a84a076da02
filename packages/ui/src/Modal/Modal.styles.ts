import styled from 'styled-components';
import { dismissIconButton } from '../internal/styles/quietIconButton';
import { breakpoints } from '../tokens/scales';

const mobile = `(max-width: ${breakpoints.md - 0.02}px)`;

/** The mask: covers the viewport and centres the panel. */
export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--gaia-z-modal);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--gaia-space-5);
  background: var(--gaia-color-overlay);
  animation: gaia-modal-fade var(--gaia-motion-duration-base) var(--gaia-motion-easing);

  @keyframes gaia-modal-fade {
    from {
      opacity: 0;
    }
  }
  @media ${mobile} {
    padding: var(--gaia-space-2);
  }
  &[data-size='fullscreen'] {
    padding: 0;
  }
`;

/**
 * The panel. Its width comes from the --gaia-modal-width custom property (a documented width of the
 * spec), and it never exceeds the viewport; on mobile it takes the whole width and up to the whole
 * height.
 */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  inline-size: min(var(--gaia-modal-width), 100%);
  max-block-size: 100%;
  min-block-size: 0;
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-raised);
  color: var(--gaia-color-text);
  box-shadow: var(--gaia-elevation-3);
  animation: gaia-modal-in var(--gaia-motion-duration-base) var(--gaia-motion-easing);

  &:focus {
    outline: none;
  }
  @keyframes gaia-modal-in {
    from {
      opacity: 0;
      transform: translateY(var(--gaia-space-3));
    }
  }
  @media ${mobile} {
    inline-size: 100%;
    border-radius: var(--gaia-radius-md);
  }
  &[data-size='fullscreen'] {
    inline-size: 100%;
    block-size: 100%;
    border: 0;
    border-radius: 0;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-3);
  padding-block: var(--gaia-space-4) var(--gaia-space-2);
  padding-inline: var(--gaia-space-5) var(--gaia-space-3);

  &[data-untitled] {
    justify-content: flex-end;
    padding-block-end: 0;
  }
  @media ${mobile} {
    padding-inline-start: var(--gaia-space-4);
  }
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-block-start: var(--gaia-space-2);
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
  line-height: var(--gaia-font-line-height-tight);
`;

export const CloseButton = styled.button`
  ${dismissIconButton}
`;

/** The body scrolls when the content is taller than the room left by header and footer. */
export const Body = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding-block: var(--gaia-space-2) var(--gaia-space-4);
  padding-inline: var(--gaia-space-5);

  &[data-overflows]:focus-visible {
    outline-offset: -3px;
  }
  @media ${mobile} {
    padding-inline: var(--gaia-space-4);
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--gaia-space-3);
  padding-block: var(--gaia-space-3) var(--gaia-space-4);
  padding-inline: var(--gaia-space-5);
  border-block-start: 1px solid var(--gaia-color-border);

  @media ${mobile} {
    padding-inline: var(--gaia-space-4);
    & > * {
      flex: 1 1 auto;
    }
  }
`;
