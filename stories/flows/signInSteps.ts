import { expect, userEvent, waitFor, within } from 'storybook/test';
import { codeSentTo } from './sandboxSession';
import { signInLabel } from './signInLabels';

/** The seeded corporate customer (packages/sandbox/src/store/seed.ts): its representative, and the contact its codes go to. */
export const acme = {
  account: 'ACME001',
  representative: 'RP12345',
  password: 'Corp#2026',
  contact: '0775550001',
} as const;

/** The sign-in form shows once the backend's configuration has arrived. */
const formShown = { timeout: 10_000 };

/** Play-function step: a customer signs in through the sign-in page's password form. */
export async function submitPasswordSignIn(
  canvasElement: HTMLElement,
  who: { account: string; password: string },
) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: signInLabel.account }, formShown),
    who.account,
  );
  await userEvent.type(canvas.getByLabelText(signInLabel.password), who.password);
  await userEvent.click(canvas.getByRole('button', { name: signInLabel.submit }));
}

/**
 * Play-function step: the corporate customer signs in through the sign-in page's corporate form:
 * its ids and password, then the code the sandbox sent to its contact.
 */
export async function submitCorporateSignIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: signInLabel.companyAccount }, formShown),
    acme.account,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: signInLabel.representative }),
    acme.representative,
  );
  await userEvent.type(canvas.getByLabelText(signInLabel.companyPassword), acme.password);
  await submitCorporateCode(canvasElement);
}

/**
 * Play-function step: on the filled corporate form, Send has the sandbox send a code to the
 * corporate contact; the code is read from the sandbox's inbox, typed and submitted.
 */
export async function submitCorporateCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: signInLabel.send }));
  await waitFor(async () => expect(await codeSentTo(acme.contact)).toMatch(/^\d{6}$/));
  await userEvent.type(
    canvas.getByRole('textbox', { name: signInLabel.code }),
    await codeSentTo(acme.contact),
  );
  await userEvent.click(canvas.getByRole('button', { name: signInLabel.submit }));
}
