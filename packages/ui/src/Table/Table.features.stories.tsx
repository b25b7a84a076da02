import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { GaiaProvider } from '../provider/GaiaProvider';
import { useGaia } from '../provider/GaiaContext';
import { downloadCapture } from '../internal/stories/downloadCapture';
import { tabTo } from '../internal/stories/keyboardSteps';
import { Table } from './Table';
import { LocalisedTable, sampleColumns, sampleRows } from './Table.stories';

const meta = {
  title: 'Primitives/Table/Features',
  component: Table,
  render: (args) => <LocalisedTable {...args} />,
  args: {
    columns: sampleColumns,
    rows: sampleRows,
    onCopied: fn(),
    onPageChange: fn(),
    onExported: fn(),
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOfRow = (table: HTMLElement, index: number) =>
  within(within(table).getAllByRole('row')[index + 1] as HTMLElement).getAllByRole('cell');

// F3.13 / F0.7
/**
 * Cells follow the column TYPE: 'Do MMM YYYY' dates (the same fields with Arabic month
 * names in Arabic), date-times with HH:mm:ss, prices
 * with 2 decimals and the configured symbol in front, and '--' for every empty value.
 */
export const ColumnTypesFormatted: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    const first = cellsOfRow(table, 0);
    await expect(first[0]).toHaveTextContent('Top-up');
    // Dates in the interface language: the configured pattern in English, Intl's Arabic month names in Arabic.
    await expect(first[3]).toHaveTextContent(/^(1st Jan 2024|1 يناير 2024)$/);
    await expect(first[4]).toHaveTextContent(/^(1st Jan 2024 10:20:00|1 يناير 2024، 10:20:00)$/);
    await expect(first[5]).toHaveTextContent('$1,234.50');
    const second = cellsOfRow(table, 1);
    for (const index of [2, 3, 4, 5, 6]) await expect(second[index]).toHaveTextContent(/^--$/);
    await expect(within(second[6] as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** The currency symbol's side comes from the portal configuration (currencyPosition 'after'). */
export const CurrencySymbolAfter: Story = {
  decorators: [
    (Story) => {
      const { theme, locale } = useGaia();
      return (
        <GaiaProvider
          theme={theme}
          locale={locale}
          config={{ currencySymbol: 'ZWL', currencyPosition: 'after' }}
          asRoot={false}
        >
          <Story />
        </GaiaProvider>
      );
    },
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(cellsOfRow(table, 0)[5]).toHaveTextContent('1,234.50 ZWL');
  },
};

/** The caption names the table with "Total: N Records"; the table pages through the records (10 a page). */
export const TotalCaptionAndPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /total: 25 records|الإجمالي: 25/i });
    await expect(
      canvas.getByRole('region', { name: /total: 25 records|الإجمالي: 25/i }),
    ).toContainElement(table);
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /^(page 3|الصفحة 3)$/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(cellsOfRow(table, 0)[1]).toHaveTextContent('0771234520');
  },
};

/** With a server total the rows are the current page: the total shows the server's count and paging asks for more. */
export const ServerSidePaging: Story = {
  args: { rows: sampleRows.slice(0, 10), total: 95 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('table', { name: /total: 95 records|الإجمالي: 95/i }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /next page|الصفحة التالية/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(
      canvas.getByRole('button', { name: /^(page 10|الصفحة 10)$/i }),
    ).toBeInTheDocument();
  },
};

/**
 * Keyboard only: Tab to the copy button of a CAN_COPY cell and press Enter; the raw value reaches
 * the clipboard, onCopied is called, and "Copied" is announced.
 */
export const CopyCellWithKeyboard: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const copy = canvas.getByRole('button', { name: /^(copy|نسخ) 0771234500$/i });
    await tabTo(copy, 10);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith('0771234500'));
    await waitFor(() =>
      expect(args.onCopied).toHaveBeenCalledWith(
        '0771234500',
        expect.objectContaining({ VALUE: 'accNbr' }),
        sampleRows[0],
      ),
    );
    const statuses = canvas.getAllByRole('status');
    await waitFor(() =>
      expect(statuses.some((s) => /copied|تم النسخ/i.test(s.textContent ?? ''))).toBe(true),
    );
  },
};

/** When the clipboard refuses, nothing is reported as copied and the person is told. */
export const CopyRefused: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(copy|نسخ) ref 1002$/i }));
    const statuses = canvas.getAllByRole('status');
    await waitFor(() =>
      expect(statuses.some((s) => /could not copy|تعذّر النسخ/i.test(s.textContent ?? ''))).toBe(
        true,
      ),
    );
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

const download = downloadCapture();

/**
 * The export option builds the CSV from the columns and rows (headings in the user's language,
 * formatted cells, proper quoting, UTF-8 mark for spreadsheets) and downloads it from a Blob URL.
 */
export const ExportCsv: Story = {
  args: { exportable: true, exportFileName: 'transactions.csv' },
  beforeEach: download.beforeEach,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /export|تصدير/i }));
    await waitFor(() => expect(args.onExported).toHaveBeenCalledTimes(1));
    await expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    await expect(download.blob?.type).toMatch(/^text\/csv/);
    const bytes = new Uint8Array(await (download.blob as Blob).arrayBuffer());
    await expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const text = await (download.blob as Blob).text(); // decoding drops the byte order mark
    const [csv, fileName] = (args.onExported as ReturnType<typeof fn>).mock.calls[0] as [
      string,
      string,
    ];
    await expect(fileName).toBe('transactions.csv');
    await expect(csv).toBe(`\uFEFF${text}`);
    const lines = text.split('\r\n');
    await expect(lines).toHaveLength(27);
    await expect(lines[0]).toMatch(/^(Transaction,Account number|المعاملة,رقم الحساب)/);
    // A leading "+" is guarded against spreadsheet formulas; quotes and commas are quoted.
    await expect(lines[1]).toBe(
      `Top-up,0771234500,'+263 77 123 4500,1st Jan 2024,1st Jan 2024 10:20:00,"$1,234.50","Paid, ""thanks"""`,
    );
    await expect(lines[2]).toBe('Bill payment,0771234501,,,,,');
  },
};

/** No records: the empty text; loading: the table is marked busy. */
export const EmptyAndLoading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table).toHaveTextContent(/loading records|جارٍ تحميل السجلات/i);
    await expect(table).toHaveAccessibleName(/total: 0 records|الإجمالي: 0/i);
  },
};
