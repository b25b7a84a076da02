import { useId, useState } from 'react';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { useGaia } from '../provider/GaiaContext';
import { HtmlContentDialog, type HtmlContentDialogProps } from './HtmlContentDialog';

/** Server HTML as /content/detail might send it, with unsafe parts the sanitiser must remove. */
export const sampleTermsHtml = {
  en: `<h3>1. Using the portal</h3>
<p style="color:#f00" onclick="window.__gaiaPwned = true">You agree to use the self-care portal for your own lines only.</p>
<script>window.__gaiaPwned = true;</script>
<ul><li>Keep your password secret.</li><li>Tell us when your SIM card is lost.</li></ul>
<h3>2. Charges</h3>
<p>Charges are shown before you confirm a purchase. <a href="javascript:window.__gaiaPwned=true">Read more</a></p>
<p>${'Service terms apply to every subscription and every order placed through the portal. '.repeat(100)}</p>`,
  ar: `<h3>1. استخدام البوابة</h3>
<p style="color:#f00" onclick="window.__gaiaPwned = true">توافق على استخدام بوابة الخدمة الذاتية لخطوطك فقط.</p>
<script>window.__gaiaPwned = true;</script>
<ul><li>حافظ على سرية كلمة المرور.</li><li>أبلغنا عند فقدان شريحتك.</li></ul>
<h3>2. الرسوم</h3>
<p>تظهر الرسوم قبل تأكيد أي عملية شراء. <a href="javascript:window.__gaiaPwned=true">اقرأ المزيد</a></p>
<p>${'تسري شروط الخدمة على كل اشتراك وكل طلب يتم عبر البوابة. '.repeat(100)}</p>`,
};

/** The sign-up pattern: a link opens the terms; Agree ticks the agreement checkbox. */
export function HtmlContentDialogDemo(args: HtmlContentDialogProps) {
  const { locale, t } = useGaia();
  const checkboxId = useId();
  const [open, setOpen] = useState(args.open);
  const [agreed, setAgreed] = useState(false);
  const html = args.html === undefined ? undefined : args.html || sampleTermsHtml[locale];
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <input id={checkboxId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <label htmlFor={checkboxId}>{t('gaia_dialog_agree')}</label>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {args.title ?? 'gaia_dialog_terms_title'}
      </Button>
      <HtmlContentDialog
        {...args}
        html={html}
        open={open}
        onAgree={() => {
          args.onAgree?.();
          setAgreed(true);
        }}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

/** The meta the HtmlContentDialog stories and feature stories share (all but the title). */
export const htmlContentDialogStoryDefaults = {
  render: (args) => <HtmlContentDialogDemo {...args} />,
  // An empty string asks the demo for the sample HTML of the current locale.
  args: { open: false, html: '', onClose: fn(), onAgree: fn() },
} satisfies Meta<typeof HtmlContentDialog>;
