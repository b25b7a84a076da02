import { useId, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { CircleAlert } from '../internal/icons/glyphs';
import { useGaia } from '../provider/GaiaContext';
import {
  Header,
  Left,
  LegendAmount,
  LegendDetail,
  LegendItem,
  LegendList,
  LegendName,
  Note,
  Root,
  Segment,
  Swatch,
  Title,
  Track,
} from './SegmentedMeter.styles';
import { segmentedMeter, type MeterSegment } from './useSegmentedMeter';
import { useRangeBar } from '../internal/useRangeBar';

export type { MeterSegment } from './useSegmentedMeter';

/** Western digits in every language, as in the rest of the portal (the domain's intlLocaleOf). */
function numberLocale(locale: string): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale === 'en' ? 'en-GB' : locale;
}

export interface SegmentedMeterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is shared, a message key or text (e.g. 'Family data bundle'); names the meter. */
  label: string;
  /** Each line's usage, in display order (the first starts at the inline start of the bar). */
  segments: readonly MeterSegment[];
  /** The shared allowance, in the same unit as the segments. */
  max: number;
  /** The unit after every amount, a message key or text (e.g. 'GB'). @default '' */
  unit?: string;
  /**
   * The meter's value in words, a message key taking {{used}}, {{total}}, {{left}} and {{unit}}.
   * @default 'gaia_kitforms_segmeter_value'
   */
  valueText?: string;
  /** Name of the legend list. @default 'gaia_kitforms_segmeter_legend' */
  legendLabel?: string;
  /** The legend's entry for what is left. @default 'gaia_kitforms_segmeter_remaining' */
  remainingLabel?: string;
  /** Formats an amount; by default the locale's separators, Western digits and at most 2 decimals. */
  formatAmount?: (amount: number) => string;
}

/**
 * A shared allowance used by several lines (a family data bundle): one meter (role=meter)
 * named by its label and spoken in words ("7.5 of 20 GB used, 12.5 GB left"), a bar of one segment per
 * line, and a legend naming each line with its amount and what is left. Segments differ by texture as
 * well as colour and are parted by separators, so colour alone never tells them apart.
 */
export function SegmentedMeter({
  label,
  segments,
  max,
  unit = '',
  valueText = 'gaia_kitforms_segmeter_value',
  legendLabel = 'gaia_kitforms_segmeter_legend',
  remainingLabel = 'gaia_kitforms_segmeter_remaining',
  formatAmount,
  ...rest
}: SegmentedMeterProps) {
  const { t, locale } = useGaia();
  const noteId = `gaia-segmeter-note-${useId()}`;
  const numbers = useMemo(() => new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 }), [locale]);
  const format = formatAmount ?? ((amount: number) => numbers.format(amount));
  const shown = segmentedMeter(segments, max);
  const unitText = unit ? t(unit) : '';
  const amount = (value: number) => t('gaia_kitforms_segmeter_amount', { amount: format(value), unit: unitText }).trim();
  const words = t(valueText, { used: format(shown.used), total: format(max), left: format(shown.left), unit: unitText });
  const { barProps, labelProps } = useRangeBar({
    role: 'meter',
    value: Math.min(shown.used, max),
    min: 0,
    max,
    valueText: words,
    describedBy: shown.over > 0 ? noteId : undefined,
  });

  return (
    <Root {...rest} data-over={shown.over > 0 ? '' : undefined}>
      <div {...barProps}>
        <Header>
          <Title {...labelProps}>{t(label)}</Title>
          <Left aria-hidden="true">{t('gaia_kitforms_segmeter_left', { amount: format(shown.left), unit: unitText })}</Left>
        </Header>
        <Track>
          {shown.segments.map((segment) => (
            <Segment
              key={segment.id}
              data-pattern={segment.pattern}
              data-full={shown.remainingShare === 0 ? '' : undefined}
              style={{ '--gaia-segment-share': `${segment.share * 100}%` } as CSSProperties}
            />
          ))}
        </Track>
      </div>
      <LegendList aria-label={t(legendLabel)}>
        {shown.segments.map((segment) => (
          <LegendItem key={segment.id}>
            <Swatch data-pattern={segment.pattern} aria-hidden="true" />
            <LegendName>
              {t(segment.label)}
              {segment.detail ? <LegendDetail dir="ltr">{segment.detail}</LegendDetail> : null}
            </LegendName>
            <LegendAmount>{amount(segment.value)}</LegendAmount>
          </LegendItem>
        ))}
        <LegendItem data-remaining="">
          <Swatch data-pattern="remaining" aria-hidden="true" />
          <LegendName>{t(remainingLabel)}</LegendName>
          <LegendAmount>{amount(shown.left)}</LegendAmount>
        </LegendItem>
      </LegendList>
      {shown.over > 0 ? (
        <Note id={noteId}>
          <CircleAlert size={16} aria-hidden="true" />
          {t('gaia_kitforms_segmeter_over', { amount: format(shown.over), unit: unitText })}
        </Note>
      ) : null}
    </Root>
  );
}
