import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorSummary } from './ErrorSummary';
import { SignUpFormExample } from './ErrorSummary.examples';

const meta = {
  title: 'Primitives/ErrorSummary/Features',
  component: ErrorSummary,
  args: { errors: [] },
  // Every feature is shown where the summary lives: on a sign-up form.
  render: () => <SignUpFormExample />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const SUBMIT = /create account|إنشاء الحساب/i;
const TITLE = /there is a problem|هناك مشكلة/i;

/** Submits the form, then waits for the summary to be announced and to take focus; returns it. */
async function submitAndFindSummary(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
  const summary = await canvas.findByRole('alert', { name: TITLE });
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}

/** Nothing is shown while there is no problem (before the first submit). */
export const HiddenWithoutErrors: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failed submit: the summary appears above the form, announced (role=alert) and focused, one link per problem. */
export const AnnouncedAndFocusedAfterSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await submitAndFindSummary(canvas);
    await expect(within(summary).getByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#signup-name', '#signup-phone', '#signup-terms']);
    await expect(links[0]).toHaveTextContent(/enter your full name|أدخل اسمك الكامل/i);
    await expect(links[1]).toHaveTextContent(/enter a mobile number|أدخل رقم الجوال/i);
    // Each field keeps its own error too.
    await expect(canvas.getByRole('textbox', { name: /full name|الاسم الكامل/i })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Each link moves focus to its field (keyboard: Tab to the link, Enter), the field's label in view. */
export const LinksFocusTheirFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await submitAndFindSummary(canvas);
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(summary).getAllByRole('link')[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /^(number|الرقم)$/i })).toHaveFocus();
    await userEvent.click(within(summary).getAllByRole('link')[2] as HTMLElement);
    await expect(canvas.getByRole('checkbox', { name: /terms of service|شروط الخدمة/i })).toHaveFocus();
    await userEvent.click(within(summary).getAllByRole('link')[0] as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: /full name|الاسم الكامل/i })).toHaveFocus();
    await expect(window.location.hash).not.toBe('#signup-name');
  },
};

const valid = fn();

/** Fixing the problems and submitting again: the summary shrinks and refocuses, then goes away. */
export const RefocusedOnEverySubmit: Story = {
  beforeEach: () => {
    valid.mockClear();
  },
  render: () => <SignUpFormExample onValid={valid} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: SUBMIT });
    await userEvent.click(submit);
    await userEvent.type(canvas.getByRole('textbox', { name: /full name|الاسم الكامل/i }), 'Tendai Moyo');
    await userEvent.type(canvas.getByRole('textbox', { name: /^(number|الرقم)$/i }), '0771234567');
    const summary = await submitAndFindSummary(canvas);
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms of service|شروط الخدمة/i }));
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(valid).toHaveBeenCalledWith({ name: 'Tendai Moyo', phone: '+263771234567' });
  },
};
