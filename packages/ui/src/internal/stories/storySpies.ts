import { fn, type Mock } from 'storybook/test';

/**
 * Spies a story file shares between its args and its play functions, and the `beforeEach` that
 * clears them: they live outside any one story, so without it one story's calls would still count
 * in the next.
 */
export function storySpies<const Name extends string>(...names: Name[]) {
  const spies = Object.fromEntries(names.map((name) => [name, fn()])) as Record<Name, Mock>;
  const clearSpies = () => {
    for (const spy of Object.values<Mock>(spies)) spy.mockClear();
  };
  return { spies, clearSpies };
}
