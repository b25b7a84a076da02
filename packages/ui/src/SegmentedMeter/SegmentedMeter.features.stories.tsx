import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SegmentedMeter } from './SegmentedMeter';
import { segmentedMeterStoryDefaults } from './SegmentedMeter.examples';

const meta = {
  title: 'Kit/SegmentedMeter/Features',
  component: SegmentedMeter,
  ...segmentedMeterStoryDefaults,
} satisfies Meta<typeof SegmentedMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = /family data bundle|باقة بيانات العائلة/i;
/** A number in ASCII or Arabic-Indic digits (with the Arabic decimal separator). */
const num = (ascii: string) => {
  const arabic = ascii.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace('.', '٫');
  return `(?:${ascii.replace('.', '\\.')}|${arabic})`;
};

/** One meter named by its label; its value (the total used) is spoken in words with what is left. */
export const SpokenTotalAndLeft: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: NAME });
    await expect(meter).toHaveAttribute('aria-valuenow', '7.5');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '20');
    const words = meter.getAttribute('aria-valuetext') ?? '';
    await expect(words).toMatch(new RegExp(`${num('7.5')}.*${num('20')}.*${num('12.5')}`));
    await expect(words).toMatch(/GB|غيغابايت/);
  },
};

/** Each line is named in the legend with its number (left to right) and its amount; what is left closes the list. */
export const LegendNamesEachLine: Story = {
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: /usage by line|الاستخدام حسب الخط/i });
    const items = within(legend).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(/(you|أنت).*077 123 4567/i);
    await expect(items[0]).toHaveTextContent(new RegExp(`${num('4.5')}.*(GB|غيغابايت)`));
    await expect(items[1]).toHaveTextContent(/partner|الشريك/i);
    await expect(items[4]).toHaveTextContent(new RegExp(`(remaining|المتبقي).*${num('12.5')}`, 'i'));
    const detail = items[0]?.querySelector('bdi');
    await expect(detail).toHaveAttribute('dir', 'ltr');
  },
};

/** Not colour alone: every line has its own texture, repeated on its legend swatch, and a separator after it. */
export const PatternsAndSeparators: Story = {
  play: async ({ canvasElement }) => {
    const segments = Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="meter"] [data-pattern]'));
    const swatches = Array.from(canvasElement.querySelectorAll<HTMLElement>('li [data-pattern]'));
    await expect(segments.map((s) => s.dataset.pattern)).toEqual(['0', '1', '2', '3']);
    await expect(swatches.map((s) => s.dataset.pattern)).toEqual(['0', '1', '2', '3', 'remaining']);
    const images = segments.map((s) => getComputedStyle(s).backgroundImage);
    await expect(new Set(images).size).toBe(4);
    for (const segment of segments) await expect(parseFloat(getComputedStyle(segment).borderInlineEndWidth)).toBeGreaterThan(0);
    // Each segment's width is its share of the allowance: 4.5 of 20 is 22.5 %.
    const track = segments[0]?.parentElement as HTMLElement;
    const share = (segments[0]?.getBoundingClientRect().width ?? 0) / track.clientWidth;
    await expect(share).toBeCloseTo(0.225, 2);
  },
};

/** The first line starts at the inline start: on the left in English, on the right in Arabic. */
export const StartsAtInlineStart: Story = {
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLElement>('[role="meter"] [data-pattern="0"]');
    const track = first?.parentElement as HTMLElement;
    const rtl = getComputedStyle(track).direction === 'rtl';
    const a = first?.getBoundingClientRect();
    const b = track.getBoundingClientRect();
    if (rtl) await expect(Math.abs((a?.right ?? 0) - (b.right - 1))).toBeLessThan(1.5);
    else await expect(Math.abs((a?.left ?? 0) - (b.left + 1))).toBeLessThan(1.5);
  },
};

/** Used beyond the allowance: nothing left, the bar full, and a note in words that describes the meter. */
export const OverTheAllowance: Story = {
  args: { max: 6 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: NAME });
    await expect(meter).toHaveAttribute('aria-valuenow', '6');
    await expect(meter).toHaveAccessibleDescription(new RegExp(`${num('1.5')}.*(beyond|يتجاوز)`));
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[4]).toHaveTextContent(new RegExp(`(remaining|المتبقي).*${num('0')}`, 'i'));
  },
};
