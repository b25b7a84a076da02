import { expect, screen, userEvent, waitFor } from 'storybook/test';

/**
 * Play-function step: the dialog (of `role`) has left the page and focus is back on `opener`, the
 * button that opened it, so a keyboard user goes on from where they were.
 */
export async function expectDialogClosedFocusOn(opener: HTMLElement, role: 'dialog' | 'alertdialog') {
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
}

/** Keyboard only: Tab, pressed `presses` times, never takes focus out of the dialog (focus is trapped in it). */
export async function expectFocusTrappedIn(dialog: HTMLElement, presses: number) {
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
}
