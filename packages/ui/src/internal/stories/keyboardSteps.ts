import { expect, userEvent } from 'storybook/test';

/** Play-function step, keyboard only: Tab reaches the button, and Enter and Space each press it once. */
export async function expectPressedByEnterAndSpace(button: HTMLElement, onClick: unknown) {
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await expect(onClick).toHaveBeenCalledTimes(2);
}

/** Keyboard only: presses Tab (at most `maxPresses` times) until `target` has focus, and checks that it has. */
export async function tabTo(target: HTMLElement, maxPresses: number) {
  for (let i = 0; i < maxPresses && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}
