import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BalanceCard } from './BalanceCard';
import { balanceCardStoryDefaults } from './BalanceCard.fixtures';

const meta = {
  title: 'Kit/BalanceCard/Features',
  component: BalanceCard,
  ...balanceCardStoryDefaults,
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.4
/** The account balance and the first extra-currency balance are shown with their labels. */
export const AccountBalances: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /^balance$|^الرصيد$/i })).toBeInTheDocument();
    await expect(canvas.getByText(/account balance|رصيد الحساب/i).nextElementSibling).toHaveTextContent('$12.50');
    await expect(canvas.getByText(/other currency balance|رصيد العملة الأخرى/i).nextElementSibling).toHaveTextContent('340.00 ZWG');
  },
};

// F3.4
/**
 * Each balance item is a meter — real / gross × 100 — whose value is spoken in words
 * ("3.2 of 10 GB left"), not as a bare percentage; unit types data 1, voice 2, sms 3, whatsapp 10001.
 */
export const SpokenMeters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const data = canvas.getByRole('meter', { name: 'Mobile data' });
    await expect(data).toHaveAttribute('aria-valuenow', '32');
    await expect(data).toHaveAttribute('aria-valuetext', expect.stringMatching(/^3\.2 of 10 GB left$|^متبقٍّ 3\.2 من 10 غيغابايت$/));
    const voice = canvas.getByRole('meter', { name: 'Local calls' });
    await expect(voice).toHaveAttribute('aria-valuenow', '45');
    await expect(voice).toHaveAttribute('aria-valuetext', expect.stringMatching(/^45 of 100 min left$|^متبقٍّ 45 من 100 دقيقة$/));
  },
};

// F3.4 / spec 03 §9
/** An unlimited item shows a full bar and says "Unlimited". */
export const UnlimitedItem: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'WhatsApp' });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^unlimited$|^غير محدود$/i));
  },
};

// F3.4
/**
 * More left than the allowance (a carried-over or bonus amount) fills the bar and says how
 * much is extra — never "80 of 50 SMS left" — with no warning, as nothing is wrong.
 */
export const ExtraAllowance: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'SMS bundle' });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^80 SMS left, including 30 SMS extra$|^متبقٍّ 80 رسالة، منها 30 رسالة فوق الباقة$/));
    await expect(meter).not.toHaveAttribute('aria-describedby');
    const item = meter.closest('li');
    await expect(item).toHaveAttribute('data-extra');
    await expect(item).not.toHaveAttribute('data-over-allowance');
  },
};

// F3.4
/**
 * More used than the allowance (a negative balance) reads "0 of 50 SMS left", never a negative
 * amount, and the meter adds the over-allowance note with an icon.
 */
export const OverAllowance: Story = {
  args: { balance: { balanceList: [{ acctResName: 'SMS bundle', acctResCode: 'SMS', unitType: 3, realBalance: -5, grossBalance: 50 }] } },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'SMS bundle' });
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0 of 50 SMS left$|^متبقٍّ 0 من 50 رسالة$/));
    await expect(meter).toHaveAccessibleDescription(/over your allowance|تجاوزتَ الحدّ المسموح به/i);
    const item = meter.closest('li');
    await expect(item).toHaveAttribute('data-over-allowance');
    await expect(item?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

// F0.7
/** The expiry date is written in the interface language (Arabic month names in Arabic). */
export const ExpiryDate: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^(Valid until 31st Dec 2026|.*31 ديسمبر 2026.*)$/)).toBeVisible();
  },
};

// F3.5
/**
 * The Booster button shows only where extData.boosterFlag is Y, and calls onBooster with the
 * item. Keyboard only: Tab to it, Enter presses it.
 */
export const BoosterKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /booster|معزِّز/i });
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveAccessibleName(/booster for mobile data|معزِّز لـ Mobile data/i);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBooster).toHaveBeenCalledTimes(1);
    await expect(args.onBooster).toHaveBeenCalledWith(expect.objectContaining({ acctResCode: 'DATA' }));
  },
};

// F3.4
/** With nothing to show, the card says so. */
export const Empty: Story = {
  args: { balance: { balanceList: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no allowances to show|لا توجد باقات لعرضها/i)).toBeVisible();
  },
};

// F3.4, F3.5
/**
 * Items read against a fixed day: an expired bundle says so and offers no Booster, one with at most
 * 10 % left is flagged "Almost used up"; effective and expiry dates show in the configured format;
 * a postpaid line shows its credit limit; each item carries its extra content (a run-out warning).
 */
export const ItemStanding: Story = {
  args: {
    now: new Date('2026-06-15T10:00:00Z'),
    showCreditLimit: true,
    itemExtra: (item) => <span data-testid={`extra-${item.acctResCode}`}>{item.acctResCode}</span>,
    balance: {
      acctBalance: { amount: -23.4, currencySymbol: '$' },
      creditLimit: { amount: 100, currencySymbol: '$' },
      balanceList: [
        { acctResName: 'Night data', acctResCode: 'NIGHT', unitType: 1, realBalance: 512, grossBalance: 1024, effDate: '2026-05-01', expDate: '2026-06-01', extData: { boosterFlag: 'Y' } },
        { acctResName: 'Local calls', acctResCode: 'VOICE', unitType: 2, realBalance: 25, grossBalance: 300, effDate: '2026-06-01', expDate: '2026-07-01', extData: { boosterFlag: 'Y' } },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^(Credit limit|حد الائتمان)$/)).toBeVisible();
    await expect(canvas.getByText('$100.00')).toBeVisible();
    await expect(canvas.getAllByText(/^(Expired on 1st Jun 2026|انتهت في .*2026)$/).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /Night data/ })).toBeNull();
    await expect(canvas.getByText(/^(Almost used up|أوشك على النفاد)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Valid from 1st Jun 2026|صالح من .*2026)$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Local calls/ })).toBeVisible();
    await expect(canvas.getByTestId('extra-VOICE')).toBeVisible();
  },
};
