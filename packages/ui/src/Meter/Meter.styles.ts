import styled from 'styled-components';

/** Shared by Meter and ProgressBar. The fill width comes from the --gaia-meter-fill custom property. */
export const BarRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
`;

export const BarHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--gaia-space-1) var(--gaia-space-3);
`;

export const BarLabel = styled.span`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
`;

export const BarValue = styled.span`
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  overflow: hidden;
  block-size: var(--gaia-space-2);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-pill);
  background: var(--gaia-color-surface-sunken);

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
  display: flex;
  align-items: center;
  gap: var(--gaia-space-1);
  margin: 0;
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);

  & svg {
    flex: none;
  }
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
