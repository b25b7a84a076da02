import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GenderChoice } from './GenderChoice';
import { genderChoiceStoryDefaults } from './GenderChoice.fixtures';

const meta = {
  title: 'Kit/GenderChoice/Features',
  component: GenderChoice,
  ...genderChoiceStoryDefaults,
} satisfies Meta<typeof GenderChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const MALE = /^(male|ذكر)$/i;
const FEMALE = /^(female|أنثى)$/i;

// F2.16
/**
 * The gender choice is a radio group named "Gender" with the values male and female; one
 * tab stop, and the arrow key in the reading direction moves and selects. Keyboard only.
 */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /gender|الجنس/i })).toBeInTheDocument();
    const male = canvas.getByRole('radio', { name: MALE });
    const female = canvas.getByRole('radio', { name: FEMALE });
    const rtl = getComputedStyle(male).direction === 'rtl';
    await userEvent.tab();
    await expect(male).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(female).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('female');
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(male).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('male');
  },
};

// F2.16
/** Gender is required at sign-up; the error describes the group. */
export const RequiredWithError: Story = {
  args: { required: true, error: 'gaia_kitnumbers_gender_label' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
  },
};
