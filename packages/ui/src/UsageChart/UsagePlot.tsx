import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { area as areaShape, curveMonotoneX, line as lineShape } from 'd3-shape';
import { VisuallyHidden } from 'react-aria';
import { displayValue, formatLocalNumber, type DailyUsage } from '@gaia/domain';
import { useGaia } from '../provider/GaiaContext';
import { dayAfterKey, dayX, nearestDay, niceTicks, valueY, type PlotArea } from './scale';
import { DayTip, PlotSurface } from './UsageChart.styles';
import { spanValues, useUsageText } from './usageText';

/** Props of the lazily loaded drawing (see UsageChart, which owns the texts and the table). */
export interface UsagePlotProps {
  days: readonly DailyUsage[];
  unitType: number;
  /** Message key of the chart's name ("Daily {{type}} use, {{from}} to {{to}}"). */
  label: string;
  /** The unit type's name, a message key (its UsageTypeNameKey when omitted). */
  typeName?: string;
  /** Id of the visible keyboard hint that describes the chart. */
  hintId: string;
  /** Message key of a day's text ("{{date}}: {{amount}}"). */
  pointText: string;
  dayPattern: string;
  height: number;
}

/** Until the first measurement (and where ResizeObserver is missing) the drawing assumes this width. */
const DEFAULT_WIDTH = 600;
/** Room for the value labels at the inline start, the day labels below and the day's tip above. */
const AXIS_INLINE = 48;
const AXIS_BLOCK_END = 24;
const TIP_ROOM = 44;
const EDGE = 10;

/**
 * The chart itself, loaded with d3-shape only when a chart is shown: daily use as a line over an
 * area, value ticks and the first, middle and last days. It is one tab stop: arrow keys move
 * between days (in the reading direction on screen), Home/End go to the first/last day,
 * PageUp/PageDown a week; the day's tip shows and is announced. A pointer shows the nearest day.
 */
export default function UsagePlot({ days, unitType, label, typeName, hintId, pointText, dayPattern, height }: UsagePlotProps) {
  const { intlLocale } = useGaia();
  const text = useUsageText(days, unitType, dayPattern);
  const { t, rtl } = text;
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const [active, setActive] = useState<number | undefined>(undefined);
  const [announced, setAnnounced] = useState('');
  const tipId = useId();

  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(surface.clientWidth || DEFAULT_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(surface);
    return () => observer.disconnect();
  }, []);

  const plot: PlotArea = rtl
    ? { left: EDGE, right: width - AXIS_INLINE, top: TIP_ROOM, bottom: height - AXIS_BLOCK_END }
    : { left: AXIS_INLINE, right: width - EDGE, top: TIP_ROOM, bottom: height - AXIS_BLOCK_END };
  const values = days.map((day) => displayValue(day.amount, unitType, text.dataUnit));
  const ticks = niceTicks(Math.max(0, ...values));
  const top = ticks[ticks.length - 1] ?? 1;
  const x = (index: number) => dayX(index, days.length, plot, rtl);
  const y = (value: number) => valueY(value, top, plot);
  const points = values.map((value, index) => [x(index), y(value)] as [number, number]);
  const linePath = lineShape().curve(curveMonotoneX)(points) ?? '';
  const areaPath = areaShape().curve(curveMonotoneX).y0(plot.bottom)(points) ?? '';
  const labelled = days.length > 2 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : days.map((_, index) => index);
  const dayText = (index: number) => {
    const day = days[index];
    return day ? t(pointText, { date: text.day(day.date), amount: text.amount(day.amount) }) : '';
  };

  const show = (index: number, announce: boolean) => {
    setActive(index);
    if (announce) setAnnounced(dayText(index));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (days.length === 0) return;
    const next = dayAfterKey(event.key, active ?? days.length - 1, days.length, rtl);
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    show(nearestDay(event.clientX - box.left, days.length, plot, rtl), false);
  };
  const activeX = active === undefined ? 0 : x(active);
  const tipLeft = Math.min(width - 80, Math.max(80, activeX));

  return (
    <PlotSurface
      ref={surfaceRef}
      role="group"
      aria-label={t(label, spanValues(days, unitType, typeName, text))}
      aria-describedby={active === undefined ? hintId : `${tipId} ${hintId}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      // The most recent day is where a keyboard user starts.
      onFocus={() => active === undefined && days.length > 0 && show(days.length - 1, true)}
      onPointerMove={onPointerMove}
      onPointerLeave={() => document.activeElement !== surfaceRef.current && setActive(undefined)}
      onBlur={() => setActive(undefined)}
      data-testid="usage-plot"
    >
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="gaia-usage-grid" x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} />
            <text className="gaia-usage-axis" x={rtl ? plot.right + 6 : plot.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatLocalNumber(tick, intlLocale)}
            </text>
          </g>
        ))}
        {/* The drawing inherits the reading direction, so 'start' and 'end' are logical: the first day's
            label runs inward from the inline-start edge, the value labels end at the axis. */}
        {labelled.map((index) => (
          <text key={index} className="gaia-usage-axis" x={x(index)} y={height - 6} textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}>
            {text.day(days[index]?.date ?? '')}
          </text>
        ))}
        <path className="gaia-usage-area" d={areaPath} />
        <path className="gaia-usage-line" d={linePath} />
        {active !== undefined && points[active] ? (
          <g>
            <line className="gaia-usage-guide" x1={activeX} x2={activeX} y1={plot.top} y2={plot.bottom} />
            <circle className="gaia-usage-point" cx={points[active][0]} cy={points[active][1]} r={5} />
          </g>
        ) : null}
      </svg>
      {active !== undefined ? (
        <DayTip id={tipId} role="tooltip" style={{ left: tipLeft }}>
          {dayText(active)}
        </DayTip>
      ) : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announced}
      </VisuallyHidden>
    </PlotSurface>
  );
}
