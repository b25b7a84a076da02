import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { expectActiveOption, tabToAndOpen } from '../internal/stories/listboxSteps';
import { Combobox } from './Combobox';
import { comboboxStoryDefaults, nationalities } from './Combobox.examples';

const meta = {
  title: 'Primitives/Combobox/Features',
  component: Combobox,
  ...comboboxStoryDefaults,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const nationalityName = /nationality|الجنسية/i;

// F2.1
/** The nationality is searchable: typing filters the list and the count is announced. */
export const TypeToFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: nationalityName });
    await tabToAndOpen(input, 'mb');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Mozambique',
      'Zambia',
      'Zimbabwe',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(/3 results|عدد النتائج: 3/);
  },
};

/** Keyboard only: type, ArrowDown to an option, Enter to choose; the input shows the choice. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: nationalityName });
    await tabToAndOpen(input, 'zim');
    await userEvent.keyboard('{ArrowDown}');
    await expectActiveOption(input, canvas.getByRole('option', { name: 'Zimbabwe' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ZWE');
    await expect(input).toHaveValue('Zimbabwe');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Reopening shows every option again, not only the last match.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')).toHaveLength(nationalities.length);
    await expect(canvas.getByRole('option', { name: 'Zimbabwe' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing matches: the empty state is shown and announced; leaving restores the chosen text. */
export const EmptyStateAnnounced: Story = {
  args: { defaultValue: 'KEN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: nationalityName });
    await expect(input).toHaveValue('Kenya');
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(/no results|لا توجد نتائج/i);
    await expect(
      canvas.getByText(/no results found|لا توجد نتائج/i, { selector: 'p' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveValue('Kenya');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Typed text can be normalised as typed (e.g. a search upper-cased as typed). */
export const NormalisesTypedText: Story = {
  args: { normalise: (value: string) => value.toUpperCase(), maxLength: 150 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: nationalityName });
    await userEvent.type(input, 'zam');
    await expect(input).toHaveValue('ZAM');
    await expect(
      within(canvasElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mozambique', 'Zambia']);
  },
};

/** Error and required are tied to the input. */
export const ErrorIsAnnounced: Story = {
  args: { required: true, error: 'gaia_pickers_example_required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: nationalityName });
    await expect(input).toBeRequired();
    await expectFieldError(input, /choose one|اختيار أحد/);
  },
};
