import type { DailyUsage } from '@gaia/domain';
import { DayTable, TableFrame } from './UsageChart.styles';
import { useUsageText } from './usageText';

export interface UsageTableProps {
  id?: string;
  days: readonly DailyUsage[];
  unitType: number;
  /** The caption, already translated. */
  caption: string;
  /** Message keys of the column headers. */
  dayHeader: string;
  usedHeader: string;
  dayPattern: string;
}

/** The chart's data as a real table: one row per day (a row header), the amount used in the series' unit. */
export function UsageTable({ id, days, unitType, caption, dayHeader, usedHeader, dayPattern }: UsageTableProps) {
  const text = useUsageText(days, unitType, dayPattern);
  return (
    <TableFrame id={id}>
      <DayTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.t(dayHeader)}</th>
            <th scope="col">{text.t(usedHeader)}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{text.day(day.date)}</th>
              <td>{text.amount(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </DayTable>
    </TableFrame>
  );
}
