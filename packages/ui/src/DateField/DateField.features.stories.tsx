import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { DateField } from './DateField';
import { dateFieldStoryDefaults } from './DateField.fixtures';

/** Today is fixed so the stories are deterministic: 15 June 2024, ages 16 to 99. */
const meta = {
  title: 'Primitives/DateField/Features',
  component: DateField,
  ...dateFieldStoryDefaults,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    day: canvas.getByRole('combobox', { name: /^(day|اليوم)$/i }),
    month: canvas.getByRole('combobox', { name: /^(month|الشهر)$/i }),
    year: canvas.getByRole('combobox', { name: /^(year|السنة)$/i }),
  };
};

/** Opens a part, reads its options, closes it again. */
async function optionsOf(
  canvas: Canvas,
  part: HTMLElement,
): Promise<Array<{ name: string; disabled: boolean }>> {
  await userEvent.click(part);
  const options = canvas
    .getAllByRole('option')
    .map((o: HTMLElement) => ({
      name: o.textContent ?? '',
      disabled: o.getAttribute('aria-disabled') === 'true',
    }));
  await userEvent.keyboard('{Escape}');
  return options;
}

/** Chooses the option at a position (months by number, so the story works in every language). */
async function choose(canvas: Canvas, part: HTMLElement, pick: string | number) {
  await userEvent.click(part);
  const option =
    typeof pick === 'number'
      ? canvas.getAllByRole('option')[pick]
      : canvas.getByRole('option', { name: pick });
  await userEvent.click(option);
}

/** Chooses a whole date, day first, then month (by number) and year. */
async function chooseDate(canvasElement: HTMLElement, day: string, month: number, year: string) {
  const { canvas, ...part } = parts(canvasElement);
  await choose(canvas, part.day, day);
  await choose(canvas, part.month, month);
  await choose(canvas, part.year, year);
}

// F2.5
/** Keyboard only: Tab through day, month and year; type digits, arrow to the month; value is YYYYMMDD. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, day, month, year } = parts(canvasElement);
    await expect(
      canvas.getByRole('group', { name: /date of birth|تاريخ الميلاد/i }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await expect(day).toHaveFocus();
    // Typing opens the list on the matching option; Enter chooses it.
    await userEvent.keyboard('15');
    await userEvent.keyboard('{Enter}');
    await expect(day).toHaveTextContent(/^15$/);
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(month).toHaveTextContent(/^(july|يوليو)$/i);
    await userEvent.tab();
    await expect(year).toHaveFocus();
    await userEvent.keyboard('1990');
    await userEvent.keyboard('{Enter}');
    await expect(year).toHaveTextContent(/^1990$/);
    await expect(args.onChange).toHaveBeenLastCalledWith('19900715');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

// F2.5
/** Only years within the age limits are offered; the hint states the range. */
export const YearsWithinLimits: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, year } = parts(canvasElement);
    const years = (await optionsOf(canvas, year)).map((o: { name: string }) => o.name);
    await expect(years[0]).toBe('2008');
    await expect(years[years.length - 1]).toBe('1924');
    await expect(years).toHaveLength(85);
    await expect(canvas.getByText(/16 to 99|16 إلى 99/)).toBeVisible();
  },
};

// F2.5
/** In the youngest year, later months and days are disabled (minimum age 16, today 15 June 2024). */
export const TooYoungDaysDisabled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, year, month, day } = parts(canvasElement);
    await choose(canvas, year, '2008');
    const months = await optionsOf(canvas, month);
    await expect(months.map((m: { disabled: boolean }) => m.disabled)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    await choose(canvas, month, 5);
    const days = await optionsOf(canvas, day);
    await expect(days[14]).toEqual({ name: '15', disabled: false });
    await expect(days.slice(15).every((d: { disabled: boolean }) => d.disabled)).toBe(true);
  },
};

// F2.5
/** A whole date that breaks the minimum age is refused with a message and no value. */
export const TooYoungRejected: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseDate(canvasElement, '20', 5, '2008');
    const { canvas, year, day } = parts(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/at least 16 years|عن 16 سنة/);
    await expectFieldError(year, /at least 16 years|عن 16 سنة/);
    await expect(args.onChange).not.toHaveBeenCalled();
    await choose(canvas, day, '15');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('20080615');
  },
};

// F2.5
/** Older than the maximum age is refused too, and the earlier days of that year are disabled. */
export const TooOldRejected: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseDate(canvasElement, '10', 5, '1924');
    const { canvas, month, day } = parts(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/more than 99 years|على 99 سنة/);
    const days = await optionsOf(canvas, day);
    await expect(days[14]?.disabled).toBe(true);
    await expect(days[15]?.disabled).toBe(false);
    const months = await optionsOf(canvas, month);
    await expect(months[4]?.disabled).toBe(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A day that does not exist (31 February) is refused; impossible days are disabled once the month is known. */
export const ImpossibleDate: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, year, month, day } = parts(canvasElement);
    await choose(canvas, day, '31');
    await choose(canvas, month, 1);
    let days = await optionsOf(canvas, day);
    await expect(days[29]?.disabled).toBe(true);
    await expect(days[28]?.disabled).toBe(false);
    await choose(canvas, year, '2001');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/does not exist|غير موجود/);
    days = await optionsOf(canvas, day);
    await expect(days[28]?.disabled).toBe(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Prefilled: the parts show the value; an accepted change reports YYYYMMDD, breaking it reports ''. */
export const PrefilledValue: Story = {
  args: { defaultValue: '19900731', required: true },
  play: async ({ canvasElement, args }) => {
    const { canvas, day, month, year } = parts(canvasElement);
    await expect(day).toHaveTextContent(/^31$/);
    await expect(month).toHaveTextContent(/^(july|يوليو)$/i);
    await expect(year).toHaveTextContent(/^1990$/);
    await expect(year).toHaveAttribute('aria-required', 'true');
    await choose(canvas, year, '1991');
    await expect(args.onChange).toHaveBeenLastCalledWith('19910731');
    await choose(canvas, month, 1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/does not exist|غير موجود/);
  },
};

/** Disabled: the parts are skipped by Tab and cannot be opened. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '19900715' },
  play: async ({ canvasElement }) => {
    const { day, month, year } = parts(canvasElement);
    for (const part of [day, month, year])
      await expect(part).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    for (const part of [day, month, year]) await expect(part).not.toHaveFocus();
  },
};

// F2.4
/**
 * Explicit bounds (an ID expiry, today 15 June 2024 to 2034): the years run forward from today, past
 * days of this month are disabled, and no age hint shows.
 */
export const ExpiryBounds: Story = {
  args: { label: 'gaia_signup_identity_expiry', minAge: undefined, maxAge: undefined, earliest: '20240615', latest: '20341231' },
  play: async ({ canvasElement, args }) => {
    const { canvas, year, month, day } = parts(canvasElement);
    const years = (await optionsOf(canvas, year)).map((o: { name: string }) => o.name);
    await expect([years[0], years[years.length - 1], years.length]).toEqual(['2034', '2024', 11]);
    await choose(canvas, year, '2024');
    const months = await optionsOf(canvas, month);
    await expect(months.slice(0, 5).every((m: { disabled: boolean }) => m.disabled)).toBe(true);
    await expect(months[5]?.disabled).toBe(false);
    await choose(canvas, month, 5);
    const days = await optionsOf(canvas, day);
    await expect(days[13]).toEqual({ name: '14', disabled: true });
    await expect(days[14]).toEqual({ name: '15', disabled: false });
    await choose(canvas, day, '15');
    await expect(args.onChange).toHaveBeenLastCalledWith('20240615');
    // No age-range hint: these bounds are not ages.
    await expect(canvasElement.querySelector('[id$="-hint"]')).toBeNull();
  },
};
