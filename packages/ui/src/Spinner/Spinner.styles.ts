import styled from 'styled-components';
import { inlineCentredRow } from '../internal/styles/row';
import { secondaryText } from '../internal/styles/secondaryText';

export const SpinnerRoot = styled.span`
  ${inlineCentredRow(2)}
  ${secondaryText}

  &[data-block] {
    display: flex;
    justify-content: center;
    padding-block: var(--gaia-space-4);
  }
`;

export const SpinnerRing = styled.span`
  flex: none;
  inline-size: var(--gaia-space-5);
  block-size: var(--gaia-space-5);
  border: 2px solid var(--gaia-color-border);
  border-block-start-color: var(--gaia-color-primary);
  border-radius: 50%;
  animation: gaia-spinner-turn 0.8s linear infinite;

  &[data-size='sm'] {
    inline-size: var(--gaia-space-4);
    block-size: var(--gaia-space-4);
  }
  &[data-size='lg'] {
    inline-size: var(--gaia-space-6);
    block-size: var(--gaia-space-6);
    border-width: 3px;
  }

  @keyframes gaia-spinner-turn {
    to {
      transform: rotate(360deg);
    }
  }
  /* A slow turn still says "working" without fast motion. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
