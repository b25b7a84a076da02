import { Suspense, useId, useState } from 'react';
import { UsageHistoryKey, type DailyUsage } from '@gaia/domain';
import { Button } from '../Button/Button';
import { lazyWithRetry } from '../LoadFailed/lazyWithRetry';
import { useGaia } from '../provider/GaiaContext';
import { Skeleton } from '../Skeleton/Skeleton';
import { ChartRoot, Hint, PlotFrame } from './UsageChart.styles';
import type { UsagePlotProps } from './UsagePlot';
import type { UsageTableProps } from './UsageTable';

/*
 * The drawing (with d3-shape) loads with the first chart shown, the table when it is first asked
 * for: a page that may show a chart pays only for this frame.
 */
const UsagePlot = lazyWithRetry<UsagePlotProps>(() => import('./UsagePlot'));
const UsageTable = lazyWithRetry<UsageTableProps>(() => import('./UsageTable'));

export interface UsageChartProps {
  /** The daily use, oldest first, one entry per day (`dailyUsage` of @gaia/domain). */
  days: readonly DailyUsage[];
  /** The usage unit type of the amounts (spec 03 §3: data 1, voice 2, sms 3, whatsapp 10001). */
  unitType: number;
  /** The unit type's name in the chart's label and caption, a message key. @default its UsageTypeNameKey */
  typeName?: string;
  /** Show the table at first. @default false */
  defaultShowTable?: boolean;
  /** Pattern of the day labels (dayjs tokens, written through Intl in Arabic). @default 'D MMM' */
  dayPattern?: string;
  /** Block size of the drawing in pixels (kept while its code loads). @default 220 */
  height?: number;
  /** The chart's name: "Daily {{type}} use, {{from}} to {{to}}". @default UsageHistoryKey.chartLabel */
  label?: string;
  /** The keyboard hint under the chart. @default UsageHistoryKey.chartHint */
  hint?: string;
  /** A day's text in the tip and the announcement: "{{date}}: {{amount}}". @default UsageHistoryKey.chartPoint */
  pointText?: string;
  /** @default UsageHistoryKey.chartShowTable */
  showTableLabel?: string;
  /** @default UsageHistoryKey.chartHideTable */
  hideTableLabel?: string;
  /** The table's caption, same values as `label`. @default UsageHistoryKey.tableCaption */
  tableCaption?: string;
  /** @default UsageHistoryKey.tableDay */
  dayHeader?: string;
  /** @default UsageHistoryKey.tableUsed */
  usedHeader?: string;
}

/**
 * Daily use of one unit type over a span of days (F3.4): a line chart that can be read by
 * keyboard — one tab stop, arrow keys between days, the day's amount shown and announced — and the
 * same numbers as a table, shown on demand by a toggle button. Right to left, days run from the
 * right. The drawing's code (with d3-shape) and the table's load lazily; the drawing's place keeps
 * its size meanwhile.
 */
export function UsageChart({
  days,
  unitType,
  typeName,
  defaultShowTable = false,
  dayPattern = 'D MMM',
  height = 220,
  label = UsageHistoryKey.chartLabel,
  hint = UsageHistoryKey.chartHint,
  pointText = UsageHistoryKey.chartPoint,
  showTableLabel = UsageHistoryKey.chartShowTable,
  hideTableLabel = UsageHistoryKey.chartHideTable,
  tableCaption = UsageHistoryKey.tableCaption,
  dayHeader = UsageHistoryKey.tableDay,
  usedHeader = UsageHistoryKey.tableUsed,
}: UsageChartProps) {
  const { t } = useGaia();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const tableId = useId();
  const hintId = useId();
  return (
    <ChartRoot>
      <PlotFrame $height={height}>
        <Suspense fallback={<Skeleton variant="rect" width="100%" height={`${height}px`} />}>
          <UsagePlot days={days} unitType={unitType} label={label} typeName={typeName} hintId={hintId} pointText={pointText} dayPattern={dayPattern} height={height} />
        </Suspense>
      </PlotFrame>
      <Hint id={hintId}>{t(hint)}</Hint>
      <div>
        <Button variant="secondary" size="md" aria-expanded={showTable} aria-controls={showTable ? tableId : undefined} onClick={() => setShowTable((shown) => !shown)}>
          {showTable ? hideTableLabel : showTableLabel}
        </Button>
      </div>
      {showTable ? (
        <div id={tableId}>
          <Suspense fallback={<Skeleton variant="text" lines={6} />}>
            <UsageTable days={days} unitType={unitType} caption={tableCaption} typeName={typeName} dayHeader={dayHeader} usedHeader={usedHeader} dayPattern={dayPattern} />
          </Suspense>
        </div>
      ) : null}
    </ChartRoot>
  );
}
