import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogues } from '@gaia/domain';
import { Button } from '../Button/Button';
import { GaiaProvider } from '../provider/GaiaProvider';
import { useGaia, useT } from '../provider/GaiaContext';
import { Spinner } from './Spinner';
import { spinnerStoryDefaults } from './Spinner.fixtures';

const meta = {
  title: 'Primitives/Spinner/Features',
  component: Spinner,
  ...spinnerStoryDefaults,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADING = /loading|جارٍ التحميل/i;

/** Loads orders on press; the load lasts `loadMs` (forever when undefined). */
function OrdersLoader({ loadMs }: { loadMs?: number }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const load = () => {
    setState('loading');
    if (loadMs !== undefined) timer.current = setTimeout(() => setState('done'), loadMs);
  };
  return (
    <div>
      <Button onClick={load}>gaia_feedback_example_load_orders</Button>
      {state === 'loading' ? <Spinner block /> : null}
      {state === 'done' ? <p>{t('gaia_feedback_example_orders_loaded')}</p> : null}
    </div>
  );
}

// Spec 03 §9
/** The spinner appears only after 300 ms; its status region is there from the start and then speaks the label. */
export const AppearsAfter300ms: Story = {
  render: () => <OrdersLoader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const started = performance.now();
    await userEvent.keyboard('{Enter}');
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent(LOADING));
    await expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  },
};

/** A load that ends within the delay never flashes a spinner. */
export const QuickLoadsShowNothing: Story = {
  render: () => <OrdersLoader loadMs={120} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let spinnerSeen = false;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[role="status"][data-visible]')) spinnerSeen = true;
    });
    observer.observe(canvasElement, { subtree: true, childList: true, attributes: true });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByText(/up to date|محدّثة/i);
    // The load is over and the spinner gone with it (checked below): nothing can show after this.
    observer.disconnect();
    await expect(spinnerSeen).toBe(false);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** With delay 0 the spinner shows at once; the label can be visible as well as spoken. */
export const VisibleLabelWithoutDelay: Story = {
  args: { delay: 0, showLabel: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(LOADING);
    await expect(within(status).getByText(LOADING)).toBeVisible();
  },
};

/** The label is a message key of the caller, translated in the current locale. */
export const CustomLabel: Story = {
  args: { delay: 0, label: 'gaia_feedback_example_upload' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/uploading the id copy|جارٍ رفع نسخة الهوية/i);
  },
};

/** The default delay comes from the portal configuration (`useGaia().config.spinnerDelayMs`). */
export const DelayFromPortalConfig: Story = {
  render: function Render() {
    const { theme, locale } = useGaia();
    return (
      <GaiaProvider theme={theme} locale={locale} messages={catalogues[locale]} config={{ spinnerDelayMs: 0 }} asRoot={false} toasts={false}>
        <Spinner />
      </GaiaProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(LOADING);
  },
};
