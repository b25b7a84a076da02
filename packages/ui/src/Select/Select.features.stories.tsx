import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { expectActiveOption, tabToAndOpen } from '../internal/stories/listboxSteps';
import { Select } from './Select';
import { selectStoryDefaults } from './Select.examples';

const meta = {
  title: 'Primitives/Select/Features',
  component: Select,
  ...selectStoryDefaults,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const titleName = /title|اللقب/i;

// F2.6
/** The title is chosen with the keyboard alone: Tab, ArrowDown to open and move, Enter to choose. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: titleName });
    await tabToAndOpen(select, '{ArrowDown}');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await expectActiveOption(select, canvas.getByRole('option', { name: /^(mrs|السيدة)$/i }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('MRS');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveTextContent(/^(mrs|السيدة)$/i);
    await expect(select).toHaveFocus();
  },
};

/** Home and End jump to the first and last choosable option; Escape closes without choosing. */
export const HomeEndAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: titleName });
    await tabToAndOpen(select, '{Enter}');
    await userEvent.keyboard('{End}');
    // The last option (Dr) is disabled, so End stops on Ms.
    await expectActiveOption(select, canvas.getByRole('option', { name: /^(ms|الآنسة)$/i }));
    await userEvent.keyboard('{Home}');
    await expectActiveOption(select, canvas.getByRole('option', { name: /^(mr|السيد)$/i }));
    await userEvent.keyboard('{Escape}');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled options are shown, marked aria-disabled, skipped by the arrow keys and cannot be clicked. */
export const DisabledOptions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: titleName });
    await userEvent.click(select);
    const doctor = canvas.getByRole('option', { name: /^(dr|الدكتور)$/i });
    await expect(doctor).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(doctor);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(select.getAttribute('aria-activedescendant')).not.toBe(doctor.id);
    await userEvent.keyboard('{Escape}');
  },
};

/** The placeholder is a message key shown while nothing is chosen. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveTextContent(
      /select an option|اختر خيارًا/i,
    );
  },
};

/** Required and error are announced: aria-required, aria-invalid and the error as description. */
export const RequiredAndError: Story = {
  args: { required: true, error: 'gaia_pickers_example_required' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: titleName });
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expectFieldError(select, /choose one|اختيار أحد/);
  },
};

/** A disabled select is skipped by Tab and does not open. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'MS' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: titleName });
    await expect(select).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await userEvent.click(select);
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Space also chooses the highlighted option, as in a native select. */
export const SpaceChooses: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: titleName });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('MS'));
    await expect(select).toHaveAttribute('aria-expanded', 'false');
  },
};
