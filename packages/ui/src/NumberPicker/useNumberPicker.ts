import { useCallback, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import {
  NUMBERS_PER_ROW,
  isNumberSelectable,
  numberLockFailure,
  numberSelectionReducer,
  validateNumberSearch,
  type AccNbrListItem,
  type NumberReserveOutcome,
  type NumberSelectionState,
} from '@gaia/domain';
import type { Direction } from '../provider/GaiaContext';

export interface NumberPickerBehaviour {
  numbers: readonly AccNbrListItem[];
  direction: Direction;
  defaultValue?: string;
  heldNumber?: string;
  onChange?: (accNbr: string) => void;
  onSearch?: (term: string) => void | Promise<void>;
  onSubmit: (next: string, previous: string | undefined) => Promise<NumberReserveOutcome>;
  onLocked?: (accNbr: string) => void;
  onReload?: () => void | Promise<void>;
}

/**
 * Behaviour of the number picker: the selection reducer of @gaia/domain, the 4-character
 * search, the roving focus of the grid (arrows move by one, up and down by a row of four, left and
 * right follow the reading direction) and the submit, which reports the chosen number (and the one
 * held) and shows what the host's reservation came to.
 */
export function useNumberPicker(options: NumberPickerBehaviour) {
  const { numbers, direction, defaultValue, heldNumber, onChange, onSearch, onSubmit, onLocked, onReload } = options;
  const [selection, dispatch] = useReducer(numberSelectionReducer, undefined, (): NumberSelectionState => ({
    ...(heldNumber ? { locked: heldNumber, selected: heldNumber } : {}),
    ...(defaultValue ? { selected: defaultValue } : {}),
  }));
  const [term, setTerm] = useState('');
  const [searchError, setSearchError] = useState<string | undefined>();
  const [searched, setSearched] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | undefined>();
  const cells = useRef<(HTMLElement | null)[]>([]);

  const pick = useCallback(
    (item: AccNbrListItem) => {
      if (!isNumberSelectable(item)) return;
      dispatch({ type: 'pick', item });
      onChange?.(item.accNbr);
    },
    [onChange],
  );

  const selectedIndex = numbers.findIndex((item) => item.accNbr === selection.selected);
  const firstSelectable = numbers.findIndex((item) => isNumberSelectable(item));
  const tabIndexAt = focusIndex !== undefined && focusIndex < numbers.length ? focusIndex : selectedIndex >= 0 ? selectedIndex : Math.max(0, firstSelectable);

  const moveTo = (index: number) => {
    const item = numbers[index];
    if (!item) return;
    setFocusIndex(index);
    cells.current[index]?.focus();
    pick(item);
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = numbers.length - 1;
    let next: number | undefined;
    if (event.key === forward) next = index === last ? 0 : index + 1;
    else if (event.key === backward) next = index === 0 ? last : index - 1;
    else if (event.key === 'ArrowDown') next = index + NUMBERS_PER_ROW <= last ? index + NUMBERS_PER_ROW : undefined;
    else if (event.key === 'ArrowUp') next = index - NUMBERS_PER_ROW >= 0 ? index - NUMBERS_PER_ROW : undefined;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const item = numbers[index];
      if (item) pick(item);
      return;
    } else return;
    event.preventDefault();
    if (next !== undefined) moveTo(next);
  };

  const submitSearch = async () => {
    const error = validateNumberSearch(term);
    setSearchError(error);
    if (error) return;
    setSearched(term.trim());
    setFocusIndex(undefined);
    await onSearch?.(term.trim());
  };

  const submit = async () => {
    const next = selection.selected;
    if (!next || submitting || next === selection.locked) return;
    setSubmitting(true);
    let outcome: NumberReserveOutcome;
    try {
      outcome = await onSubmit(next, selection.locked);
    } catch {
      const failure = numberLockFailure();
      outcome = { ok: false, errorKey: failure.errorKey, reload: failure.reload };
    }
    try {
      if (outcome.ok) {
        dispatch({ type: 'lockSucceeded', accNbr: outcome.accNbr });
        onLocked?.(outcome.accNbr);
      } else {
        dispatch({ type: 'lockFailed', errorKey: outcome.errorKey });
        setFocusIndex(undefined);
        if (outcome.reload) await onReload?.();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return {
    selection,
    pick,
    term,
    setTerm,
    searchError,
    searched,
    submitSearch,
    submit,
    submitting,
    tabIndexAt,
    cells,
    onCellKeyDown,
    setFocusIndex,
  };
}
