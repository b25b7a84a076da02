import { AccNbrState, type AccNbrListItem, type AccNbrLockPayload, type AccNbrQueryRequest, type SimCard } from './number';
import { breakServiceNumber, type ServiceNumberBreakRule } from '../kernel/format/serviceNumber';
import { lastCharacters, ICCID_VISIBLE_CHARACTERS } from '../kernel/format/mask';

/**
 * Number selection (F2.15) and the number-picker and SIM card list widgets (F2.16) — spec 02 §3
 * "Number list item", §4 "Number selection", §8, §9.
 */

/** Numbers per page (spec 02 §3, §9). */
export const NUMBER_PAGE_SIZE = 12;
/** Numbers per row of the grid (spec 02 §4, §9). */
export const NUMBERS_PER_ROW = 4;
/** The refresh link appears when more than this many numbers are listed (spec 02 §4, §9). */
export const NUMBER_REFRESH_THRESHOLD = 11;

/** Message keys of number selection (spec 02 §8). */
export const NumberSelectionMessageKey = {
  /** Locking the chosen number failed. */
  lockFailed: 'gaia_onboarding_number_available',
  emptyResult: 'gaia_nbr_empty_result',
  emptyTry: 'gaia_nbr_empty_try',
  refresh: 'gaia_nbr_refresh',
} as const;

/** F2.15: only a number in state A (available) can be chosen. */
export function isNumberSelectable(item: Pick<AccNbrListItem, 'accNbrState'>): boolean {
  return item.accNbrState === AccNbrState.available;
}

/** F2.15: the available-number query — page size 12, the paging cursor, and the search term. */
export function buildNumberQuery(search = '', lastRecordGMT?: string): AccNbrQueryRequest {
  return {
    pageInfo: { pageSize: NUMBER_PAGE_SIZE, ...(lastRecordGMT ? { lastRecordGMT } : {}) },
    accNbr: search.trim(),
  };
}

/** F2.15: the grid's rows, four numbers each (the last row may be shorter). */
export function numberRows<T>(items: readonly T[], perRow: number = NUMBERS_PER_ROW): T[][] {
  const size = Math.max(1, Math.floor(perRow));
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

/** F2.15: the refresh link is shown when more than 11 numbers are listed. */
export function showNumberRefresh(count: number): boolean {
  return count > NUMBER_REFRESH_THRESHOLD;
}

/**
 * F2.15 (spec 02 §8 "No numbers: gaia_nbr_empty_result and gaia_nbr_empty_try"): the empty state's
 * messages. The documents name both keys without saying when each shows; the kit always shows the
 * result line, and the try-again hint (which invites another 4-character search) only when the
 * empty list came from a search — with no search there is nothing for the person to change.
 */
export function numberEmptyMessages(search: string): { title: string; hint?: string } {
  return search.trim()
    ? { title: NumberSelectionMessageKey.emptyResult, hint: NumberSelectionMessageKey.emptyTry }
    : { title: NumberSelectionMessageKey.emptyResult };
}

/** State of a number selection: the number picked in the list and the number currently held (locked). */
export interface NumberSelectionState {
  /** The number picked in the list, not yet submitted. */
  selected?: string;
  /** The number locked for the person by the last successful submit. */
  locked?: string;
  /** The error shown after a failed lock. */
  errorKey?: string;
}

export type NumberSelectionAction =
  | { type: 'pick'; item: AccNbrListItem }
  | { type: 'lockSucceeded'; accNbr: string }
  | { type: 'lockFailed'; errorKey?: string }
  | { type: 'reset' };

/**
 * F2.15: the selection as a reducer. Picking a number whose state is not A does nothing. A failed
 * lock shows gaia_onboarding_number_available and clears the selection; the caller then reloads the
 * list (numberLockFailure). Since the old number is unlocked before the new one is locked, after a
 * failure no number is held any more.
 */
export function numberSelectionReducer(state: NumberSelectionState, action: NumberSelectionAction): NumberSelectionState {
  switch (action.type) {
    case 'pick':
      if (!isNumberSelectable(action.item)) return state;
      return { ...withoutError(state), selected: action.item.accNbr };
    case 'lockSucceeded':
      return { locked: action.accNbr, selected: action.accNbr };
    case 'lockFailed':
      return { errorKey: action.errorKey ?? NumberSelectionMessageKey.lockFailed };
    case 'reset':
      return {};
  }
}

function withoutError(state: NumberSelectionState): NumberSelectionState {
  const next = { ...state };
  delete next.errorKey;
  return next;
}

/**
 * F2.15: what submitting a chosen number does — unlock the old number, then lock the new one
 * (spec 02 §4 "Submit unlocks the old number and locks the new"). Nothing to do when the chosen
 * number is the one already held; no unlock when none is held.
 */
export function planNumberLock(previous: string | undefined, next: string): AccNbrLockPayload[] {
  if (!next || previous === next) return [];
  const steps: AccNbrLockPayload[] = [];
  if (previous) steps.push({ accNbrs: [previous], reserveFlag: 'N' });
  steps.push({ accNbrs: [next], reserveFlag: 'Y' });
  return steps;
}

/** F2.15: after a failed lock — the error to show, the selection cleared, and the list reloaded. */
export function numberLockFailure(): { errorKey: string; clearSelection: true; reload: true } {
  return { errorKey: NumberSelectionMessageKey.lockFailed, clearSelection: true, reload: true };
}

/** What submitting a chosen number came to: the number now held, or the failure to show (and whether to reload the list). */
export type NumberReserveOutcome = { ok: true; accNbr: string } | { ok: false; errorKey: string; reload: boolean };

/** The server call the reservation flow needs (operAccNbr, spec 02 §3); a rejected promise is a failed lock. */
export interface NumberLockCalls {
  lockNumbers: (payload: AccNbrLockPayload) => Promise<unknown>;
}

/**
 * F2.15: the reservation flow behind the number picker's submit — runs the steps of
 * planNumberLock in order (unlock the number held with reserveFlag N, then lock the chosen one with
 * reserveFlag Y), each after the previous one succeeded. Nothing is called for the number already
 * held (it stays held), nor when no number was chosen (a failure with nothing to reload). Any failed
 * step ends the flow with numberLockFailure (the error, and the list to reload).
 */
export async function reserveNumber(calls: NumberLockCalls, previous: string | undefined, next: string): Promise<NumberReserveOutcome> {
  if (!next) return { ok: false, errorKey: NumberSelectionMessageKey.lockFailed, reload: false };
  try {
    for (const step of planNumberLock(previous, next)) await calls.lockNumbers(step);
  } catch {
    const failure = numberLockFailure();
    return { ok: false, errorKey: failure.errorKey, reload: failure.reload };
  }
  return { ok: true, accNbr: next };
}

/** F2.15, F0.7: a number as the picker shows it, broken by serviceNbrBreakRule when one is configured. */
export function displayServiceNumber(accNbr: string, breakRule?: string | readonly number[] | ServiceNumberBreakRule | null): string {
  return breakServiceNumber(accNbr, breakRule ?? undefined);
}

/** Cards per page of the SIM card list. The documents say "paginated" without a size; ours. */
export const SIM_CARD_PAGE_SIZE = 10;

/** F2.16: a SIM card as listed — its number (broken by the rule) and the last 4 characters of its serial. */
export function simCardDisplay(
  card: SimCard,
  breakRule?: string | readonly number[] | ServiceNumberBreakRule | null,
): { accNbr: string; iccidLast4: string } {
  return { accNbr: displayServiceNumber(card.accNbr, breakRule), iccidLast4: lastCharacters(card.iccid, ICCID_VISIBLE_CHARACTERS) };
}

/** One page of a list (pages count from 1) with the page count, for the paginated SIM card list. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = SIM_CARD_PAGE_SIZE): { items: T[]; page: number; pageCount: number } {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
