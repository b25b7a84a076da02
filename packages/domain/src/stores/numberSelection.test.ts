import { describe, expect, it, vi } from 'vitest';
import { ACC_NBR_STATES, AccNbrState, type AccNbrListItem } from './number';
import {
  NUMBERS_PER_ROW,
  NUMBER_PAGE_SIZE,
  NUMBER_REFRESH_THRESHOLD,
  SIM_CARD_PAGE_SIZE,
  buildNumberQuery,
  displayServiceNumber,
  isNumberSelectable,
  numberEmptyMessages,
  numberLockFailure,
  numberRows,
  numberSelectionReducer,
  pageOf,
  planNumberLock,
  reserveNumber,
  showNumberRefresh,
  simCardDisplay,
} from './numberSelection';

const item = (accNbr: string, accNbrState: string): AccNbrListItem => ({ accNbr, accNbrId: `id-${accNbr}`, accNbrState });

describe('number states (F2.15)', () => {
  /** The documents' table of states (spec 02 §4, spec 03 §3), in their order. */
  const documented: [name: string, code: string][] = [
    ['inactive', 'I'],
    ['available', 'A'],
    ['locked', 'L'],
    ['active', 'C'],
    ['terminated', 'T'],
    ['reserved', 'R'],
    ['portOut', 'P'],
    ['discard', 'D'],
    ['batchLock', 'B'],
  ];

  it('are the nine documented codes', () => {
    expect(ACC_NBR_STATES).toEqual(['I', 'A', 'L', 'C', 'T', 'R', 'P', 'D', 'B']);
    expect(Object.entries(AccNbrState)).toEqual(documented);
  });

  it('lets only A be selected', () => {
    for (const state of ACC_NBR_STATES) expect(isNumberSelectable({ accNbrState: state })).toBe(state === 'A');
    expect(isNumberSelectable({ accNbrState: 'X' })).toBe(false);
    expect(isNumberSelectable({ accNbrState: 'a' })).toBe(false);
  });
});

describe('number list (F2.15)', () => {
  it('queries 12 a page with the search term and cursor', () => {
    expect(NUMBER_PAGE_SIZE).toBe(12);
    expect(buildNumberQuery()).toEqual({ pageInfo: { pageSize: 12 }, accNbr: '' });
    expect(buildNumberQuery(' 1234 ', '2024-05-01 10:00:00')).toEqual({ pageInfo: { pageSize: 12, lastRecordGMT: '2024-05-01 10:00:00' }, accNbr: '1234' });
  });

  it('lays numbers out four a row', () => {
    expect(NUMBERS_PER_ROW).toBe(4);
    const rows = numberRows(Array.from({ length: 10 }, (_, i) => i));
    expect(rows).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(numberRows([])).toEqual([]);
    expect(numberRows([1, 2, 3], 0)).toEqual([[1], [2], [3]]);
  });

  it('shows the refresh link above 11 numbers', () => {
    expect(NUMBER_REFRESH_THRESHOLD).toBe(11);
    expect(showNumberRefresh(11)).toBe(false);
    expect(showNumberRefresh(12)).toBe(true);
    expect(showNumberRefresh(0)).toBe(false);
  });

  it('chooses the empty-state messages', () => {
    expect(numberEmptyMessages('')).toEqual({ title: 'gaia_nbr_empty_result' });
    expect(numberEmptyMessages('1234')).toEqual({ title: 'gaia_nbr_empty_result', hint: 'gaia_nbr_empty_try' });
  });

  it('breaks numbers for display by the configured rule', () => {
    expect(displayServiceNumber('0771234567', '3,3,4')).toBe('077 123 4567');
    expect(displayServiceNumber('0771234567')).toBe('0771234567');
    expect(displayServiceNumber('0771234567', null)).toBe('0771234567');
  });
});

describe('numberSelectionReducer (F2.15)', () => {
  it('ignores numbers that are not available', () => {
    const state = { selected: '0771111111' };
    for (const code of ['I', 'L', 'C', 'T', 'R', 'P', 'D', 'B']) {
      expect(numberSelectionReducer(state, { type: 'pick', item: item('0772222222', code) })).toBe(state);
    }
  });

  it('selects an available number and clears an old error', () => {
    const next = numberSelectionReducer({ errorKey: 'x' }, { type: 'pick', item: item('0772222222', 'A') });
    expect(next).toEqual({ selected: '0772222222' });
  });

  it('records the lock, and after a failed lock shows the error and clears the selection', () => {
    let state = numberSelectionReducer({}, { type: 'pick', item: item('0772222222', 'A') });
    state = numberSelectionReducer(state, { type: 'lockSucceeded', accNbr: '0772222222' });
    expect(state).toEqual({ locked: '0772222222', selected: '0772222222' });
    state = numberSelectionReducer(state, { type: 'pick', item: item('0773333333', 'A') });
    state = numberSelectionReducer(state, { type: 'lockFailed' });
    expect(state).toEqual({ errorKey: 'gaia_onboarding_number_available' });
    expect(numberSelectionReducer(state, { type: 'reset' })).toEqual({});
  });

  it('shows the error a failed reservation gives', () => {
    expect(numberSelectionReducer({ selected: '0773333333' }, { type: 'lockFailed', errorKey: 'gaia_other_error' })).toEqual({ errorKey: 'gaia_other_error' });
  });

  it('reloads the list after a failed lock', () => {
    expect(numberLockFailure()).toEqual({ errorKey: 'gaia_onboarding_number_available', clearSelection: true, reload: true });
  });
});

describe('planNumberLock (F2.15)', () => {
  it('unlocks the old number, then locks the new', () => {
    expect(planNumberLock('0771111111', '0772222222')).toEqual([
      { accNbrs: ['0771111111'], reserveFlag: 'N' },
      { accNbrs: ['0772222222'], reserveFlag: 'Y' },
    ]);
  });

  it('only locks when no number is held', () => {
    expect(planNumberLock(undefined, '0772222222')).toEqual([{ accNbrs: ['0772222222'], reserveFlag: 'Y' }]);
    expect(planNumberLock('', '0772222222')).toEqual([{ accNbrs: ['0772222222'], reserveFlag: 'Y' }]);
  });

  it('does nothing for the number already held or for no number', () => {
    expect(planNumberLock('0772222222', '0772222222')).toEqual([]);
    expect(planNumberLock('0771111111', '')).toEqual([]);
  });
});

describe('reserveNumber (F2.15)', () => {
  it('unlocks the number held, then locks the chosen one, in that order', async () => {
    const order: string[] = [];
    const lockNumbers = vi.fn(async (payload: { accNbrs: string[]; reserveFlag: string }) => {
      order.push(`${payload.reserveFlag}:${payload.accNbrs.join()}`);
    });
    await expect(reserveNumber({ lockNumbers }, '0771111111', '0772222222')).resolves.toEqual({ ok: true, accNbr: '0772222222' });
    expect(order).toEqual(['N:0771111111', 'Y:0772222222']);
  });

  it('only locks when no number is held, and calls nothing for the number already held', async () => {
    const lockNumbers = vi.fn(async () => undefined);
    await expect(reserveNumber({ lockNumbers }, undefined, '0772222222')).resolves.toEqual({ ok: true, accNbr: '0772222222' });
    expect(lockNumbers).toHaveBeenCalledExactlyOnceWith({ accNbrs: ['0772222222'], reserveFlag: 'Y' });
    lockNumbers.mockClear();
    await expect(reserveNumber({ lockNumbers }, '0772222222', '0772222222')).resolves.toEqual({ ok: true, accNbr: '0772222222' });
    await expect(reserveNumber({ lockNumbers }, '0772222222', '')).resolves.toEqual({ ok: false, errorKey: 'gaia_onboarding_number_available', reload: false });
    expect(lockNumbers).not.toHaveBeenCalled();
  });

  it('fails with the error and a reload when a step fails, without locking after a failed unlock', async () => {
    const lockNumbers = vi.fn(async (payload: { reserveFlag: string }) => {
      if (payload.reserveFlag === 'N') throw new Error('unlock refused');
    });
    await expect(reserveNumber({ lockNumbers }, '0771111111', '0772222222')).resolves.toEqual({
      ok: false,
      errorKey: 'gaia_onboarding_number_available',
      reload: true,
    });
    expect(lockNumbers).toHaveBeenCalledTimes(1);
    const lockRefused = vi.fn(async (payload: { reserveFlag: string }) => {
      if (payload.reserveFlag === 'Y') throw new Error('taken');
    });
    await expect(reserveNumber({ lockNumbers: lockRefused }, '0771111111', '0772222222')).resolves.toMatchObject({ ok: false, reload: true });
    expect(lockRefused).toHaveBeenCalledTimes(2);
  });
});

describe('SIM card list (F2.16)', () => {
  it('shows the number and the last 4 characters of the serial', () => {
    expect(simCardDisplay({ accNbr: '0771234567', iccid: '8926300000012345678' })).toEqual({ accNbr: '0771234567', iccidLast4: '5678' });
    expect(simCardDisplay({ accNbr: '0771234567', iccid: '89263' }, '3,3,4')).toEqual({ accNbr: '077 123 4567', iccidLast4: '9263' });
    expect(simCardDisplay({ accNbr: '0771234567', iccid: '' }).iccidLast4).toBe('');
  });

  it('paginates', () => {
    expect(SIM_CARD_PAGE_SIZE).toBe(10);
    const cards = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(cards, 1)).toEqual({ items: cards.slice(0, 10), page: 1, pageCount: 3 });
    expect(pageOf(cards, 3)).toEqual({ items: [20, 21, 22], page: 3, pageCount: 3 });
    expect(pageOf(cards, 9).page).toBe(3);
    expect(pageOf(cards, 0).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(pageOf(cards, 2, 5).items).toEqual([5, 6, 7, 8, 9]);
  });
});
