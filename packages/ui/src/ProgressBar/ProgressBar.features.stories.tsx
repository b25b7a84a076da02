import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ProgressBar } from './ProgressBar';
import { progressBarStoryDefaults } from './ProgressBar.fixtures';

const meta = {
  title: 'Primitives/ProgressBar/Features',
  component: ProgressBar,
  ...progressBarStoryDefaults,
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const UPLOAD = /uploading the id copy|جارٍ رفع نسخة الهوية/i;

// F2.18
/** An upload's progress is a progressbar named by its label, with its value. */
export const UploadProgress: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: UPLOAD });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/(40|٤٠)[\s\u200e\u200f\u061c]*[%٪]/);
  },
};

/** When the amount of work is unknown the bar has no value (and stands still under reduced motion). */
export const Indeterminate: Story = {
  args: { indeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: UPLOAD });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
  },
};

function Steps() {
  const [step, setStep] = useState(1);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ProgressBar label="gaia_feedback_example_upload" value={step} min={0} max={4} valueText={`${step} / 4`} />
      <Button onClick={() => setStep((s) => Math.min(4, s + 1))}>gaia_feedback_example_load_orders</Button>
    </div>
  );
}

/** Progress follows the task; at the end an icon and "Complete" appear under the bar. */
export const AdvancesToComplete: Story = {
  render: () => <Steps />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: UPLOAD });
    await expect(bar).toHaveAttribute('aria-valuetext', '1 / 4');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
    await expect(bar).toHaveAttribute('aria-valuetext', '4 / 4');
    await expect(canvas.getByText(/^complete$|^اكتمل$/i)).toBeVisible();
  },
};
