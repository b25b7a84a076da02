import { expect, userEvent, within } from 'storybook/test';

/*
 * The order dialogs (cancel an order, rate an order) share their remarks box and their Submit
 * button; their stories find them by these names and check the box's limit with one step.
 */

/** The remarks box's accessible name. */
export const REMARKS = /^(remarks|ملاحظات)$/i;

/** The Submit button's accessible name. */
export const SUBMIT = /^(submit|إرسال)$/i;

/** The open order dialog's remarks box and its Submit button. */
export function remarksAndSubmit(dialog: HTMLElement) {
  return {
    remarks: within(dialog).getByRole('textbox', { name: REMARKS }),
    submit: within(dialog).getByRole('button', { name: SUBMIT }),
  };
}

/** From the remarks box, Tab past Cancel to Submit and press it with Enter. */
export async function submitFromRemarksWithKeyboard(submit: HTMLElement) {
  await userEvent.tab();
  await userEvent.tab();
  await expect(submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** Pastes `pasted` (longer than the limit) into the remarks box: it keeps the first 400 characters. */
export async function expectRemarksKeep400(remarks: HTMLElement, pasted: string) {
  remarks.focus();
  await userEvent.paste(pasted);
  await expect(remarks).toHaveValue(pasted.slice(0, 400));
}
