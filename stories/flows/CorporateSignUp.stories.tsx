import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CORPORATE_DRAFT_STORAGE_KEY,
  EMPTY_COMPANY,
  EMPTY_REPRESENTATIVE,
  catalogues,
  defaultPortalConfig,
  resolveLocale,
  type CorporateDraft,
} from '@gaia/domain';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import HelpPanel from '../../apps/portal/src/features/signUp/help/HelpPanel';
import { postJson, codeSentTo, resetPortal } from './sandboxSession';
import { successAnswer } from './successAnswer';
import { pageOpened } from './pageSteps';

/** Labels and texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Register your company|سجّل شركتك)$/,
  companyHeading: /^(About the company|عن الشركة)$/,
  representativeHeading: /^(The company’s representative|ممثل الشركة)$/,
  codeHeading: /^(Verify the representative’s mobile|تحقق من جوال الممثل)$/,
  passwordHeading: /^(Set the company password|عيّن كلمة مرور الشركة)$/,
  doneHeading: /^(Your company is registered|تم تسجيل شركتك)$/,
  companyName: /^(Company name|اسم الشركة)/,
  brn: /^(Registration number \(BRN\)|رقم التسجيل \(BRN\))/,
  firstName: /^(First name|الاسم الأول)/,
  lastName: /^(Last name|اسم العائلة)/,
  idNbr: /^(ID or passport number|رقم الهوية أو جواز السفر)/,
  mobile: /^(Mobile number|رقم الجوال)/,
  email: /^(E-mail|البريد الإلكتروني)/,
  code: /^(Verification code|رمز التحقق)/,
  password: /^(Password|كلمة المرور)\s*\*?$/,
  confirm: /^(Confirm password|تأكيد كلمة المرور)\s*\*?$/,
  terms: /^(I agree to the|أوافق على)/,
  termsLink: /^(terms and conditions|الشروط والأحكام)$/,
  agree: /^(Agree|أوافق)$/,
  next: /^(Next|التالي)$/,
  back: /^(Back|رجوع)$/,
  cancel: /^(Cancel|إلغاء)$/,
  send: /^(Send code|إرسال الرمز)$/,
  submit: /^(Register the company|تسجيل الشركة)$/,
  documents: /^(Uploaded documents|المستندات المحمّلة)$/,
  companyAccount: /^(Company account|حساب الشركة)$/,
  copy: /^(Copy the company account|نسخ حساب الشركة)$/,
  help: /^(Help|مساعدة)$/,
  watch: /^(Watch the video:|مشاهدة الفيديو:)/,
  read: /^(Read:|قراءة:)/,
  closeVideo: /^(Close the video|إغلاق الفيديو)$/,
};

/** Steps, dialogs and the player load on demand: on a busy machine that takes longer than a second. */
const lazy = { timeout: 10_000 };

/** The message of a key in both languages, as a whole-text pattern. */
function message(key: keyof typeof catalogues.en): RegExp {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^(${escape(catalogues.en[key] ?? key)}|${escape(catalogues.ar[key] ?? key)})$`,
  );
}

type MessageKey = keyof typeof catalogues.en;

/**
 * Next on a step with errors: each of these messages shows. The first is waited for (the step is
 * checked once Next is pressed); the others are there with it.
 */
async function nextRefuses(
  canvas: ReturnType<typeof within>,
  [first, ...others]: [MessageKey, ...MessageKey[]],
) {
  await userEvent.click(canvas.getByRole('button', { name: text.next }));
  await expect(await canvas.findByText(message(first), {}, lazy)).toBeVisible();
  for (const key of others) await expect(canvas.getByText(message(key))).toBeVisible();
}

const company = { companyName: 'Moyo Freight Ltd', registrationNumber: '2019/004512' };
const documents = [
  { fileName: 'certificate.pdf', filePath: 'uploads/F-1/certificate.pdf', fileSize: 42 },
];
const representative = {
  firstName: 'RUDO',
  lastName: 'MOYO',
  idNbr: '63-555555R55',
  birthday: '19880214',
  mobile: '0779990011',
  email: 'rudo@moyo.example.com',
};

/** Puts the flow at a step with earlier steps filled in, as a reload of that step would find it. */
function keepDraft(draft: Partial<CorporateDraft>) {
  const full: CorporateDraft = {
    step: 'company',
    company: EMPTY_COMPANY,
    documents: [],
    representative: EMPTY_REPRESENTATIVE,
    ...draft,
  };
  window.sessionStorage.setItem(
    `${defaultPortalConfig.appCode}_${CORPORATE_DRAFT_STORAGE_KEY}`,
    JSON.stringify(full),
  );
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await postJson(path, body);
  return (await response.json()) as T;
}

/** A verified registration code for the representative's mobile (its Reference-Id), from the sandbox. */
async function verifiedReference(mobile: string): Promise<string> {
  await post('/uc/reg/otp/send', { loginAcct: mobile, loginAcctType: 'MOBILE' });
  const otp = await codeSentTo(mobile);
  const verified = await post<{ data: { referenceId: string } }>('/uc/reg/otp/verify', {
    loginAcct: mobile,
    loginAcctType: 'MOBILE',
    otp,
  });
  return verified.data.referenceId;
}

/** At the password step, with a verified code. */
async function atPasswordStep() {
  const referenceId = await verifiedReference(representative.mobile);
  keepDraft({
    step: 'password',
    company,
    documents,
    representative,
    verified: { mobile: representative.mobile, referenceId },
  });
}

/**
 * Corporate sign-up at /signUp-c (F2.11; docs/adr/0020-corporate-sign-up.md) driven whole against
 * the MSW-mocked sandbox, and the help beside the sign-up steps (F2.19). Each story starts clean.
 */
const meta = {
  title: 'Flows/Corporate sign-up',
  component: InMemoryPortal,
  args: { url: '/signUp-c' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof InMemoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F2.11
/** Next on an empty company step: every field says what it needs, the documents too; a BRN without digits is refused. */
export const CompanyFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.companyHeading, 2);
    await nextRefuses(canvas, [
      'gaia_corporate_company_name_required',
      'gaia_corporate_brn_required',
      'gaia_corporate_documents_required',
    ]);
    const brn = canvas.getByRole('textbox', { name: text.brn });
    await userEvent.type(brn, 'abc def');
    await expect(brn).toHaveValue('ABCDEF');
    await expect(
      await canvas.findByText(message('gaia_corporate_brn_format'), {}, lazy),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: text.companyHeading }),
    ).toBeVisible();
  },
};

// F2.11, F2.18
/** A document uploads into the list; Next, then Back, finds the company and its document as they were. */
export const CompanyBackKeepsEntries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text.companyName }, lazy),
      company.companyName,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.brn }),
      company.registrationNumber,
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4\n%\n'], 'certificate.pdf', { type: 'application/pdf' }),
    );
    const list = await canvas.findByRole('list', { name: text.documents }, lazy);
    await expect(within(list).getByText('certificate.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await waitFor(
      () =>
        expect(
          canvas.getByRole('heading', { level: 2, name: text.representativeHeading }),
        ).toHaveFocus(),
      lazy,
    );
    await userEvent.click(canvas.getByRole('button', { name: text.back }));
    await waitFor(
      () =>
        expect(canvas.getByRole('heading', { level: 2, name: text.companyHeading })).toHaveFocus(),
      lazy,
    );
    await expect(canvas.getByRole('textbox', { name: text.companyName })).toHaveValue(
      company.companyName,
    );
    await expect(canvas.getByRole('textbox', { name: text.brn })).toHaveValue(
      company.registrationNumber,
    );
    await expect(
      within(canvas.getByRole('list', { name: text.documents })).getByText('certificate.pdf'),
    ).toBeVisible();
  },
};

// F2.11
/** The representative step, as a reload finds it: names upper-cased as typed; bad mobile and e-mail and a missing birthday are refused. */
export const RepresentativeFieldErrors: Story = {
  beforeEach: () => keepDraft({ step: 'representative', company, documents }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: text.firstName }, lazy);
    await userEvent.type(first, 'rudo');
    await expect(first).toHaveValue('RUDO');
    await userEvent.type(canvas.getByRole('textbox', { name: text.lastName }), 'moyo');
    await userEvent.type(canvas.getByRole('textbox', { name: text.idNbr }), '63 555555 r55');
    await expect(canvas.getByRole('textbox', { name: text.idNbr })).toHaveValue('63555555R55');
    await userEvent.type(canvas.getByRole('textbox', { name: text.mobile }), '12345');
    await userEvent.type(canvas.getByRole('textbox', { name: text.email }), 'rudo@');
    await nextRefuses(canvas, [
      'gaia_corporate_mobile_format',
      'gaia_corporate_email_format',
      'gaia_corporate_birthday_required',
    ]);
    await expect(
      canvas.getByRole('heading', { level: 2, name: text.representativeHeading }),
    ).toBeVisible();
  },
};

// F2.11, F2.4
/** A wrong code: the server's message on the code field, the digits cleared for another try. */
export const CodeWrong: Story = {
  // The countdown's seconds depend on when the picture is taken.
  parameters: { screenshot: { mask: ['[data-phase]'] } },
  beforeEach: () => keepDraft({ step: 'code', company, documents, representative }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.send }, lazy));
    const sent = await waitFor(() => codeSentTo(representative.mobile), lazy);
    const wrong = sent === '000000' ? '111111' : '000000';
    const code = canvas.getByRole('textbox', { name: text.code });
    await userEvent.type(code, wrong);
    await expect(await canvas.findByText(message('gaia_tip_otp_wrong'), {}, lazy)).toBeVisible();
    await waitFor(() => expect(code).toHaveValue(''), lazy);
    await expect(canvas.getByRole('heading', { level: 2, name: text.codeHeading })).toBeVisible();
  },
};

// F2.11, F2.4
/** The right code is checked as soon as it is complete, and the password step follows. */
export const CodeVerified: Story = {
  beforeEach: () => keepDraft({ step: 'code', company, documents, representative }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.send }, lazy));
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.code }),
      await waitFor(() => codeSentTo(representative.mobile), lazy),
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('heading', { level: 2, name: text.passwordHeading })).toHaveFocus(),
      lazy,
    );
  },
};

// F2.11, F2.7, F1.10
/** Password rules live, a different confirmation refused; the terms dialog's Agree ticks the box. */
export const PasswordRulesAndTerms: Story = {
  beforeEach: atPasswordStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(text.password, {}, lazy);
    await userEvent.type(password, 'weak');
    await userEvent.type(canvas.getByLabelText(text.confirm), 'other');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(
      await canvas.findByText(message('tip_password_not_match'), {}, lazy),
    ).toBeVisible();
    await expect(canvas.getByText(message('gaia_corporate_terms_required'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-rule="length"]')).not.toHaveAttribute(
      'data-met',
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'Moyo#2026');
    await expect(canvasElement.querySelector('[data-rule="length"]')).toHaveAttribute('data-met');
    await userEvent.click(canvas.getByRole('link', { name: text.termsLink }));
    const dialog = await within(document.body).findByRole('dialog', {}, lazy);
    const agree = within(dialog).getByRole('button', { name: text.agree });
    // Agree is offered once the terms have arrived and been sanitised.
    await waitFor(() => expect(agree).not.toHaveAttribute('aria-disabled'), lazy);
    await userEvent.click(agree);
    await waitFor(
      () => expect(canvas.getByRole('checkbox', { name: text.terms })).toBeChecked(),
      lazy,
    );
  },
};

/** The password step filled rightly: a valid password twice, the terms ticked, then Submit. */
async function submitPasswordStep(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByLabelText(text.password, {}, lazy), 'Moyo#2026');
  await userEvent.type(canvas.getByLabelText(text.confirm), 'Moyo#2026');
  await userEvent.click(canvas.getByRole('checkbox', { name: text.terms }));
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
}

// F2.11
/** The registration number is registered already: back to the company step with the server's message on it. */
export const DuplicateCompany: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.post('*/uc/reg/register/corporate', ({ request }) => {
        const locale = resolveLocale({ stored: request.headers.get('locale') ?? undefined });
        const resultMsg = catalogues[locale].gaia_corporate_company_registered;
        return HttpResponse.json({
          code: '40917160',
          resultCode: '40917160',
          resultMsg,
          data: null,
        });
      }),
    );
    await atPasswordStep();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitPasswordStep(canvas);
    await waitFor(
      () =>
        expect(canvas.getByRole('heading', { level: 2, name: text.companyHeading })).toHaveFocus(),
      lazy,
    );
    await expect(canvas.getByText(message('gaia_corporate_company_registered'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.brn })).toHaveValue(
      company.registrationNumber,
    );
    // A changed number takes the message away.
    await userEvent.type(canvas.getByRole('textbox', { name: text.brn }), '9');
    await expect(canvas.queryByText(message('gaia_corporate_company_registered'))).toBeNull();
  },
};

// F2.11, F2.9
/** Registered: the company account with Copy, and the way to the corporate sign-in. */
export const Success: Story = {
  beforeEach: atPasswordStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitPasswordStep(canvas);
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 2, name: text.doneHeading })).toHaveFocus(),
      lazy,
    );
    await expect(canvas.getByText('GC2000003')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.copy })).toBeVisible();
    await expect(
      window.sessionStorage.getItem(
        `${defaultPortalConfig.appCode}_${CORPORATE_DRAFT_STORAGE_KEY}`,
      ),
    ).not.toMatch(/Moyo Freight/);
  },
};

// F2.11
/** Cancel forgets every entry and goes to the corporate sign-in. */
export const CancelClears: Story = {
  beforeEach: () => keepDraft({ step: 'representative', company, documents, representative }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.cancel }, lazy));
    await expect(
      await canvas.findByRole('textbox', { name: text.companyAccount }, lazy),
    ).toBeVisible();
    await expect(
      window.sessionStorage.getItem(
        `${defaultPortalConfig.appCode}_${CORPORATE_DRAFT_STORAGE_KEY}`,
      ),
    ).toBeNull();
  },
};

// F2.19
/** Help without a video: the item's title and text beside the step. */
export const HelpWithoutVideo: Story = {
  render: () => <HelpPanel step="code" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('complementary', { name: text.help }, lazy);
    await expect(
      await within(panel).findByRole(
        'heading',
        { level: 3, name: message('gaia_help_code_title') },
        lazy,
      ),
    ).toBeVisible();
    await expect(within(panel).getByText(message('gaia_help_code_content'))).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: text.watch })).toBeNull();
  },
};

// F2.19
/**
 * Help with a video and HTML: the HTML is read in the sanitising dialog (a script payload runs
 * nothing); the player opens in place with its caption and, when the clip cannot be loaded (this
 * in-browser sandbox has no disk to serve it from), says so where the video was.
 */
export const HelpWithVideo: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/kb/help/items', () =>
        successAnswer([
          {
            title: 'Which documents to upload',
            content:
              '<p>Upload the <strong>certificate</strong>.</p><img src="x" onerror="window.__helpXss = true"><script>window.__helpXss = true</script>',
            html: 'Y',
            videoInfos: [{ videoId: 'missing-clip', title: 'How to sign up in one minute' }],
          },
        ]),
      ),
      http.get('*/kb/video/missing-clip/*', () =>
        HttpResponse.json(
          { code: '404', resultCode: '404', resultMsg: 'Not found' },
          { status: 404 },
        ),
      ),
    );
  },
  render: () => <HelpPanel step="company" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('complementary', { name: text.help }, lazy);
    await userEvent.click(await within(panel).findByRole('button', { name: text.read }, lazy));
    const dialog = await within(document.body).findByRole('dialog', {}, lazy);
    // The dialog fades in: its sanitised content becomes visible once it has.
    await waitFor(() => expect(within(dialog).getByText('certificate')).toBeVisible(), lazy);
    await expect(dialog.querySelector('img[onerror], script')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), lazy);
    await expect((window as { __helpXss?: boolean }).__helpXss).toBeUndefined();

    await userEvent.click(within(panel).getByRole('button', { name: text.watch }));
    await expect(
      await within(panel).findByRole('figure', { name: 'How to sign up in one minute' }, lazy),
    ).toBeVisible();
    await expect(
      await within(panel).findByText(message('gaia_help_video_failed'), {}, lazy),
    ).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: text.closeVideo }));
    await waitFor(
      () => expect(within(panel).getByRole('button', { name: text.watch })).toHaveFocus(),
      lazy,
    );
  },
};
