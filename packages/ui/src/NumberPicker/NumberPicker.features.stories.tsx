import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reserveNumber, type NumberLockCalls } from '@gaia/domain';
import { NumberPicker, type NumberPickerProps } from './NumberPicker';
import { sampleNumbers } from './NumberPicker.fixtures';

/** The picker's props, with the simulated server's lock call in place of the host's `onSubmit`. */
type NumberPickerStoryArgs = Omit<NumberPickerProps, 'onSubmit'> & NumberLockCalls;

const meta = {
  title: 'Kit/NumberPicker/Features',
  args: {
    numbers: sampleNumbers,
    lockNumbers: fn(async () => undefined),
    onSearch: fn(),
    onReload: fn(),
    onLocked: fn(),
    onChange: fn(),
    breakRule: '3,3,4',
  },
  // As a host does: the picker reports the choice, the domain flow unlocks and locks through the call.
  render: ({ lockNumbers, ...args }) => <NumberPicker {...args} onSubmit={(next, previous) => reserveNumber({ lockNumbers }, previous, next)} />,
} satisfies Meta<NumberPickerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH_ERROR = /exactly 4 characters|4 أحرف بالضبط/i;
const LOCK_FAILED = /no longer available|لم يعد متاحًا/i;
const EMPTY = /no numbers found|لم يُعثر على أرقام/i;
const TRY = /4 other characters|4 أحرف أخرى/i;
const REFRESH = /show other numbers|عرض أرقام أخرى/i;
const SUBMIT = /confirm number|تأكيد الرقم/i;
const SEARCH_BUTTON = /^(search|بحث)$/i;
const YOUR_NUMBER = /your number|رقمك/i;

/** The radio of a number, by its display text (broken by the rule "3,3,4"). */
const radio = (canvasElement: HTMLElement, index: number) => within(canvasElement).getAllByRole('radio')[index]!;

// F2.15
/**
 * Only available numbers (state A) can be chosen — picking a locked (L), reserved (R), active (C),
 * terminated (T) or batch-locked (B) number does nothing; those are marked unavailable.
 */
export const OnlyAvailableSelectable: Story = {
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios).toHaveLength(12);
    await expect(radios[2]).toHaveAttribute('aria-disabled', 'true');
    await expect(radios[2]).toHaveTextContent(/locked|مقفل/i);
    await userEvent.click(radios[2]!);
    await expect(radios[2]).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(radios[3]!);
    await expect(radios[3]).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(sampleNumbers[3]!.accNbr);
  },
};

// F2.15
/**
 * The grid is one radio group with one tab stop, four numbers a row. Keyboard only: the
 * arrow in the reading direction moves to the next number, ArrowDown and ArrowUp move by a row of
 * four; an available number is picked as focus lands on it, an unavailable one only takes focus.
 */
export const KeyboardGrid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rtl = getComputedStyle(canvasElement.querySelector('[role="radiogroup"]')!).direction === 'rtl';
    const next = rtl ? '{ArrowLeft}' : '{ArrowRight}';
    const previous = rtl ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.tab(); // search field
    await userEvent.tab(); // search button
    await userEvent.tab(); // refresh link
    await expect(canvas.getByRole('button', { name: REFRESH })).toHaveFocus();
    await userEvent.tab();
    await expect(radio(canvasElement, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio(canvasElement, 4)).toHaveFocus();
    await expect(radio(canvasElement, 4)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(next);
    await expect(radio(canvasElement, 5)).toHaveFocus();
    await expect(radio(canvasElement, 4)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(next);
    await expect(radio(canvasElement, 6)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio(canvasElement, 10)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(radio(canvasElement, 2)).toHaveFocus();
    await userEvent.keyboard(previous);
    await expect(radio(canvasElement, 1)).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(sampleNumbers[1]!.accNbr);
    // Tab leaves the group and reaches the submit button; Shift+Tab comes back to the picked number.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: SUBMIT })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(radio(canvasElement, 1)).toHaveFocus();
  },
};

// F2.15
/**
 * A search term must be exactly 4 characters, else `gaia_nbr_search_error_tip`; Arabic-Indic
 * digits become ASCII and spaces are dropped. Keyboard only (Enter submits the search).
 */
export const SearchFourCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('12{Enter}');
    await expect(await canvas.findByText(SEARCH_ERROR)).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace}{Backspace}١٢ 34{Enter}');
    await expect(field).toHaveValue('1234');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('1234'));
    await expect(canvas.queryByText(SEARCH_ERROR)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: SEARCH_BUTTON })).toHaveFocus();
  },
};

// F2.15
/** The refresh link shows when more than 11 numbers are listed, and asks for other numbers. */
export const RefreshAboveEleven: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: REFRESH }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

// F2.15
/** With 11 numbers or fewer there is no refresh link. */
export const NoRefreshAtEleven: Story = {
  args: { numbers: sampleNumbers.slice(0, 11) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(11);
    await expect(canvas.queryByRole('button', { name: REFRESH })).not.toBeInTheDocument();
  },
};

// F2.15
/**
 * Submit reports the choice; the host's reservation unlocks the number held (reserveFlag N), then
 * locks the new one (reserveFlag Y); the locked number is announced.
 */
export const SubmitUnlocksOldLocksNew: Story = {
  args: { heldNumber: sampleNumbers[0]!.accNbr },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(radio(canvasElement, 0)).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(radio(canvasElement, 3));
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(args.onLocked).toHaveBeenCalledWith(sampleNumbers[3]!.accNbr));
    await expect(args.lockNumbers).toHaveBeenNthCalledWith(1, { accNbrs: [sampleNumbers[0]!.accNbr], reserveFlag: 'N' });
    await expect(args.lockNumbers).toHaveBeenNthCalledWith(2, { accNbrs: [sampleNumbers[3]!.accNbr], reserveFlag: 'Y' });
    await expect(canvas.getByText(YOUR_NUMBER)).toHaveTextContent('077 123 4013');
    // The number held is the one chosen: submitting again does nothing.
    await expect(canvas.getByRole('button', { name: SUBMIT })).toHaveAttribute('aria-disabled', 'true');
  },
};

// F2.15
/**
 * When locking fails, `gaia_onboarding_number_available` shows as an alert, the choice is
 * cleared and the list is reloaded.
 */
export const LockFailure: Story = {
  args: { lockNumbers: fn(async () => Promise.reject(new Error('locked by someone else'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(radio(canvasElement, 4));
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LOCK_FAILED);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onLocked).not.toHaveBeenCalled();
    for (const item of canvas.getAllByRole('radio')) await expect(item).toHaveAttribute('aria-checked', 'false');
  },
};

// F2.15 (spec 02 §8)
/**
 * No numbers shows `gaia_nbr_empty_result`; after a search, also the hint
 * `gaia_nbr_empty_try` to search with 4 other characters.
 */
export const EmptyResults: Story = {
  args: { numbers: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EMPTY)).toBeInTheDocument();
    await expect(canvas.queryByText(TRY)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox'), '9876{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('9876'));
    await expect(await canvas.findByText(TRY)).toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

// F2.15, F0.7
/** Numbers are shown broken by the configured rule (serviceNbrBreakRule). */
export const BreakRule: Story = {
  args: { breakRule: 'xxx-xxx-xxxx' },
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 0)).toHaveTextContent('077-123-4010');
  },
};
