import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectPressedByEnterAndSpace } from '../internal/stories/keyboardSteps';
import { ExampleRow } from '../internal/stories/ExampleRow';
import { Button } from './Button';
import { buttonStoryDefaults } from './Button.fixtures';

const meta = {
  title: 'Primitives/Button/Features',
  component: Button,
  ...buttonStoryDefaults,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is a message key, translated in the current locale; Enter and Space press it. */
export const PressWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /sign in|تسجيل الدخول/i });
    await expectPressedByEnterAndSpace(button, args.onClick);
  },
};

/** Disabled stays focusable (aria-disabled) so people can find it, but presses do nothing. */
export const DisabledStaysFocusable: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading announces busy and ignores presses, so a form is never sent twice. */
export const LoadingIgnoresPresses: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every variant side by side, for contrast review in both themes. */
export const Variants: Story = {
  render: (args) => (
    <ExampleRow>
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} variant="danger" />
      <Button {...args} disabled />
    </ExampleRow>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(5);
  },
};
