import { useState, type FormEvent, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PhoneNumberField } from '../PhoneNumberField/PhoneNumberField';
import { useT } from '../provider/GaiaContext';
import { TextField } from '../TextField/TextField';
import { FeedbackScreen } from './FeedbackScreen';
import { feedbackScreenActions } from './FeedbackScreen.fixtures';

const meta = {
  title: 'Kit/FeedbackScreen/Features',
  component: FeedbackScreen,
  args: feedbackScreenActions,
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outcome is announced: the title takes focus on mount and is described by the description. */
export const TitleFocusedAndDescribed: Story = {
  args: {
    variant: 'success',
    title: 'gaia_kitforms_example_signup_done_title',
    description: 'gaia_kitforms_example_signup_done_text',
    primaryActionLabel: 'gaia_kitforms_example_signup_sign_in',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription(
      /sign in with your mobile number|تسجيل الدخول برقم جوالك/i,
    );
    await expect(
      canvas.getByRole('region', { name: /your account is ready|حسابك جاهز/i }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /go to sign in|الانتقال إلى تسجيل الدخول/i }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPrimaryAction).toHaveBeenCalledTimes(1);
  },
};

/** Each variant has its own default title and icon; the title's words carry the outcome. */
export const Variants: Story = {
  render: (args) => (
    <div>
      <FeedbackScreen {...args} variant="success" headingLevel={2} focusOnMount={false} />
      <FeedbackScreen {...args} variant="error" headingLevel={2} focusOnMount={false} />
      <FeedbackScreen {...args} variant="info" headingLevel={2} focusOnMount={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const titles = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(titles.map((h) => h.textContent)).toEqual([
      expect.stringMatching(/^(done|تم بنجاح)$/i),
      expect.stringMatching(/^(something went wrong|حدث خطأ ما)$/i),
      expect.stringMatching(/^(good to know|معلومة مهمة)$/i),
    ]);
    await expect(document.activeElement).not.toBe(titles[0]);
    const discs = Array.from(canvasElement.querySelectorAll('span[data-variant]'), (disc) =>
      disc.getAttribute('data-variant'),
    );
    await expect(discs).toEqual(['success', 'error', 'info']);
    for (const disc of canvasElement.querySelectorAll('span[data-variant]'))
      await expect(disc).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An info screen with no actions (e.g. planned maintenance) still names itself and takes focus. */
export const InfoWithoutActions: Story = {
  args: {
    variant: 'info',
    title: 'gaia_kitforms_example_maintenance_title',
    description: 'gaia_kitforms_example_maintenance_text',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: /top-ups are paused|إعادة الشحن متوقفة/i }),
      ).toHaveFocus(),
    );
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/**
 * The form a flow starts on, named by its heading. Submitting it (instead of loading a page)
 * replaces it with the outcome screen, which is given a way back to the form.
 */
function FormThenOutcome({
  title,
  outcome,
  children,
}: {
  title: string;
  outcome: (backToForm: () => void) => ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const [submitted, setSubmitted] = useState(false);
  if (submitted) return outcome(() => setSubmitted(false));
  return (
    <form
      aria-label={t(title)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <h1>{t(title)}</h1>
      {children}
    </form>
  );
}

/** Submits the flow's form; the outcome screen replaces it and its title (found by `title`) takes focus. */
async function submitAndFindOutcome(
  canvas: ReturnType<typeof within>,
  submit: RegExp,
  title: RegExp,
) {
  await userEvent.click(canvas.getByRole('button', { name: submit }));
  const heading = await canvas.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** A sign-up flow: the form is replaced by the success screen, whose title is focused and announced. */
function SignUpFlow({ onSignIn }: { onSignIn?: () => void }) {
  return (
    <FormThenOutcome
      title="gaia_kitforms_example_signup_title"
      outcome={() => (
        <FeedbackScreen
          variant="success"
          title="gaia_kitforms_example_signup_done_title"
          description="gaia_kitforms_example_signup_done_text"
          primaryActionLabel="gaia_kitforms_example_signup_sign_in"
          onPrimaryAction={onSignIn}
        />
      )}
    >
      <TextField label="gaia_kitforms_example_fullname" defaultValue="Tendai Moyo" />
      <PhoneNumberField defaultValue="+263771234567" />
      <Button type="submit">gaia_kitforms_example_signup_submit</Button>
    </FormThenOutcome>
  );
}

/** Flow: a sign-up that succeeds ends on a full-page success screen with the next step. */
export const SignUpSuccessFlow: Story = {
  render: (args) => <SignUpFlow onSignIn={args.onPrimaryAction} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitAndFindOutcome(
      canvas,
      /create account|إنشاء الحساب/i,
      /your account is ready|حسابك جاهز/i,
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: /go to sign in|الانتقال إلى تسجيل الدخول/i }),
    );
    await expect(args.onPrimaryAction).toHaveBeenCalledTimes(1);
  },
};

/** A payment that is declined: the error screen, "Try again" back to the form, "Back to home" away. */
function PaymentFlow({ onHome }: { onHome?: () => void }) {
  return (
    <FormThenOutcome
      title="gaia_kitforms_example_pay_title"
      outcome={(backToForm) => (
        <FeedbackScreen
          variant="error"
          title="gaia_kitforms_example_pay_failed_title"
          description="gaia_kitforms_example_pay_failed_text"
          primaryActionLabel="gaia_kitforms_example_try_again"
          onPrimaryAction={backToForm}
          secondaryActionLabel="gaia_kitforms_example_home"
          onSecondaryAction={onHome}
        />
      )}
    >
      <Button type="submit">gaia_kitforms_example_pay_submit</Button>
    </FormThenOutcome>
  );
}

/** Flow: a failed payment ends on a full-page error screen; its primary action returns to the form. */
export const PaymentFailureFlow: Story = {
  render: (args) => <PaymentFlow onHome={args.onSecondaryAction} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await submitAndFindOutcome(
      canvas,
      /pay now|ادفع الآن/i,
      /payment failed|فشل الدفع/i,
    );
    await expect(title).toHaveAccessibleDescription(/declined|رفض/i);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /back to home|العودة إلى الرئيسية/i }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSecondaryAction).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(
      await canvas.findByRole('form', { name: /pay your bill|ادفع فاتورتك/i }),
    ).toBeInTheDocument();
  },
};
