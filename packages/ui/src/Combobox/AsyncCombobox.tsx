import { useCombobox } from 'downshift';
import type { Normaliser } from '@gaia/domain';
import { useControlledState } from 'react-stately/useControlledState';
import { useT } from '../provider/GaiaContext';
import type { SelectOption } from '../Select/Select';
import { ComboboxFrame, type ComboboxFieldProps, type PopupNotice } from './ComboboxFrame';
import { typedTextChanges } from './typedText';
import {
  ASYNC_PAGE_SIZE,
  ASYNC_SEARCH_DEBOUNCE_MS,
  useAsyncOptions,
  type LoadOptions,
} from './useAsyncOptions';
import { PickerOption } from '../internal/PickerOption';
import { pickerList } from '../internal/pickerList';
import { useFieldId } from '../internal/useFieldId';

export interface AsyncComboboxProps extends ComboboxFieldProps {
  /**
   * Loads a page of options for the typed text (pages start at 1). The component never fetches:
   * pass a function that calls your API. Rejections show the load-failed message.
   */
  loadOptions: LoadOptions;
  /** Wait after the last keystroke before searching, in ms. @default 300 */
  debounceMs?: number;
  /** Page size handed to loadOptions. @default 20 */
  pageSize?: number;
  /** Controlled value: the chosen option (null when none), kept whole since the list changes. */
  value?: SelectOption | null;
  /** Initial value when uncontrolled. @default null */
  defaultValue?: SelectOption | null;
  /** Called with the chosen option (null when cleared). */
  onChange?: (option: SelectOption | null) => void;
  /** Applied to the typed text as the person types (e.g. upper-case). */
  normalise?: Normaliser;
  /** Shown and announced when nothing matches. @default 'gaia_pickers_no_results' */
  emptyLabel?: string;
  /** Shown and announced while a page loads. @default 'gaia_pickers_loading' */
  loadingLabel?: string;
  /** Shown and announced when loadOptions rejects. @default 'gaia_pickers_load_failed' */
  errorLabel?: string;
  /** The last option, choosing it loads the next page. @default 'gaia_pickers_load_more' */
  loadMoreLabel?: string;
  /** Submits the chosen option's value with a form under this name (a hidden input). */
  name?: string;
  /** Id of the input (generated when omitted). */
  id?: string;
}

/** The "load more" row: an option that loads the next page instead of being chosen. */
const LOAD_MORE: SelectOption = { value: '\u0000gaia-load-more', label: 'gaia_pickers_load_more' };

/**
 * A combobox whose options come from an async loader (e.g. a suburb search): searches
 * 300 ms after typing stops, pages by 20 and loads the next page when the list is scrolled to its end
 * or the "load more" option is chosen. Loading, empty and failed states are announced.
 */
export function AsyncCombobox({
  loadOptions,
  debounceMs = ASYNC_SEARCH_DEBOUNCE_MS,
  pageSize = ASYNC_PAGE_SIZE,
  value,
  defaultValue = null,
  onChange,
  normalise,
  emptyLabel = 'gaia_pickers_no_results',
  loadingLabel = 'gaia_pickers_loading',
  errorLabel = 'gaia_pickers_load_failed',
  loadMoreLabel = 'gaia_pickers_load_more',
  name,
  id,
  ...field
}: AsyncComboboxProps) {
  const t = useT();
  const baseId = useFieldId('gaia-async-combobox', id);
  const [current, setCurrent] = useControlledState<SelectOption | null>(
    value,
    defaultValue,
    onChange,
  );
  const list = useAsyncOptions(loadOptions, { debounceMs, pageSize });
  const canLoadMore = list.hasMore && list.status === 'ready';
  const items = canLoadMore ? [...list.items, LOAD_MORE] : list.items;
  const itemToString = (item: SelectOption | null) =>
    item && item !== LOAD_MORE ? t(item.label) : '';
  const types = useCombobox.stateChangeTypes;

  const combobox = useCombobox<SelectOption>({
    items,
    selectedItem: current,
    itemToString,
    inputId: baseId,
    ...pickerList(baseId),
    onSelectedItemChange: ({ selectedItem: next }) => {
      if (next === LOAD_MORE) list.loadMore();
      else setCurrent(next ?? null);
    },
    onInputValueChange: ({ type, inputValue }) => {
      if (type === types.InputChange) list.search(inputValue ?? '');
    },
    onIsOpenChange: ({ type, isOpen: open }) => {
      // Typing searches after the debounce; opening otherwise shows the last results at once.
      if (open && type !== types.InputChange) list.ensureLoaded();
    },
    stateReducer: (state, action) => {
      const { type, changes } = action;
      if (changes.selectedItem === LOAD_MORE) {
        // Choosing "load more" keeps the list open, the text as typed and the highlight in place,
        // so the first new option takes its row.
        const chosen = type === types.InputKeyDownEnter || type === types.ItemClick;
        return {
          ...changes,
          selectedItem: chosen ? LOAD_MORE : state.selectedItem,
          isOpen: chosen ? true : changes.isOpen,
          highlightedIndex: chosen ? state.highlightedIndex : changes.highlightedIndex,
          inputValue: state.inputValue,
        };
      }
      return typedTextChanges(state, action, normalise, itemToString);
    },
  });

  const loading = list.status === 'loading' || list.status === 'loading-more';
  const count = list.items.length;
  let notice: PopupNotice | undefined;
  if (loading) notice = { text: loadingLabel, busy: true };
  else if (list.status === 'error') notice = { text: errorLabel, tone: 'danger' };
  else if (list.status === 'ready' && count === 0) notice = { text: emptyLabel };
  const status = notice
    ? t(notice.text)
    : list.status === 'ready'
      ? t(list.hasMore ? 'gaia_pickers_results_more' : 'gaia_pickers_results_count', { count })
      : '';

  return (
    <ComboboxFrame
      field={field}
      baseId={baseId}
      combobox={combobox}
      menuProps={combobox.getMenuProps({
        'aria-busy': loading || undefined,
        onScroll: (event) => {
          const el = event.currentTarget;
          if (el.scrollHeight - el.scrollTop - el.clientHeight <= el.clientHeight / 4)
            list.loadMore();
        },
      })}
      hasOptions={items.length > 0}
      options={items.map((item, index) => (
        <PickerOption
          key={item.value}
          {...combobox.getItemProps({ item, index })}
          text={item === LOAD_MORE ? t(loadMoreLabel) : t(item.label)}
          chosen={item !== LOAD_MORE && current?.value === item.value}
          highlighted={combobox.highlightedIndex === index}
          data-action={item === LOAD_MORE ? '' : undefined}
        />
      ))}
      notice={notice}
      status={status}
      name={name}
      submitValue={current?.value ?? ''}
    />
  );
}
