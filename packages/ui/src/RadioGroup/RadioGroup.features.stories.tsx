import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { okButtonAfter } from '../internal/stories/nextTabStop';
import { RadioGroup, type RadioOption } from './RadioGroup';
import { radioGroupStoryDefaults } from './RadioGroup.fixtures';

const accountOptions: readonly RadioOption[] = [
  { value: 'i', label: 'gaia_controls_example_individual' },
  { value: 'c', label: 'gaia_controls_example_corporate' },
  { value: 'x', label: 'gaia_controls_example_auth_otp' },
];

const meta = {
  title: 'Primitives/RadioGroup/Features',
  component: RadioGroup,
  ...radioGroupStoryDefaults,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const FACE = /facial recognition|التعرّف على الوجه/i;
const OTP = /one-time code|رمز لمرة واحدة/i;

/** The reading direction at an element, so a keyboard test presses the key that means "next" there. */
const dirOf = (el: Element) => getComputedStyle(el).direction;

/**
 * F3 authentication-method chooser (radio, Submit): the group is one tab stop; arrow keys move and
 * select; Tab leaves the group. Keyboard only.
 */
export const OneTabStopArrowsSelect: Story = {
  decorators: [okButtonAfter],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /verification method|طريقة التحقق/i });
    await expect(group).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: FACE })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: OTP })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: OTP })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('otp');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: FACE })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: FACE })).toHaveFocus();
  },
};

/** Each option's hint describes its radio. */
export const OptionHints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: OTP })).toHaveAccessibleDescription(
      /6-digit code|6 أرقام/,
    );
  },
};

/** In a row, the arrow keys follow the reading direction: ArrowRight is "next" in English, ArrowLeft in Arabic. */
export const HorizontalFollowsDirection: Story = {
  args: {
    label: 'gaia_controls_example_account_type',
    options: accountOptions,
    orientation: 'horizontal',
    defaultValue: 'i',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = canvas.getAllByRole('radio');
    const rtl = dirOf(first!) === 'rtl';
    const next = rtl ? '{ArrowLeft}' : '{ArrowRight}';
    const previous = rtl ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(second).toBeChecked();
    await userEvent.keyboard(next);
    await expect(third).toBeChecked();
    await userEvent.keyboard(previous);
    await expect(second).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('c');
  },
};

/** A disabled option is skipped by the arrow keys. */
export const DisabledOptionSkipped: Story = {
  args: {
    label: 'gaia_controls_example_account_type',
    options: [accountOptions[0]!, { ...accountOptions[1]!, disabled: true }, accountOptions[2]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = canvas.getAllByRole('radio');
    await expect(second).toBeDisabled();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toBeChecked();
    await expect(third).toHaveFocus();
  },
};

/** Required and in error: the group is aria-required and aria-invalid; the error describes it and each radio. */
export const RequiredWithError: Story = {
  args: { required: true, error: 'gaia_controls_example_auth_method_required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expectFieldError(group, /choose a verification method|اختر طريقة التحقق/i);
    await expect(canvas.getByRole('radio', { name: FACE })).toHaveAccessibleDescription(
      /choose a verification method|اختر طريقة التحقق/i,
    );
  },
};

/** Clicking an option's text selects it. */
export const LabelIsTarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(OTP));
    await expect(canvas.getByRole('radio', { name: OTP })).toBeChecked();
  },
};

/** Controlled from outside: the shown value follows `value`. */
export const Controlled: Story = {
  args: { value: 'otp' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: OTP })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('face');
    await expect(canvas.getByRole('radio', { name: OTP })).toBeChecked();
  },
};

/** Every state, for contrast review in both themes. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <RadioGroup {...args} defaultValue="face" />
      <RadioGroup {...args} error="gaia_controls_example_auth_method_required" />
      <RadioGroup {...args} disabled defaultValue="otp" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(3);
  },
};
