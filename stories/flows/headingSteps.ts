import { expect, waitFor, type within } from 'storybook/test';

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
