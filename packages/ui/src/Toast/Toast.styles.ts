import styled from 'styled-components';
import { dismissIconButton } from '../internal/styles/quietIconButton';
import { startAlignedRow } from '../internal/styles/row';
import { centredColumn } from '../internal/styles/stack';

/** Fixed at the top of the viewport, centred, with logical insets so it sits right in both directions. */
export const ToastStack = styled.div`
  position: fixed;
  inset-block-start: var(--gaia-space-4);
  inset-inline: var(--gaia-space-4);
  z-index: var(--gaia-z-toast);
  ${centredColumn(2)}
  margin: 0;
  padding: 0;
  pointer-events: none;

  &:empty {
    display: none;
  }
`;

export const ToastCard = styled.div`
  pointer-events: auto;
  ${startAlignedRow(3)}
  inline-size: 100%;
  max-inline-size: 30rem;
  padding-block: var(--gaia-space-2);
  padding-inline-start: var(--gaia-space-4);
  padding-inline-end: var(--gaia-space-1);
  border: 1px solid var(--gaia-color-border);
  border-inline-start-width: 4px;
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface-raised);
  color: var(--gaia-color-text);
  box-shadow: var(--gaia-elevation-2);
  animation: gaia-toast-enter var(--gaia-motion-duration-base) var(--gaia-motion-easing);

  &[data-tone='success'] {
    border-inline-start-color: var(--gaia-color-success);
  }
  &[data-tone='error'] {
    border-inline-start-color: var(--gaia-color-danger);
  }
  &[data-tone='info'] {
    border-inline-start-color: var(--gaia-color-info);
  }

  @keyframes gaia-toast-enter {
    from {
      opacity: 0;
      transform: translateY(calc(-1 * var(--gaia-space-2)));
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  flex: none;
  margin-block-start: var(--gaia-space-2);
  &[data-tone='success'] {
    color: var(--gaia-color-success);
  }
  &[data-tone='error'] {
    color: var(--gaia-color-danger);
  }
  &[data-tone='info'] {
    color: var(--gaia-color-info);
  }
`;

export const ToastMessage = styled.div`
  flex: 1;
  min-inline-size: 0;
  padding-block: var(--gaia-space-2);
  overflow-wrap: anywhere;
`;

export const DismissButton = styled.button`
  ${dismissIconButton}
`;
