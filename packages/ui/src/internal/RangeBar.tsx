import type { CSSProperties } from 'react';
import { BarHeader, BarHiddenLabel, BarLabel, BarValue, Fill, Track } from '../Meter/Meter.styles';
import { useT } from '../provider/GaiaContext';
import type { useRangeBar } from './useRangeBar';

interface RangeBarProps {
  /** What `useRangeBar` gave: the bar's ARIA, its label's id and the value in words. */
  bar: Pick<ReturnType<typeof useRangeBar>, 'barProps' | 'labelProps' | 'spoken'>;
  /** A message key or text. */
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel: boolean;
  /** Shows the value in words beside the label (when there is one). */
  showValueText: boolean;
  /** The bar's state, for the fill's tone. */
  state: string;
  /** How much of the track is filled, 0 to 1. */
  fill: number;
  size: 'md' | 'lg';
}

/** The bar of a meter or a progress bar: its label, its value in words, and the filled track. */
export function RangeBar({ bar, label, hideLabel, showValueText, state, fill, size }: RangeBarProps) {
  const t = useT();
  return (
    <div {...bar.barProps}>
      <BarHeader>
        {hideLabel ? <BarHiddenLabel {...bar.labelProps}>{t(label)}</BarHiddenLabel> : <BarLabel {...bar.labelProps}>{t(label)}</BarLabel>}
        {showValueText && bar.spoken !== undefined ? <BarValue>{bar.spoken}</BarValue> : null}
      </BarHeader>
      <Track data-size={size}>
        <Fill data-state={state} style={{ '--gaia-meter-fill': `${fill * 100}%` } as CSSProperties} />
      </Track>
    </div>
  );
}
