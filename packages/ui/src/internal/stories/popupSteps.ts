import { expect, userEvent, waitFor, type within } from 'storybook/test';

/**
 * Play-function step, keyboard only, for a button that opens a popup (a menu, a dialog): the button
 * announces its popup (`aria-haspopup`), Tab reaches it, Enter opens the popup (found by its role and
 * name) and the button says it is open (`aria-expanded`). Returns the popup.
 */
export async function openPopupWithEnter(
  canvas: ReturnType<typeof within>,
  button: HTMLElement,
  popup: { role: 'menu' | 'dialog'; name: RegExp },
) {
  await expect(button).toHaveAttribute('aria-haspopup', popup.role);
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const opened = await canvas.findByRole(popup.role, { name: popup.name });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return opened;
}

/**
 * Play-function step, keyboard only: Tab from the last stop of the open popup closes it, and focus
 * moves on to the Help centre button after it (see helpCentreButtonAfter).
 */
export async function expectTabClosesOntoHelpCentre(canvas: ReturnType<typeof within>, role: 'menu' | 'dialog') {
  await userEvent.tab();
  await waitFor(() => expect(canvas.queryByRole(role)).toBeNull());
  await expect(canvas.getByRole('button', { name: /help centre|مركز المساعدة/i })).toHaveFocus();
}
