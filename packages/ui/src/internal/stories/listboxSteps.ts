import { expect, userEvent } from 'storybook/test';

/**
 * Play-function step: `option` is the highlighted one of the combobox's list, the option its
 * `aria-activedescendant` points to (what a screen reader reads as the keyboard moves; focus stays
 * in the combobox).
 */
export async function expectActiveOption(combobox: HTMLElement, option: HTMLElement | undefined) {
  await expect(option).toHaveAttribute('id', combobox.getAttribute('aria-activedescendant'));
}

/** Keyboard only: Tab reaches the combobox, and `keys` (an arrow, or typed text) open its list. */
export async function tabToAndOpen(combobox: HTMLElement, keys: string) {
  await userEvent.tab();
  await expect(combobox).toHaveFocus();
  await userEvent.keyboard(keys);
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
}
