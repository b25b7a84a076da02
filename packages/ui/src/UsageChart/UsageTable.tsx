import type { DailyUsage } from '@gaia/domain';
import { DayTable, TableFrame } from './UsageChart.styles';
import { spanValues, useUsageText } from './usageText';

export interface UsageTableProps {
  days: readonly DailyUsage[];
  unitType: number;
  /** Message key of the caption ("Daily {{type}} use, {{from}} to {{to}}"). */
  caption: string;
  /** The unit type's name, a message key (its UsageTypeNameKey when omitted). */
  typeName?: string;
  /** Message keys of the column headers. */
  dayHeader: string;
  usedHeader: string;
  dayPattern: string;
}

/** The chart's data as a real table (loaded when first shown): one row per day (a row header), the amount used in the series' unit. */
export default function UsageTable({ days, unitType, caption, typeName, dayHeader, usedHeader, dayPattern }: UsageTableProps) {
  const text = useUsageText(days, unitType, dayPattern);
  return (
    <TableFrame>
      <DayTable>
        <caption>{text.t(caption, spanValues(days, unitType, typeName, text))}</caption>
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
