import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '../provider/GaiaContext';
import { Meter, type MeterProps } from './Meter';
import { meterStoryDefaults } from './Meter.fixtures';

const meta = {
  title: 'Primitives/Meter/Features',
  component: Meter,
  ...meterStoryDefaults,
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

const DATA = /mobile data|بيانات الجوال/i;

/** Units translated by the caller, as the portal's balance card does. */
function DataMeter(props: MeterProps) {
  const t = useT();
  return <Meter {...props} valueTextValues={{ value: props.value, total: props.max ?? 100, unit: t('gaia_feedback_example_unit_gb') }} />;
}

// F3.4
/** A balance item is a meter named by its label, and its value is spoken in words ("3.2 of 10 GB left"). */
export const SpokenValueText: Story = {
  args: { valueText: 'gaia_feedback_meter_remaining' },
  render: (args) => <DataMeter {...args} />,
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: DATA });
    await expect(meter).toHaveAttribute('aria-valuenow', '3.2');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '10');
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^3\.2 of 10 GB left$|^متبقٍّ 3\.2 من 10 غيغابايت$/));
    await expect(meter).toHaveTextContent(/3\.2 of 10 GB left|متبقٍّ 3\.2 من 10 غيغابايت/);
  },
};

/** Without value text the percentage is spoken, in the locale's digits. */
export const PercentByDefault: Story = {
  args: { value: 40, max: 100 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: DATA });
    await expect(meter.getAttribute('aria-valuetext')).toMatch(/(40|٤٠)[\s\u200e\u200f\u061c]*[%٪]/);
  },
};

/** Usage beyond the allowance: a full danger bar plus an icon and a note that is part of the meter's description. */
export const OverAllowance: Story = {
  args: { value: 12.5, max: 10, valueText: 'gaia_feedback_meter_used', label: 'gaia_feedback_example_data' },
  render: (args) => <DataMeter {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: DATA });
    await expect(meter).toHaveAccessibleDescription(/over your allowance|تجاوزتَ الحدّ المسموح به/i);
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/12\.5/));
    await expect(canvas.getByText(/over your allowance|تجاوزتَ الحدّ المسموح به/i)).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="over"] svg[aria-hidden="true"]')).not.toBeNull();
    const fill = canvasElement.querySelector<HTMLElement>('[role="meter"] [data-state="over"]');
    await expect(fill?.style.getPropertyValue('--gaia-meter-fill')).toBe('100%');
  },
};

/** A balance at or under `low` is running low: warning colour with an icon and a note. */
export const RunningLow: Story = {
  args: { value: 1.5, low: 2, valueText: 'gaia_feedback_meter_remaining' },
  render: (args) => <DataMeter {...args} />,
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: DATA });
    await expect(meter).toHaveAccessibleDescription(/running low|أوشك على النفاد/i);
  },
};

// Spec 03 §9
/** An unlimited allowance shows a full bar and says "Unlimited". */
export const Unlimited: Story = {
  args: { value: 0, unlimited: true },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: DATA });
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^unlimited$|^غير محدود$/i));
    const fill = canvasElement.querySelector<HTMLElement>('[data-state="unlimited"][style]');
    await expect(fill?.style.getPropertyValue('--gaia-meter-fill')).toBe('100%');
  },
};

/** The bar fills from the inline start: from the left in English, from the right in Arabic. */
export const FillFollowsDirection: Story = {
  args: { value: 25, max: 100 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: DATA });
    const fill = meter.querySelector<HTMLElement>('[style]')!;
    const track = fill.parentElement!;
    const rtl = getComputedStyle(meter).direction === 'rtl';
    const f = fill.getBoundingClientRect();
    const tr = track.getBoundingClientRect();
    await expect(f.width).toBeGreaterThan(0);
    await expect(f.width).toBeLessThan(tr.width / 2);
    if (rtl) await expect(Math.abs(f.right - (tr.right - 1))).toBeLessThan(1.5);
    else await expect(Math.abs(f.left - (tr.left + 1))).toBeLessThan(1.5);
  },
};
