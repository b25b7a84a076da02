import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsageChart } from './UsageChart';
import { idleDays, smsDays, usageChartStoryDefaults, voiceDays, whatsappDays } from './UsageChart.fixtures';

const meta = {
  title: 'Kit/UsageChart/Features',
  component: UsageChart,
  ...usageChartStoryDefaults,
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const SHOW_TABLE = /show as a table|العرض كجدول/i;
const HIDE_TABLE = /hide the table|إخفاء الجدول/i;
const GB = '(GB|غيغابايت)';

/** The chart, once its lazily loaded drawing is in. */
async function chart(canvasElement: HTMLElement) {
  // The drawing's code loads on first use: on a busy machine that can take a few seconds.
  return within(canvasElement).findByRole('group', { name: /daily data use|استخدام البيانات اليومي/i }, { timeout: 8000 });
}

// F3.4 usage history: keyboard-readable chart
/**
 * One tab stop: focus shows the most recent day, arrow keys move one day on screen (Right is back in
 * time in Arabic, where days run from the right), Home goes to the first day, and each day's amount
 * is in the tip that describes the chart.
 */
export const KeyboardTooltip: Story = {
  play: async ({ canvasElement }) => {
    const plot = await chart(canvasElement);
    const rtl = getComputedStyle(plot).direction === 'rtl';
    await userEvent.tab();
    await expect(plot).toHaveFocus();
    const tip = await within(canvasElement).findByRole('tooltip');
    await expect(tip).toHaveTextContent(new RegExp(`(2 Mar|2 مارس).*1\\.5 ${GB}`));
    await expect(plot).toHaveAccessibleDescription(new RegExp(`1\\.5 ${GB}`));
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(new RegExp(`(1 Mar|1 مارس).*1 ${GB}`));
    await userEvent.keyboard('{Home}');
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(new RegExp(`(1 Feb|1 فبراير).*0\\.5 ${GB}`));
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(/2 Feb|2 فبراير/);
  },
};

/** The accessible alternative: a real table of every day, behind a toggle that says whether it is open. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: SHOW_TABLE });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const table = await canvas.findByRole('table', { name: /daily data use|استخدام البيانات اليومي/i }, { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: HIDE_TABLE })).toHaveAttribute('aria-expanded', 'true');
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(within(table).getByRole('columnheader', { name: /^(day|اليوم)$/i })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: /^(2 Mar|2 مارس)$/ })).toBeInTheDocument();
    await expect(rows[30]).toHaveTextContent(new RegExp(`1\\.5 ${GB}`));
    await expect(rows[1]).toHaveTextContent(new RegExp(`0\\.5 ${GB}`));
    await userEvent.click(canvas.getByRole('button', { name: HIDE_TABLE }));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Calls are counted in minutes. */
export const Voice: Story = {
  args: { days: voiceDays, unitType: 2, defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /daily calls use|استخدام المكالمات اليومي/i }, { timeout: 8000 });
    await expect(within(table).getAllByRole('row')[30]).toHaveTextContent(/30 (min|دقيقة)/);
    await expect(await within(canvasElement).findByRole('group', { name: /calls|المكالمات/i }, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** SMS are whole counts; days without a message read 0. */
export const Sms: Story = {
  args: { days: smsDays, unitType: 3, defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const rows = within(await within(canvasElement).findByRole('table', {}, { timeout: 8000 })).getAllByRole('row');
    await expect(rows[30]).toHaveTextContent(/4 (SMS|رسالة)/);
    await expect(rows[1]).toHaveTextContent(/0 (SMS|رسالة)/);
  },
};

/** WhatsApp is a data bucket: its days are in the series' data unit (MB here). */
export const WhatsApp: Story = {
  args: { days: whatsappDays, unitType: 10001, defaultShowTable: true },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /whatsapp|واتساب/i }, { timeout: 8000 });
    await expect(within(table).getAllByRole('row')[30]).toHaveTextContent(/80 (MB|ميغابايت)/);
  },
};

/** A month without use still draws its axis, and the keyboard still reads each day (0). */
export const NoUse: Story = {
  args: { days: idleDays, unitType: 1 },
  play: async ({ canvasElement }) => {
    const plot = await chart(canvasElement);
    plot.focus();
    await waitFor(() => expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent(/0 (MB|ميغابايت)/));
  },
};
