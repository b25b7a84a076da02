import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ExampleRow } from '../internal/stories/ExampleRow';
import { expectToneTextAndOwnIcon } from '../internal/stories/toneSteps';
import { StatusTag } from './StatusTag';
import { statusTagStoryDefaults } from './StatusTag.fixtures';

const meta = {
  title: 'Primitives/StatusTag/Features',
  component: StatusTag,
  ...statusTagStoryDefaults,
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.14
/** Order states as tags; each tone has its own icon and a text label, never colour alone. */
export const OrderStates: Story = {
  render: () => (
    <ExampleRow>
      <StatusTag tone="success" label="gaia_feedback_example_status_completed" />
      <StatusTag tone="warning" label="gaia_feedback_example_status_awaiting_payment" />
      <StatusTag tone="danger" label="gaia_feedback_example_status_closing_soon" />
      <StatusTag tone="info" label="gaia_feedback_example_status_in_progress" />
      <StatusTag tone="neutral" label="gaia_feedback_example_status_cancelled" />
    </ExampleRow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/awaiting payment|بانتظار الدفع/i)).toBeVisible();
    await expect(canvas.getByText(/^cancelled$|^ملغى$/i)).toBeVisible();
    await expectToneTextAndOwnIcon(canvasElement, 5);
  },
};

/** Without a label the tag names its tone, translated. */
export const ToneNameByDefault: Story = {
  args: { tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^error$|^خطأ$/i)).toBeVisible();
  },
};

function PaymentCheck() {
  const [paid, setPaid] = useState(false);
  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <StatusTag
        live
        tone={paid ? 'success' : 'warning'}
        label={
          paid
            ? 'gaia_feedback_example_status_completed'
            : 'gaia_feedback_example_status_awaiting_payment'
        }
      />
      <Button onClick={() => setPaid(true)}>gaia_feedback_example_load_orders</Button>
    </div>
  );
}

// F3.16
/** A state that changes in front of the person is a polite live region, so the change is heard. */
export const LiveStateChange: Story = {
  render: () => <PaymentCheck />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/awaiting payment|بانتظار الدفع/i);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent(/completed|مكتمل/i);
    await expect(status).toHaveAttribute('data-tone', 'success');
  },
};
