import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectActiveOption } from '../internal/stories/listboxSteps';
import { AsyncCombobox } from './AsyncCombobox';
import { asyncComboboxStoryDefaults, createSuburbLoader } from './Combobox.examples';

const meta = {
  title: 'Primitives/AsyncCombobox/Features',
  component: AsyncCombobox,
  ...asyncComboboxStoryDefaults(40),
} satisfies Meta<typeof AsyncCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const suburbName = /suburb|الضاحية/i;
const slow = { timeout: 3000 };

/** The story's canvas and its suburb field. */
function suburbField(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return { canvas, input: canvas.getByRole('combobox', { name: suburbName }) };
}

/** Tabs to the suburb field and presses `keys` there; returns the canvas and the field. */
async function keysInSuburbField(canvasElement: HTMLElement, keys: string) {
  const field = suburbField(canvasElement);
  await userEvent.tab();
  await userEvent.keyboard(keys);
  return field;
}

/** Waits until the list shows `count` options: the example loader answers after its delay. */
async function expectOptionCount(canvas: ReturnType<typeof within>, count: number) {
  await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(count), slow);
}

// F2.6
/** The suburb search waits 300 ms after the last keystroke, then searches once, upper-cased. */
export const DebouncedSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = await keysInSuburbField(canvasElement, 'borr');
    await expect(input).toHaveValue('BORR');
    await expect(args.loadOptions).not.toHaveBeenCalled();
    await expectOptionCount(canvas, 2);
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    await expect(args.loadOptions).toHaveBeenCalledWith('BORR', 1, 20);
    await expect(canvas.getByRole('status')).toHaveTextContent(/2 results|عدد النتائج: 2/);
  },
};

// F2.6
/** Pages of 20; moving past the last option with the keyboard scrolls to the end and loads the next page. */
export const PagesOf20WithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = await keysInSuburbField(canvasElement, '{ArrowDown}');
    // 20 suburbs and the "load more" option.
    await expectOptionCount(canvas, 21);
    await expect(args.loadOptions).toHaveBeenLastCalledWith('', 1, 20);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /20 results shown, more|عدد النتائج المعروضة: 20/,
    );
    await userEvent.keyboard('{End}');
    await expectOptionCount(canvas, 41);
    await expect(args.loadOptions).toHaveBeenLastCalledWith('', 2, 20);
    // The highlight stays on the row, now the first suburb of the new page.
    await expectActiveOption(input, canvas.getAllByRole('option')[20]);
    await userEvent.keyboard('{End}');
    await expectOptionCount(canvas, 45);
    await expect(canvas.queryByRole('option', { name: /load more|تحميل مزيد/i })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(/45 results|عدد النتائج: 45/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The "load more" option (keyboard: End, then Enter) loads the next page and keeps the list open. */
export const LoadMoreOption: Story = {
  args: { pageSize: 3 },
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = await keysInSuburbField(canvasElement, '{ArrowDown}');
    await expectOptionCount(canvas, 4);
    await userEvent.keyboard('{End}');
    const loadMore = canvas.getByRole('option', { name: /load more|تحميل مزيد/i });
    await expectActiveOption(input, loadMore);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveValue('');
    await expectOptionCount(canvas, 7);
    await expect(args.loadOptions).toHaveBeenLastCalledWith('', 2, 3);
    await expectActiveOption(input, canvas.getAllByRole('option')[3]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Scrolling the list to its end loads the next page. */
export const LoadMoreOnScroll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /show options|إظهار الخيارات/i }));
    await expectOptionCount(canvas, 21);
    const listbox = canvas.getByRole('listbox');
    listbox.scrollTop = listbox.scrollHeight;
    listbox.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith('', 2, 20), slow);
    await expectOptionCount(canvas, 41);
  },
};

/** Loading and empty results are shown and announced in a status region. */
export const LoadingAndEmptyAnnounced: Story = {
  args: { loadOptions: fn(createSuburbLoader(600)) },
  play: async ({ canvasElement }) => {
    const { canvas, input } = suburbField(canvasElement);
    await userEvent.type(input, 'qqq');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/loading|جارٍ تحميل/i), slow);
    await expect(canvas.getByText(/loading|جارٍ تحميل/i, { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent(/no results|لا توجد نتائج/i), slow);
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** A failed load is shown and announced; the field keeps working. */
export const LoadFailedAnnounced: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input } = suburbField(canvasElement);
    await userEvent.type(input, 'fail');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(/could not be loaded|تعذّر تحميل/),
      slow,
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'mbare');
    await expectOptionCount(canvas, 1);
  },
};

/** Keyboard only: search, ArrowDown, Enter chooses; the chosen option is reported whole. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, input } = await keysInSuburbField(canvasElement, 'glen');
    await expectOptionCount(canvas, 3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'SUB018', label: 'GLEN NORAH' });
    await expect(input).toHaveValue('GLEN NORAH');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

const staleLoader = fn((query: string, page: number) => createSuburbLoader(query.toUpperCase() === 'MA' ? 900 : 30)(query, page));

/** Only the latest search may fill the list: a slower, older answer is ignored. */
export const StaleAnswersIgnored: Story = {
  beforeEach: () => {
    staleLoader.mockClear();
  },
  args: { loadOptions: staleLoader },
  play: async ({ canvasElement }) => {
    const { canvas, input } = suburbField(canvasElement);
    await userEvent.type(input, 'ma');
    // The slow search for "MA" has been asked before the next letter is typed.
    await waitFor(() => expect(staleLoader.mock.calls.some(([query]) => query.toUpperCase() === 'MA')).toBe(true), slow);
    await userEvent.type(input, 'r');
    await waitFor(
      () =>
        expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'MARLBOROUGH',
        ]),
      slow,
    );
    // Once the older, slower answer has come back (and the page has rendered after it), the list is unchanged.
    const stale = staleLoader.mock.calls.findIndex(([query]) => query.toUpperCase() === 'MA');
    await staleLoader.mock.results[stale]?.value;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'MARLBOROUGH',
    ]);
  },
};
