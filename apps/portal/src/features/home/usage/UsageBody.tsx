import { EmptyState, SegmentedControl, UsageChart, useGaia } from '@gaia/ui';
import {
  dailyUsage,
  formatLocalUsage,
  usageCycle,
  usagePace,
  usageTotal,
  UsageHistoryKey,
  UsageTypeNameKey,
  USAGE_CYCLE_DAYS,
  USAGE_HISTORY_UNIT_TYPES,
  type BalanceQuery,
  type ConsumptionRecord,
} from '@gaia/domain';
import { UsageForecast } from './UsageForecast';
import { Figures } from './UsagePanel.styles';

export interface UsageBodyProps {
  subsId: string;
  accNbr: string;
  /** What the balance call asks for this line; the number alone when omitted. */
  balanceQuery?: BalanceQuery;
  records: readonly ConsumptionRecord[];
  today: string;
  unitType: number;
  onUnitType: (unitType: number) => void;
}

const unitOptions = USAGE_HISTORY_UNIT_TYPES.map((unitType) => ({ value: String(unitType), label: UsageTypeNameKey[unitType] ?? String(unitType) }));

/**
 * F3.4: the loaded history — the unit type choice, the total and recent pace, the chart with its
 * table (or the empty state of a unit type without use), and the forecast per bundle.
 */
export function UsageBody({ subsId, accNbr, balanceQuery, records, today, unitType, onUnitType }: UsageBodyProps) {
  const { t, intlLocale } = useGaia();
  const days = dailyUsage(records, unitType, usageCycle(today));
  const total = usageTotal(days);
  const amount = (value: number) => {
    const text = formatLocalUsage(value, unitType, intlLocale);
    return text.unitKey ? `${text.value} ${t(text.unitKey)}` : text.value;
  };
  return (
    <>
      <SegmentedControl label={UsageHistoryKey.unitChoice} options={unitOptions} value={String(unitType)} onChange={(value) => onUnitType(Number(value))} />
      {total > 0 ? (
        <>
          <Figures>
            <p>{t(UsageHistoryKey.total, { amount: amount(total) })}</p>
            <p>{t(UsageHistoryKey.pace, { amount: amount(usagePace(records, unitType, today).perDay) })}</p>
          </Figures>
          <UsageChart days={days} unitType={unitType} />
        </>
      ) : (
        <EmptyState compact headingLevel={3} title={t(UsageHistoryKey.empty, { days: USAGE_CYCLE_DAYS })} />
      )}
      <UsageForecast subsId={subsId} balanceQuery={balanceQuery ?? { accNbr }} records={records} today={today} />
    </>
  );
}
