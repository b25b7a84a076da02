import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TableColumnConfig } from '@gaia/domain';
import { useGaia } from '../provider/GaiaContext';
import { Table, type TableProps } from './Table';

/** A column configuration as the server sends it, with English titles. */
export const sampleColumns: TableColumnConfig[] = [
  { TITLE: 'Transaction', TYPE: 'text', VALUE: 'tradeType', WIDTH: 130 },
  { TITLE: 'Account number', TYPE: 'accNbr', VALUE: 'accNbr', CAN_COPY: 'Y' },
  { TITLE: 'Service number', TYPE: 'serviceNbr', VALUE: 'serviceNbr' },
  { TITLE: 'Date', TYPE: 'date', VALUE: 'createdDate' },
  { TITLE: 'Time', TYPE: 'datetime', VALUE: 'stateDate' },
  { TITLE: 'Amount', TYPE: 'price', VALUE: 'amount' },
  { TITLE: 'Remarks', TYPE: 'text', VALUE: 'remarks', CAN_COPY: 'Y' },
];

/** The same titles as an Arabic-speaking customer receives them from the server. */
const arabicTitles: Record<string, string> = {
  tradeType: 'المعاملة',
  accNbr: 'رقم الحساب',
  serviceNbr: 'رقم الخدمة',
  createdDate: 'التاريخ',
  stateDate: 'الوقت',
  amount: 'المبلغ',
  remarks: 'ملاحظات',
};

const trades = ['Top-up', 'Bill payment', 'Booster', 'Roaming'];

/** 25 records; the first has every type filled, the second has empty values. */
export const sampleRows = Array.from({ length: 25 }, (_, i) => ({
  rowId: `R${String(i + 1).padStart(3, '0')}`,
  tradeType: trades[i % trades.length],
  accNbr: `07712345${String(i).padStart(2, '0')}`,
  serviceNbr: i === 1 ? '' : `+263 77 123 45${String(i).padStart(2, '0')}`,
  createdDate: i === 1 ? null : `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
  stateDate: i === 1 ? undefined : `2024-01-${String((i % 28) + 1).padStart(2, '0')} 10:20:${String(i).padStart(2, '0')}`,
  amount: i === 0 ? 1234.5 : i === 1 ? '' : (i * 7.25).toFixed(2),
  remarks: i === 0 ? 'Paid, "thanks"' : i === 1 ? '   ' : `Ref ${1000 + i}`,
}));

/** Shows the server's titles in the story's language, as the portal would receive them. */
export function LocalisedTable(args: TableProps) {
  const { locale } = useGaia();
  const columns = locale === 'ar' ? args.columns.map((column) => ({ ...column, TITLE: arabicTitles[column.VALUE] ?? column.TITLE })) : args.columns;
  return <Table {...args} columns={columns} />;
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  excludeStories: /^(sample|Localised)/,
  render: (args) => <LocalisedTable {...args} />,
  args: { columns: sampleColumns, rows: sampleRows, onCopied: fn(), onPageChange: fn() },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { exportable: true, pageSize: 5, loading: false, exportFileName: 'transactions.csv', onExported: fn() },
};
