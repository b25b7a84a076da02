import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultRegistrationConfig, type StepOneData, type VerifiedCode } from '@gaia/domain';
import { InMemoryScreen } from '../../apps/portal/src/app/InMemoryPortal';
import { CodeStep } from '../../apps/portal/src/features/signUp/stepOne/CodeStep';
import { StepOne } from '../../apps/portal/src/features/signUp/stepOne/StepOne';
import { escapeRegExp, storyTexts } from './storyTexts';
import { postJson, codeSentTo } from './sandboxSession';

/** The sandbox's seeds (packages/sandbox/src/store/seed.ts, routes/regStepOne.ts stepOneDemo). */
const seed = {
  freeMobile: '0779000001',
  notSubscriber: '0731234567',
  registeredMobile: '0771234567',
  otherOperator: '0712345678',
  registerInvalid: '0778156156',
  noCustomer: '0778157157',
  rudoLine: '0778765432',
  newId: '63-222222A22',
  existingId: '63-123456A78',
  upgradeId: '63-765432B21',
};

/**
 * Step one and the code step as the sign-up flow shows them: step one, then (once it is done) the
 * code step for its account, then the verified reference. /signIn stands for the sign-in page.
 */
function StepOneFlow({ start }: { start?: StepOneData }) {
  const [stepOne, setStepOne] = useState<StepOneData | undefined>(start);
  const [verified, setVerified] = useState<VerifiedCode>();
  const done = verified?.referenceId ?? (stepOne?.referenceId ? stepOne.referenceId : undefined);
  // A fixed room: the masked reference (a new number every run, of varying length) paints the same.
  const screen = done ? (
    <output
      data-testid="verified"
      style={{ fontFamily: 'monospace', display: 'inline-block', inlineSize: '20ch' }}
    >
      {done}
    </output>
  ) : stepOne ? (
    <CodeStep
      stepOne={stepOne}
      config={defaultRegistrationConfig}
      onVerified={setVerified}
      onBack={() => setStepOne(undefined)}
      onRestart={() => setStepOne(undefined)}
    />
  ) : (
    <StepOne config={defaultRegistrationConfig} onDone={setStepOne} onCancel={() => undefined} />
  );
  return (
    <InMemoryScreen
      url="/signUp"
      routes={{ '/signUp': <main>{screen}</main>, '/signIn': <main data-testid="sign-in-page" /> }}
    />
  );
}

/** The catalogue's messages in the story's language (set by the loader). */
const texts = storyTexts();
const { text } = texts;
const exactly = (key: string) => new RegExp(`^${escapeRegExp(text(key))}$`);

type Canvas = ReturnType<typeof within>;

/** The message of `key` is shown (once the check or the call that answers with it is done). */
async function expectMessageShown(canvas: Canvas, key: string) {
  await expect(await canvas.findByText(text(key))).toBeVisible();
}

/** Types the mobile and leaves it: the subscriber and registered checks run. */
async function typeMobile(canvas: Canvas, mobile: string) {
  // The nationality shows its default once the list of nationalities is in: tabbing into it before
  // would leave its text unselected when the list arrives, and the picture would depend on which came first.
  const nationality = canvas.getByRole('combobox', { name: exactly('gaia_signup_one_nationality_label') });
  await waitFor(() => expect(nationality).not.toHaveValue(''));
  await userEvent.type(
    await canvas.findByRole('textbox', { name: exactly('gaia_signup_one_mobile_label') }),
    mobile,
  );
  await userEvent.tab();
}

/** Types the ID and leaves it: its checks run 300 ms later when it matches its format. */
async function typeId(canvas: Canvas, id: string, label = 'gaia_signup_one_id_national_label') {
  await userEvent.type(canvas.getByRole('textbox', { name: exactly(label) }), id);
  await userEvent.tab();
}

/** Types the mobile, waits for its checks to pass, then types the ID. */
async function typeCheckedMobileThenId(canvas: Canvas, mobile: string, id: string) {
  await typeMobile(canvas, mobile);
  await canvas.findByText(text('gaia_signup_one_mobile_checked'));
  await typeId(canvas, id);
}

/** A whole standard step one with a free number and a new ID, terms agreed. */
async function fillStepOne(canvas: Canvas, mobile = seed.freeMobile, id = seed.newId) {
  await typeCheckedMobileThenId(canvas, mobile, id);
  await canvas.findByText(text('gaia_signup_one_id_checked'));
  await userEvent.click(
    canvas.getByRole('checkbox', { name: new RegExp(text('gaia_signup_one_agree_label')) }),
  );
}

/** Switches to the alternative form, types the account (a mobile or an e-mail) and asks for its code. */
async function sendAlternativeCode(canvas: Canvas, account: string) {
  await userEvent.click(
    await canvas.findByRole('radio', { name: exactly('gaia_signup_one_form_alternative') }),
  );
  await userEvent.type(
    await canvas.findByRole('textbox', { name: exactly('gaia_signup_one_account_label') }),
    account,
  );
  await userEvent.click(canvas.getByRole('button', { name: exactly('gaia_countdown_send') }));
}

const next = (canvas: Canvas) =>
  canvas.getByRole('button', { name: exactly('gaia_signup_one_next') });

/** The mobile field shows this message after Next (a code-request answer of spec 02 §8). */
async function expectNextSays(canvas: Canvas, mobile: string, key: string) {
  await fillStepOne(canvas, mobile);
  await userEvent.click(next(canvas));
  await expectMessageShown(canvas, key);
  await expect(
    canvas.getByRole('textbox', { name: exactly('gaia_signup_one_mobile_label') }),
  ).toHaveAccessibleDescription(new RegExp(text(key)));
}

/**
 * Sign-up step one and the code step (F2.1–F2.4) against the sandbox through MSW: every check,
 * result code and dialog of spec 02 §4 and §8.
 */
const meta = {
  title: 'Flows/Sign-up step one',
  component: StepOneFlow,
  // The verified reference is a new number every run.
  parameters: { layout: 'padded', screenshot: { mask: ['[data-testid="verified"]'] } },
  loaders: [texts.loader],
} satisfies Meta<typeof StepOneFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

// F2.1, F2.4
/** The standard form: checks pass, Next asks for the code, the code step verifies it on the last digit. */
export const StandardThenCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: text('gaia_signup_one_title') }),
    ).toHaveFocus();
    await expect(next(canvas)).toHaveAttribute('aria-disabled', 'true');
    await fillStepOne(canvas, seed.freeMobile, '63-222222a22');
    await expect(
      canvas.getByRole('textbox', { name: exactly('gaia_signup_one_id_national_label') }),
    ).toHaveValue(seed.newId);
    await expect(next(canvas)).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next(canvas));
    await expect(
      await canvas.findByRole('heading', { name: text('gaia_signup_code_title') }),
    ).toHaveFocus();
    // The countdown of the code just requested runs at once: no resend yet.
    await expect(canvas.getByRole('button', { name: /\d/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: exactly('gaia_otp_input_label') }),
      await codeSentTo(seed.freeMobile),
    );
    await expect(await canvas.findByTestId('verified')).toHaveTextContent(/^REG-/);
  },
};

// F2.1
/** A number that is not the operator's: tips_not_gaia_number on blur, Next stays disabled. */
export const NotASubscriber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeMobile(canvas, seed.notSubscriber);
    await expectMessageShown(canvas, 'tips_not_gaia_number');
    await expect(next(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

// F2.1
/** A number that already has an account: said on blur. */
export const MobileRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeMobile(canvas, seed.registeredMobile);
    await expectMessageShown(canvas, 'gaia_tip_account_already_registered');
  },
};

// F2.1
/** Field rules in the user's language: mobile pattern, ID format (no ID check runs), referral code. */
export const FieldRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeMobile(canvas, '12345');
    await expectMessageShown(canvas, 'tips_accnbr_regex_fail_message');
    await typeId(canvas, '63 12');
    await expectMessageShown(canvas, 'gaia_tip_signup_id_format');
    await expect(canvas.queryByText(text('gaia_signup_one_checking_id'))).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: exactly('gaia_signup_one_referral_label') }),
      'friend-1',
    );
    await userEvent.tab();
    await expectMessageShown(canvas, 'gaia_tips_individual_register_referralCode');
  },
};

// F2.1
/** The referral code's help opens as a tooltip on focus. */
export const ReferralTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = await canvas.findByRole('button', {
      name: new RegExp(text('gaia_signup_one_referral_label').replace(/[()]/g, '\\$&')),
    });
    help.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      text('gaia_signup_one_referral_help'),
    );
  },
};

// F2.1
/** Choosing another nationality (searchable) resets the ID: a passport number is asked for. */
export const NationalityResetsId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nationality = await canvas.findByRole('combobox', {
      name: exactly('gaia_signup_one_nationality_label'),
    });
    await waitFor(() =>
      expect(nationality).toHaveValue(texts.locale === 'ar' ? 'زيمبابوي' : 'Zimbabwe'),
    );
    await typeId(canvas, seed.newId);
    await userEvent.clear(nationality);
    await userEvent.type(nationality, texts.locale === 'ar' ? 'جنوب' : 'South');
    await userEvent.click(
      await canvas.findByRole('option', {
        name: texts.locale === 'ar' ? 'جنوب أفريقيا' : 'South Africa',
      }),
    );
    await expect(
      await canvas.findByRole('textbox', { name: exactly('gaia_signup_one_id_passport_label') }),
    ).toHaveValue('');
  },
};

// F2.1 (spec 02 §8)
/** Code request 40917126: tip_enter_gaia_number on the mobile field. */
export const Result40917126: Story = {
  play: async ({ canvasElement }) =>
    expectNextSays(within(canvasElement), seed.otherOperator, 'tip_enter_gaia_number'),
};

// F2.1 (spec 02 §8)
/** Code request 40917156: tip_register_invalid_number on the mobile field. */
export const Result40917156: Story = {
  play: async ({ canvasElement }) =>
    expectNextSays(within(canvasElement), seed.registerInvalid, 'tip_register_invalid_number'),
};

// F2.1 (spec 02 §8)
/** Code request 40917157: tip_no_exist_custom_number on the mobile field. */
export const Result40917157: Story = {
  play: async ({ canvasElement }) =>
    expectNextSays(within(canvasElement), seed.noCustomer, 'tip_no_exist_custom_number'),
};

/** When the ID's checks were asked, after the story's start. */
let idCheckedAt: number[] = [];

// F2.1, spec 02 §4 "the ID is checked 300 ms after blur and only when it matches its format"
/** Leaving the ID field asks for its check no sooner than 300 ms later, and only for an ID of the right format. */
export const IdCheckedAfterDelay: Story = {
  beforeEach: ({ msw }) => {
    idCheckedAt = [];
    msw.use(
      http.post(/\/uc\/(reg\/check\/idEligibility|common\/check\/idValidity)/, () => {
        idCheckedAt.push(performance.now());
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeMobile(canvas, seed.freeMobile);
    await canvas.findByText(text('gaia_signup_one_mobile_checked'));
    // An ID that does not match its format is never sent.
    await typeId(canvas, '12');
    await expectMessageShown(canvas, 'gaia_tip_signup_id_format');
    const field = canvas.getByRole('textbox', {
      name: exactly('gaia_signup_one_id_national_label'),
    });
    await userEvent.clear(field);
    await userEvent.type(field, seed.newId);
    await expect(idCheckedAt).toEqual([]);
    const left = performance.now();
    await userEvent.tab();
    await canvas.findByText(text('gaia_signup_one_id_checked'));
    await expect(idCheckedAt.length).toBeGreaterThan(0);
    // A timer of 300 ms never fires sooner: every check call was asked at least that long after the blur.
    await expect(Math.min(...idCheckedAt) - left).toBeGreaterThanOrEqual(300);
  },
};

/** The ID eligibility calls of the story below, with the mobile each was asked with. */
let eligibilityAsked: (string | undefined)[] = [];
/** Let the held-back mobile check and first ID eligibility call answer. */
let answerMobileCheck: () => void = () => undefined;
let answerIdCheck: () => void = () => undefined;

// F2.1, F2.3
/**
 * The mobile's check answers while the ID's is still under way (a slow network): the ID, checked
 * without a mobile, is asked again with it once it answers, so the ID and phone check is made and
 * Next becomes available.
 */
export const MobileCheckAnswersDuringIdCheck: Story = {
  beforeEach: ({ msw }) => {
    eligibilityAsked = [];
    const mobileHeld = new Promise<void>((resolve) => (answerMobileCheck = resolve));
    const idHeld = new Promise<void>((resolve) => (answerIdCheck = resolve));
    msw.use(
      http.post(/\/ecare\/subs\/exists/, async () => {
        await mobileHeld;
        return undefined;
      }),
      http.post(/\/uc\/reg\/check\/idEligibility/, async ({ request }) => {
        eligibilityAsked.push(((await request.clone().json()) as { accNbr?: string }).accNbr);
        if (eligibilityAsked.length === 1) await idHeld;
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeMobile(canvas, seed.freeMobile);
    await canvas.findByText(text('gaia_signup_one_checking_mobile'));
    // The ID is left while the mobile's check is under way: it is checked without the mobile.
    await typeId(canvas, seed.newId);
    await waitFor(() => expect(eligibilityAsked).toEqual([undefined]));
    answerMobileCheck();
    await canvas.findByText(text('gaia_signup_one_mobile_checked'));
    answerIdCheck();
    await canvas.findByText(text('gaia_signup_one_id_checked'));
    await expect(eligibilityAsked).toEqual([undefined, seed.freeMobile]);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: new RegExp(text('gaia_signup_one_agree_label')) }),
    );
    await waitFor(() => expect(next(canvas)).not.toHaveAttribute('aria-disabled'));
  },
};

// F2.1 (spec 02 §8)
/** Another failure of the code request: the oops dialog with the server's message; return clears the step. */
export const OopsReturnsToFirstStep: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/uc/reg/otp/send', () =>
        HttpResponse.json({
          code: '40917999',
          resultCode: '40917999',
          resultMsg: 'Registration is paused. Try again later.',
          data: null,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStepOne(canvas);
    await userEvent.click(next(canvas));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Registration is paused. Try again later.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: exactly('gaia_signup_one_oops_return') }),
    );
    await expect(
      canvas.getByRole('textbox', { name: exactly('gaia_signup_one_mobile_label') }),
    ).toHaveValue('');
    await expect(
      canvas.getByRole('textbox', { name: exactly('gaia_signup_one_id_national_label') }),
    ).toHaveValue('');
    await expect(
      canvas.getByRole('checkbox', { name: new RegExp(text('gaia_signup_one_agree_label')) }),
    ).not.toBeChecked();
  },
};

// F2.3
/** An ID that has an account: the account-exists dialog (masked contacts); OK goes to /signIn. */
export const AccountExists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCheckedMobileThenId(canvas, seed.freeMobile, seed.existingId);
    const dialog = await within(document.body).findByRole('dialog', {
      name: text('gaia_signup_one_exists_title'),
    });
    await expect(dialog).toHaveTextContent('GA1000001');
    await expect(dialog).toHaveTextContent('077****567');
    await expect(next(canvas)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(
      within(dialog).getByRole('button', { name: exactly('gaia_signup_one_exists_sign_in') }),
    );
    await expect(await canvas.findByTestId('sign-in-page')).toBeInTheDocument();
  },
};

// F2.3
/** An ID of a customer with neither e-mail nor mobile: the upgrade notice, and Next allowed. */
export const UpgradePath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCheckedMobileThenId(canvas, seed.freeMobile, seed.upgradeId);
    await expectMessageShown(canvas, 'gaia_signup_one_upgrade_notice');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: new RegExp(text('gaia_signup_one_agree_label')) }),
    );
    await expect(next(canvas)).not.toHaveAttribute('aria-disabled', 'true');
  },
};

// F2.1 (spec 02 §8)
/** A line that belongs to another ID: the ID and phone mismatch on the ID field. */
export const IdPhoneMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCheckedMobileThenId(canvas, seed.rudoLine, seed.newId);
    await expectMessageShown(canvas, 'gaia_lb_user_signup_id_phone_not_match');
  },
};

// F2.1
/** The terms open from their link (sanitised HTML: nothing of its script runs); Agree ticks the box. */
export const TermsModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: exactly('gaia_signup_one_read_terms') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: text('gaia_dialog_terms_title'),
    });
    // The sanitised document is in: its own heading, and nothing left of the script or the handler.
    await waitFor(() => expect(dialog.querySelector('[data-html-content] h2')).not.toBeNull());
    await expect(dialog.querySelector('script, [onerror]')).toBeNull();
    await expect(
      (window as { __gaiaContentScriptRan?: boolean }).__gaiaContentScriptRan,
    ).toBeUndefined();
    await expect(
      (window as { __gaiaContentHandlerRan?: boolean }).__gaiaContentHandlerRan,
    ).toBeUndefined();
    await userEvent.click(
      within(dialog).getByRole('button', { name: exactly('gaia_dialog_agree') }),
    );
    await expect(
      canvas.getByRole('checkbox', { name: new RegExp(text('gaia_signup_one_agree_label')) }),
    ).toBeChecked();
  },
};

/** Step one done for a free number: the code step starts with the code already requested. */
async function requestCodeFor(mobile: string) {
  await postJson('/uc/reg/otp/send', { loginAcct: mobile, loginAcctType: 'MOBILE' });
}
const codeStepStart: StepOneData = {
  form: 'standard',
  account: seed.freeMobile,
  accountType: 'MOBILE',
  mobile: seed.freeMobile,
  nationality: 'ZWE',
  idType: '1',
  idNbr: seed.newId,
  agreePrivacyPolicy: true,
};

/** The code step for the free number, its code already requested. */
const atCodeStep = {
  args: { start: codeStepStart },
  beforeEach: () => requestCodeFor(seed.freeMobile),
} satisfies Story;

/** The code step's digits field and the code the sandbox sent to the free number. */
async function codeFieldAndSentCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const code = await canvas.findByRole('textbox', { name: exactly('gaia_otp_input_label') });
  return { canvas, code, sent: await codeSentTo(seed.freeMobile) };
}

// F2.4 (spec 02 §8)
/** A wrong code: tips_otp_invalid_or_expired, the digits cleared, focus back on the code. */
export const WrongCode: Story = {
  ...atCodeStep,
  play: async ({ canvasElement }) => {
    const { canvas, code, sent } = await codeFieldAndSentCode(canvasElement);
    await userEvent.type(code, sent === '000000' ? '111111' : '000000');
    await expectMessageShown(canvas, 'tips_otp_invalid_or_expired');
    await expect(code).toHaveValue('');
    await waitFor(() => expect(code).toHaveFocus());
  },
};

// F2.4 (spec 02 §8)
/** An expired code (the sandbox's clock moved past its 5 minutes): the same message, digits cleared. */
export const ExpiredCode: Story = {
  ...atCodeStep,
  play: async ({ canvasElement }) => {
    const { canvas, code, sent } = await codeFieldAndSentCode(canvasElement);
    await postJson('/__sandbox/clock', { advanceMs: 6 * 60_000 });
    await userEvent.type(code, sent);
    await expectMessageShown(canvas, 'tips_otp_invalid_or_expired');
    await expect(code).toHaveValue('');
  },
};

// F2.4
/** Resend: once the countdown is over (no code was requested here), a new code is sent and the countdown runs. */
export const ResendAndCountdown: Story = {
  args: { start: { ...codeStepStart, account: '0779000002', mobile: '0779000002' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: exactly('gaia_countdown_send') }),
    );
    await expectMessageShown(canvas, 'gaia_signup_code_resent');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /\d/ })).toHaveAttribute('aria-disabled', 'true'),
    );
    await expect(await codeSentTo('0779000002')).toMatch(/^\d{6}$/);
  },
};

// F2.2
/** The alternative form: an e-mail account, its code from the inbox, Next verifies it. */
export const AlternativeForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendAlternativeCode(canvas, 'new.person@example.com');
    await expectMessageShown(canvas, 'gaia_action_get_otp_success');
    await userEvent.type(
      canvas.getByRole('textbox', { name: exactly('gaia_otp_input_label') }),
      await codeSentTo('new.person@example.com'),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: new RegExp(text('gaia_signup_one_agree_label')) }),
    );
    await userEvent.click(next(canvas));
    await expect(await canvas.findByTestId('verified')).toHaveTextContent(/^REG-/);
  },
};

// F2.2
/** The alternative form refuses an account that is already registered. */
export const AlternativeRegisteredAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendAlternativeCode(canvas, 'tariro.moyo@example.com');
    await expectMessageShown(canvas, 'gaia_tip_account_already_registered');
  },
};
