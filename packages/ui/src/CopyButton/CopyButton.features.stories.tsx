import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '../provider/GaiaContext';
import { CopyButton } from './CopyButton';
import { copyButtonStoryDefaults } from './CopyButton.fixtures';

const meta = {
  title: 'Primitives/CopyButton/Features',
  component: CopyButton,
  ...copyButtonStoryDefaults,
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const COPY_ORDER = /copy order number|نسخ رقم الطلب/i;
const COPIED = /copied to the clipboard|تمّ النسخ إلى الحافظة/i;

function OrderNumber(props: Parameters<typeof CopyButton>[0]) {
  const t = useT();
  return (
    <p style={{ display: 'flex', alignItems: 'center', gap: '0.25rem', margin: 0 }}>
      <span>{t('gaia_feedback_example_order_number')}:</span>
      <strong>{props.text}</strong>
      <CopyButton {...props} size="sm" />
    </p>
  );
}

// F3.14
/** The order number's copy icon, named by a key, copies with the keyboard and confirms with a success toast. */
export const CopiesAndConfirms: Story = {
  render: (args) => <OrderNumber {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.tab();
      const button = canvas.getByRole('button', { name: COPY_ORDER });
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(writeText).toHaveBeenCalledWith('2405120001');
      const status = await canvas.findByRole('status');
      await waitFor(() => expect(status).toHaveTextContent(COPIED));
      await expect(args.onCopy).toHaveBeenCalledWith(true);
      await expect(button).toHaveAttribute('data-copied');
    } finally {
      writeText.mockRestore();
    }
  },
};

/**
 * Story setup: the Clipboard API refuses (as in a page without the permission) and the older
 * select-and-copy command copies or not (`fallbackCopies`); the returned cleanup puts both back.
 */
function refuseClipboard(fallbackCopies: boolean) {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  const execCommand = spyOn(document, 'execCommand').mockReturnValue(fallbackCopies);
  return () => {
    writeText.mockRestore();
    execCommand.mockRestore();
  };
}

/** When the Clipboard API refuses, the older select-and-copy command is used; focus stays on the button. */
export const FallbackCopy: Story = {
  beforeEach: () => refuseClipboard(true),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: COPY_ORDER });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.execCommand).toHaveBeenCalledWith('copy'));
    await expect(button).toHaveFocus();
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(COPIED));
    await expect(args.onCopy).toHaveBeenCalledWith(true);
    await expect(canvasElement.ownerDocument.querySelector('textarea[aria-hidden="true"]')).toBeNull();
  },
};

/** When nothing can copy, an error toast tells the person to copy by hand. */
export const CopyFailsWithErrorToast: Story = {
  beforeEach: () => refuseClipboard(false),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/could not copy|تعذّر النسخ/i));
    await expect(args.onCopy).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: COPY_ORDER })).not.toHaveAttribute('data-copied');
  },
};

// F2.9
/** With a visible label the text names the button (no separate aria-label). */
export const VisibleLabel: Story = {
  args: { text: 'GAIA-7781-0042', label: 'gaia_feedback_example_copy_user_id', showLabel: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /copy user id|نسخ معرّف المستخدم/i });
    await expect(button).not.toHaveAttribute('aria-label');
    await expect(button).toHaveTextContent(/copy user id|نسخ معرّف المستخدم/i);
  },
};
