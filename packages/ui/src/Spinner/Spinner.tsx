import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { useGaia } from '../provider/GaiaContext';
import { SpinnerRing, SpinnerRoot } from './Spinner.styles';
import { useDelayedVisibility } from './useSpinner';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /**
   * Milliseconds before the spinner appears, so quick loads never flash one.
   * @default 300 (the portal configuration's spinnerDelayMs)
   */
  delay?: number;
  /** What is loading, spoken by screen readers: a message key or text. @default 'gaia_loading' */
  label?: string;
  /** Show the label next to the ring instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** @default 'md' */
  size?: SpinnerSize;
  /** Centre the spinner on its own line, for a loading list or panel. @default false */
  block?: boolean;
}

/**
 * A loading indicator that appears only after a delay. Its status region is in the page from the
 * start and is filled when the delay ends, so screen readers announce the label once.
 */
export function Spinner({ delay, label = 'gaia_loading', showLabel = false, size = 'md', block = false, ...rest }: SpinnerProps) {
  const { t, config } = useGaia();
  const visible = useDelayedVisibility(delay ?? config.spinnerDelayMs);
  return (
    <SpinnerRoot {...rest} role="status" data-block={block && visible ? '' : undefined} data-visible={visible ? '' : undefined}>
      {visible ? (
        <>
          <SpinnerRing data-size={size} aria-hidden="true" />
          {showLabel ? <span>{t(label)}</span> : <VisuallyHidden>{t(label)}</VisuallyHidden>}
        </>
      ) : null}
    </SpinnerRoot>
  );
}
