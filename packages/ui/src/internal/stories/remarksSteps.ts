import { expect, userEvent } from 'storybook/test';

/*
 * The order dialogs (cancel an order, rate an order) share their remarks box and their Submit
 * button; their stories find them by these names and check the box's limit with one step.
 */

/** The remarks box's accessible name. */
export const REMARKS = /^(remarks|ملاحظات)$/i;

/** The Submit button's accessible name. */
export const SUBMIT = /^(submit|إرسال)$/i;

/** Pastes `pasted` (longer than the limit) into the remarks box: it keeps the first 400 characters. */
export async function expectRemarksKeep400(remarks: HTMLElement, pasted: string) {
  remarks.focus();
  await userEvent.paste(pasted);
  await expect(remarks).toHaveValue(pasted.slice(0, 400));
}
