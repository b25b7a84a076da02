import { expect } from 'storybook/test';

/**
 * Play-function step for the tone-coloured labels (Badge, StatusTag), one of each tone on show: each
 * has text and an icon hidden from screen readers, and each tone's icon has its own shape, so colour
 * is never the only cue.
 */
export async function expectToneTextAndOwnIcon(canvasElement: HTMLElement, tones: number) {
  const toned = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
  await expect(toned).toHaveLength(tones);
  const shapes = new Set<string>();
  for (const element of toned) {
    await expect(element.textContent?.trim()).not.toBe('');
    const icon = element.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    shapes.add(icon?.getAttribute('class') ?? '');
  }
  await expect(shapes.size).toBe(tones);
}
