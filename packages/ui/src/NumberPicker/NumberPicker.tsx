import { useId } from 'react';
import { RefreshCw } from '../internal/icons/glyphs';
import {
  ACC_NBR_STATES,
  displayServiceNumber,
  isNumberSelectable,
  normaliseNumberSearch,
  numberEmptyMessages,
  numberRows,
  showNumberRefresh,
  NUMBERS_PER_ROW,
  NumberSelectionMessageKey,
  type AccNbrListItem,
  type NumberReserveOutcome,
  type ServiceNumberBreakRule,
} from '@gaia/domain';
import { Button } from '../Button/Button';
import { FormError } from '../FieldError/FieldError';
import { useGaia } from '../provider/GaiaContext';
import { TextField } from '../TextField/TextField';
import { Cell, Empty, Grid, Header, Heading, Message, Root, Row, SearchForm, StateText, Status } from './NumberPicker.styles';
import { useNumberPicker } from './useNumberPicker';

export interface NumberPickerProps {
  /** The numbers of the current page (the caller queries them with `buildNumberQuery`, 12 a page). */
  numbers: readonly AccNbrListItem[];
  /**
   * Called on submit with the chosen number and the number held (if any); resolves with what the
   * reservation came to. The host reserves the number, e.g. with `reserveNumber({ lockNumbers },
   * previous, next)` of @gaia/domain (unlock the number held, then lock the new one). While it runs
   * the submit button is busy; a failure shows its error, clears the choice and, when the outcome
   * asks, reloads the list through `onReload`. A rejected promise is a failed lock.
   */
  onSubmit: (next: string, previous: string | undefined) => Promise<NumberReserveOutcome>;
  /** Called with a valid 4-character search term (or '' to list without a filter). */
  onSearch?: (term: string) => void | Promise<void>;
  /** Called by the refresh link ("show other numbers") and after a failed lock, to reload the list. */
  onReload?: () => void | Promise<void>;
  /** Called with the number held after a successful submit. */
  onLocked?: (accNbr: string) => void;
  /** Called when a number is picked in the grid (before submit). */
  onChange?: (accNbr: string) => void;
  /** The number picked initially (uncontrolled). */
  defaultValue?: string;
  /** The number already locked for the person, unlocked when another one is submitted. */
  heldNumber?: string;
  /** The number display break rule (serviceNbrBreakRule), e.g. "3,3,4" or "xxx-xxx-xxxx". */
  breakRule?: string | readonly number[] | ServiceNumberBreakRule | null;
  /** The list is being (re)loaded. @default false */
  loading?: boolean;
  /** Label of the grid: a message key. @default 'gaia_kitnumbers_picker_label' */
  label?: string;
  /** Label of the submit button: a message key. @default 'gaia_kitnumbers_submit' */
  submitLabel?: string;
}

function stateKey(code: string): string {
  return (ACC_NBR_STATES as readonly string[]).includes(code)
    ? `gaia_kitnumbers_state_${code.toLowerCase()}`
    : 'gaia_kitnumbers_state_unknown';
}

/**
 * The number picker: a 4-character search, the available numbers four a row as
 * one radio group (one tab stop; arrows move and pick, up and down by a row; left and right follow
 * the reading direction), only available numbers can be picked, a refresh link when more than 11
 * numbers are listed, and a submit that reports the choice and shows what the host's reservation
 * came to — a failed lock shows its error (`gaia_onboarding_number_available`), clears the choice
 * and reloads the list. Presentational: the data comes by props, the calls go out through async
 * callbacks.
 */
export function NumberPicker({
  numbers,
  onSubmit,
  onSearch,
  onReload,
  onLocked,
  onChange,
  defaultValue,
  heldNumber,
  breakRule,
  loading = false,
  label = 'gaia_kitnumbers_picker_label',
  submitLabel = 'gaia_kitnumbers_submit',
}: NumberPickerProps) {
  const { t, direction } = useGaia();
  const id = useId();
  const labelId = `${id}-label`;
  const picker = useNumberPicker({ numbers, direction, defaultValue, heldNumber, onChange, onSearch, onSubmit, onLocked, onReload });
  const { selection } = picker;
  const empty = numberEmptyMessages(picker.searched);
  const rows = numberRows(numbers, NUMBERS_PER_ROW);
  const canSubmit = Boolean(selection.selected) && selection.selected !== selection.locked;

  return (
    <Root aria-labelledby={labelId}>
      <SearchForm
        role="search"
        aria-label={t('gaia_kitnumbers_search_label')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void picker.submitSearch();
        }}
      >
        <TextField
          label="gaia_kitnumbers_search_label"
          hint="gaia_kitnumbers_search_hint"
          type="search"
          inputMode="numeric"
          value={picker.term}
          onChange={picker.setTerm}
          normalise={normaliseNumberSearch}
          error={picker.searchError}
        />
        <Button type="submit" variant="secondary">
          gaia_kitnumbers_search_action
        </Button>
      </SearchForm>

      <Header>
        <Heading id={labelId}>{t(label)}</Heading>
        {showNumberRefresh(numbers.length) ? (
          <Button variant="ghost" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => void onReload?.()}>
            {NumberSelectionMessageKey.refresh}
          </Button>
        ) : null}
      </Header>

      {loading ? <Message role="status">{t('gaia_kitnumbers_loading')}</Message> : null}

      {!loading && numbers.length === 0 ? (
        <Empty role="status">
          <Message data-title="">{t(empty.title)}</Message>
          {empty.hint ? <Message>{t(empty.hint)}</Message> : null}
        </Empty>
      ) : null}

      {numbers.length > 0 ? (
        <Grid role="radiogroup" aria-labelledby={labelId} aria-busy={loading || undefined}>
          {rows.map((row, rowIndex) => (
            <Row key={row[0]?.accNbrId ?? rowIndex} role="none">
              {row.map((item, column) => {
                const index = rowIndex * NUMBERS_PER_ROW + column;
                const selectable = isNumberSelectable(item);
                const checked = selection.selected === item.accNbr;
                return (
                  <Cell
                    key={item.accNbrId}
                    ref={(element) => {
                      picker.cells.current[index] = element;
                    }}
                    role="radio"
                    aria-checked={checked}
                    aria-disabled={selectable ? undefined : true}
                    tabIndex={index === picker.tabIndexAt ? 0 : -1}
                    data-state={item.accNbrState}
                    onClick={() => {
                      picker.setFocusIndex(index);
                      picker.pick(item);
                    }}
                    onKeyDown={(event) => picker.onCellKeyDown(event, index)}
                  >
                    <span>{displayServiceNumber(item.accNbr, breakRule)}</span>
                    {selectable ? null : <StateText>{t(stateKey(item.accNbrState))}</StateText>}
                  </Cell>
                );
              })}
            </Row>
          ))}
        </Grid>
      ) : null}

      <FormError>{selection.errorKey}</FormError>
      <Status role="status">{selection.locked ? t('gaia_kitnumbers_locked', { number: displayServiceNumber(selection.locked, breakRule) }) : ''}</Status>

      <div>
        <Button disabled={!canSubmit} loading={picker.submitting} onClick={() => void picker.submit()}>
          {submitLabel}
        </Button>
      </div>
    </Root>
  );
}
