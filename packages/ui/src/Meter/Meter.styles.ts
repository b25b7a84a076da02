import styled from 'styled-components';
import { meterNote, meterTrack } from '../internal/styles/meterParts';
import { spacedStack } from '../internal/styles/stack';
import { visuallyHidden } from '../internal/styles/visuallyHidden';

export { MeterFigure as BarValue, MeterHeader as BarHeader } from '../internal/MeterParts.styles';

/** Shared by Meter and ProgressBar. The fill width comes from the --gaia-meter-fill custom property. */
export const BarRoot = styled.div`
  ${spacedStack(1)}
`;

export const BarLabel = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
`;

/** The label kept for screen readers only (hideLabel). */
export const BarHiddenLabel = styled.span`
  ${visuallyHidden}
`;

export const Track = styled.div`
  position: relative;
  ${meterTrack}
  block-size: var(--gaia-space-2);
  border-radius: var(--gaia-radius-pill);

  &[data-size='lg'] {
    block-size: var(--gaia-space-3);
  }
`;

/** Starts at the inline start, so it grows right-to-left in Arabic. */
export const Fill = styled.div`
  block-size: 100%;
  inline-size: var(--gaia-meter-fill, 0%);
  border-radius: inherit;
  background: var(--gaia-color-primary);
  transition: inline-size var(--gaia-motion-duration-slow) var(--gaia-motion-easing);

  &[data-state='low'] {
    background: var(--gaia-color-warning);
  }
  &[data-state='over'] {
    background: var(--gaia-color-danger);
  }
  &[data-state='unlimited'],
  &[data-state='complete'] {
    background: var(--gaia-color-success);
  }
  &[data-state='indeterminate'] {
    inline-size: 40%;
    animation: gaia-progress-slide 1.4s ease-in-out infinite;
  }
  [dir='rtl'] &[data-state='indeterminate'] {
    animation-direction: reverse;
  }

  @keyframes gaia-progress-slide {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-state='indeterminate'] {
      inline-size: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
`;

export const BarNote = styled.p`
  ${meterNote}
  &[data-state='low'] svg {
    color: var(--gaia-color-warning);
  }
  &[data-state='over'] svg {
    color: var(--gaia-color-danger);
  }
  &[data-state='complete'] svg {
    color: var(--gaia-color-success);
  }
`;
