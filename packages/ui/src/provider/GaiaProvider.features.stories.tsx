import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '@gaia/domain';
import { describeComponent } from '../internal/stories/describeComponent';
import { Button } from '../Button/Button';
import { Pagination } from '../Pagination/Pagination';
import { TextField } from '../TextField/TextField';
import { GaiaProvider, type GaiaProviderProps } from './GaiaProvider';
import { useGaia, useGaiaLocale, useT } from './GaiaContext';

const meta = {
  title: 'Primitives/GaiaProvider/Features',
  component: GaiaProvider,
  parameters: describeComponent(
    'The kit ships its own English and Arabic catalogues and downloads the one of the chosen locale on demand: `<GaiaProvider locale="ar">` alone renders the kit in Arabic, right to left. `messages` override or extend its keys one by one. Until the locale\'s catalogue is in, the provider\'s root renders `fallback`.',
  ),
} satisfies Meta<typeof GaiaProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A GaiaProvider inside the story's own, in the same theme (the story matrix sets it). */
function NestedProvider(props: GaiaProviderProps) {
  const { theme } = useGaia();
  return <GaiaProvider theme={theme} asRoot={false} {...props} />;
}

/** A few kit components with their built-in texts: a button, a pagination and a field. */
function KitSample() {
  return (
    <div style={{ display: 'grid', gap: 'var(--gaia-space-3)', justifyItems: 'start' }}>
      <Button>gaia_action_ok</Button>
      <Pagination pageCount={5} defaultValue={2} />
    </div>
  );
}

/** The kit sample under a provider given only a `locale` (no `messages`): the kit's own catalogue speaks. */
function KitSampleWithoutMessages({ locale }: { locale: Locale }) {
  return (
    <NestedProvider locale={locale}>
      <KitSample />
    </NestedProvider>
  );
}

/** The nearest provider's root: the closest ancestor that carries a direction. */
function providerRoot(element: Element): Element | null {
  return element.closest('[dir]');
}

/** Shows the locale the provider exposes for `Intl` formatting. */
function LocaleReadout() {
  const { locale, intlLocale, direction } = useGaiaLocale();
  return <output data-testid="locale">{`${locale} ${intlLocale} ${direction}`}</output>;
}

/** A page that switches its language: the provider follows the `locale` it is given. */
function SwitchingPage() {
  const [locale, setLocale] = useState<Locale>('en');
  return (
    <div style={{ display: 'grid', gap: 'var(--gaia-space-3)', justifyItems: 'start' }}>
      <Button variant="secondary" lang="ar" onClick={() => setLocale('ar')}>
        العربية
      </Button>
      <NestedProvider locale={locale}>
        <TextField label="gaia_controls_example_account_type" />
        <KitSample />
        <LocaleReadout />
      </NestedProvider>
    </div>
  );
}

/**
 * Switching to Arabic keeps the page mounted (what was typed stays) and changes its texts, direction
 * and the `Intl` locale together once the Arabic catalogue is in; English never shows right to left.
 */
export const SwitchKeepsThePage: Story = {
  render: () => <SwitchingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'OK' });
    await expect(canvas.getByTestId('locale')).toHaveTextContent('en en-GB ltr');
    const field = canvas.getByRole('textbox');
    await userEvent.type(field, 'Prepaid');
    // Every committed state of the provider's root: right to left only with the Arabic texts.
    const root = providerRoot(field) as Element;
    let englishRightToLeft = false;
    const observer = new MutationObserver(() => {
      if (root.getAttribute('dir') === 'rtl' && root.querySelector('button')?.textContent === 'OK') englishRightToLeft = true;
    });
    observer.observe(root, { attributes: true, childList: true, subtree: true, characterData: true });
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }));
    const ok = await canvas.findByRole('button', { name: 'موافق' });
    observer.disconnect();
    await expect(englishRightToLeft).toBe(false);
    await expect(canvas.getByRole('textbox')).toBe(field);
    await expect(field).toHaveValue('Prepaid');
    await expect(providerRoot(ok)).toBe(root);
    await expect(root).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(canvas.getByTestId('locale')).toHaveTextContent('ar ar rtl'));
  },
};

/**
 * Play-function step: the kit sample shows its OK button and its pagination named in the locale's
 * catalogue, and the provider's root carries the locale's language and direction. Returns the OK button.
 */
async function expectKitSampleIn(
  canvasElement: HTMLElement,
  locale: { lang: Locale; dir: 'ltr' | 'rtl'; ok: string; pagination: string },
) {
  const canvas = within(canvasElement);
  const ok = await canvas.findByRole('button', { name: locale.ok });
  await expect(canvas.getByRole('navigation', { name: locale.pagination })).toBeInTheDocument();
  const root = providerRoot(ok);
  await expect(root).toHaveAttribute('dir', locale.dir);
  await expect(root).toHaveAttribute('lang', locale.lang);
  return ok;
}

/** `<GaiaProvider locale="ar">` without `messages`: the kit's Arabic catalogue, right to left. */
export const ArabicWithoutMessages: Story = {
  render: () => <KitSampleWithoutMessages locale="ar" />,
  play: async ({ canvasElement }) => {
    const ok = await expectKitSampleIn(canvasElement, { lang: 'ar', dir: 'rtl', ok: 'موافق', pagination: 'ترقيم الصفحات' });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'الصفحة السابقة' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^OK$/ })).toBeNull();
    await expect(getComputedStyle(ok).direction).toBe('rtl');
  },
};

/** `<GaiaProvider locale="en">` without `messages`: the kit's English catalogue, left to right. */
export const EnglishWithoutMessages: Story = {
  render: () => <KitSampleWithoutMessages locale="en" />,
  play: async ({ canvasElement }) => {
    await expectKitSampleIn(canvasElement, { lang: 'en', dir: 'ltr', ok: 'OK', pagination: 'Pagination' });
  },
};

/** An app's own key, translated by the same `t` as the kit's keys. */
function AppHeading() {
  const t = useT();
  return <h2>{t('shop_title')}</h2>;
}

/** `messages` override a kit key (the button) and add the app's own (the heading); the other kit keys stay the kit's. */
export const MessagesOverridePerKey: Story = {
  render: () => (
    <NestedProvider locale="ar" messages={{ gaia_action_ok: 'تم', shop_title: 'متجر الباقات' }}>
      <AppHeading />
      <KitSample />
    </NestedProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'متجر الباقات' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'تم' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'موافق' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'ترقيم الصفحات' })).toBeInTheDocument();
  },
};
