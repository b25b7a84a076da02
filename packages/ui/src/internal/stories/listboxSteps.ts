import { expect } from 'storybook/test';

/**
 * Play-function step: `option` is the highlighted one of the combobox's list, the option its
 * `aria-activedescendant` points to (what a screen reader reads as the keyboard moves; focus stays
 * in the combobox).
 */
export async function expectActiveOption(combobox: HTMLElement, option: HTMLElement | undefined) {
  await expect(option).toHaveAttribute('id', combobox.getAttribute('aria-activedescendant'));
}
