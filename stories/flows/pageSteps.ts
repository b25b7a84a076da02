import { expect, waitFor, within } from 'storybook/test';

/**
 * Play-function step: a page (or a state of it) has opened, so its heading of `level` named `name`
 * is shown and takes the focus, where a screen reader starts reading. Answers the heading.
 */
export async function findFocusedHeading(
  scope: ReturnType<typeof within>,
  level: 1 | 2,
  name: RegExp,
) {
  // The page's data arrives from the sandbox first, so the heading may take a while to appear.
  const heading = await scope.findByRole('heading', { level, name }, { timeout: 10_000 });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/**
 * Play-function step: a toast shows `text`. The visible toast counts, not the live region that
 * announces it (which holds the same words for a moment and is never visible). Toasts render in the
 * document body (the overlay root), outside the canvas.
 */
export async function expectToastShown(text: RegExp) {
  await waitFor(
    () =>
      expect(
        within(document.body)
          .queryAllByText(text)
          .some((element) => element.checkVisibility()),
      ).toBe(true),
    { timeout: 10_000 },
  );
}

/**
 * Play-function step: a page (or a state of it) has opened, so its heading named `name`, of `level`
 * when one is given, is shown. Answers the story's canvas, to go on with.
 */
export async function pageOpened(canvasElement: HTMLElement, name: RegExp, level?: 1 | 2) {
  const canvas = within(canvasElement);
  // The page's data arrives from the sandbox first, so the heading may take a while to appear.
  const heading = level === undefined ? { name } : { level, name };
  await expect(await canvas.findByRole('heading', heading, { timeout: 10_000 })).toBeVisible();
  return canvas;
}
