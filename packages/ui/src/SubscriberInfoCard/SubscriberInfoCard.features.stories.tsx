import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SubscriberInfoCard } from './SubscriberInfoCard';
import { sampleSubscription, subscriberInfoCardStoryDefaults } from './SubscriberInfoCard.fixtures';

const meta = {
  title: 'Kit/SubscriberInfoCard/Features',
  component: SubscriberInfoCard,
  ...subscriberInfoCardStoryDefaults,
} satisfies Meta<typeof SubscriberInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The description terms, in order. */
const terms = (root: HTMLElement) => Array.from(root.querySelectorAll('dt')).map((dt) => dt.closest('[data-section]')?.getAttribute('data-section'));
const valueOf = (root: HTMLElement, section: string) => root.querySelector(`[data-section="${section}"] dd`);

// F3.2 default scene
/** Number, state, plan and balance; the main line carries a tag. */
export const DefaultScene: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /my number|رقمي/i })).toBeInTheDocument();
    await expect(terms(canvasElement)).toEqual(['number', 'state', 'plan', 'balance']);
    await expect(valueOf(canvasElement, 'number')).toHaveTextContent('+263 771234567');
    await expect(valueOf(canvasElement, 'balance')).toHaveTextContent('$12.50');
    await expect(canvas.getByText(/main line|الخط الرئيسي/i)).toBeVisible();
  },
};

// F3.2
/** PaidFlag "1" shows the credit limit instead of the balance. */
export const CreditLimit: Story = {
  args: { subscription: { ...sampleSubscription, paidFlag: '1' }, creditLimit: '$500.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/credit limit|حد الائتمان/i)).toBeVisible();
    await expect(valueOf(canvasElement, 'balance')).toHaveTextContent('$500.00');
  },
};

// F3.2 mainPlan scene
/** Account number, activation time, balances, main plan with its effective time. */
export const MainPlanScene: Story = {
  args: { scene: 'mainPlan' },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual(['number', 'accountNumber', 'activationTime', 'balances', 'mainPlan']);
    await expect(valueOf(canvasElement, 'balances')).toHaveTextContent(/\$12\.50.*340\.00 ZWG/);
    // Dates in the interface language: the configured pattern in English, Arabic month names in Arabic.
    await expect(valueOf(canvasElement, 'mainPlan')).toHaveTextContent(/Smart 30.*(15th Jan 2026|15 يناير 2026)/);
    await expect(valueOf(canvasElement, 'activationTime')).toHaveTextContent(/^02\u200f?\/03\u200f?\/2024$/);
  },
};

// F3.2 point scene
/** Number, plan and usable points. */
export const PointScene: Story = {
  args: { scene: 'point' },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual(['number', 'plan', 'points']);
    // Points are grouped for the interface language (Latin digits in Arabic, its own separator).
    await expect(valueOf(canvasElement, 'points')).toHaveTextContent(/^1[,٬]250$/);
  },
};

// F3.2 / spec 03 §6
/** IsCanChange Y offers the change button; keyboard only (Tab, Enter). */
export const ChangeNumberKeyboard: Story = {
  args: { isCanChange: 'Y' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /change number|تغيير الرقم/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeNumber).toHaveBeenCalledTimes(1);
  },
};

// F3.2 / spec 03 §6
/** IsCanChange N, or a readOnly card, offers no change. */
export const ChangeForbidden: Story = {
  args: { isCanChange: 'N' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
