import { expect } from 'storybook/test';

/**
 * Play-function step: the field is marked invalid (`aria-invalid`) and its error message is read
 * with it (its accessible description), so a screen-reader user hears why it is wrong.
 */
export async function expectFieldError(field: HTMLElement, message: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}
