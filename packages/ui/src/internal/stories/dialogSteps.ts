import { expect, screen, waitFor } from 'storybook/test';

/**
 * Play-function step: the dialog (of `role`) has left the page and focus is back on `opener`, the
 * button that opened it, so a keyboard user goes on from where they were.
 */
export async function expectDialogClosedFocusOn(opener: HTMLElement, role: 'dialog' | 'alertdialog') {
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
}
