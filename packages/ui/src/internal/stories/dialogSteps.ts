import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

type DialogRole = 'dialog' | 'alertdialog';

/**
 * Play-function step, keyboard only: Tab reaches `trigger` (the story's first stop) and Enter opens
 * its dialog, found by its role and accessible name. Answers the dialog.
 */
export async function openDialogWithKeyboard(trigger: HTMLElement, role: DialogRole, name: RegExp) {
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole(role, { name });
}

/**
 * Play-function step: a press on `trigger` opens its dialog, found by its role (and its accessible
 * name, when given). Answers the dialog.
 */
export async function openDialogByPress(
  trigger: HTMLElement,
  role: DialogRole = 'dialog',
  name?: RegExp,
) {
  await userEvent.click(trigger);
  return screen.findByRole(role, name ? { name } : undefined);
}

/**
 * Play-function step: the dialog (of `role`) has left the page and focus is back on `opener`, the
 * button that opened it, so a keyboard user goes on from where they were.
 */
export async function expectDialogClosedFocusOn(opener: HTMLElement, role: DialogRole) {
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

/** The steps of one dialog's stories, bound to the button that opens it and to the dialog itself. */
export interface DialogStorySteps {
  /** The button (named `trigger`) that opens the dialog, in the story's canvas. */
  trigger: (canvasElement: HTMLElement) => HTMLElement;
  /** {@link openDialogWithKeyboard} on the trigger; the dialog is found by its role and name. */
  openWithKeyboard: (canvasElement: HTMLElement) => Promise<HTMLElement>;
  /** {@link openDialogByPress} on the trigger; the dialog is found by its role (and `name`, when given). */
  openByPress: (canvasElement: HTMLElement, name?: RegExp) => Promise<HTMLElement>;
  /** {@link expectDialogClosedFocusOn} the trigger. */
  expectClosed: (canvasElement: HTMLElement) => Promise<void>;
}

/**
 * The open and close steps of a dialog's stories, which all find the same trigger button (by its
 * accessible name `trigger`) and the same dialog (by `role` and its accessible name `name`).
 */
export function dialogStorySteps({
  trigger: triggerName,
  role = 'dialog',
  name,
}: {
  trigger: RegExp;
  role?: DialogRole;
  name: RegExp;
}): DialogStorySteps {
  const trigger = (canvasElement: HTMLElement) =>
    within(canvasElement).getByRole('button', { name: triggerName });
  return {
    trigger,
    openWithKeyboard: (canvasElement) => openDialogWithKeyboard(trigger(canvasElement), role, name),
    openByPress: (canvasElement, dialogName) =>
      openDialogByPress(trigger(canvasElement), role, dialogName),
    expectClosed: (canvasElement) => expectDialogClosedFocusOn(trigger(canvasElement), role),
  };
}
