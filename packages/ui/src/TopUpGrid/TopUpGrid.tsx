import type { CSSProperties } from 'react';
import {
  TOP_UP_GRID_COLUMNS,
  formatMoney,
  topUpCurrencyOptions,
  topUpCurrencySymbol,
  type AmountConfig,
  type TopUpCurrency,
} from '@gaia/domain';
import { AmountInput } from '../AmountInput/AmountInput';
import { FieldError } from '../FieldError/FieldError';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import { useChoice, useChoiceGroup, type ChoiceGroupState } from '../RadioGroup/useChoiceGroup';
import { useGaia } from '../provider/GaiaContext';
import { Cell, Grid, Group, GroupLabel, Root } from './TopUpGrid.styles';
import { useTopUpGrid, type TopUpChoice } from './useTopUpGrid';

export interface TopUpGridProps {
  /** The amount list (property amountList): numbers, or a comma-separated string. */
  amounts: AmountConfig['amountList'];
  /** The group's label: a message key or text. @default 'gaia_kitbalance_topup_amount' */
  label?: string;
  /** Minimum amount (before the configuration's minAmount). */
  min?: number | string | null;
  /** Maximum amount (before the configuration's maxAmount). */
  max?: number | string | null;
  /** The property configuration's limits, used when min / max are not given. */
  config?: Pick<AmountConfig, 'minAmount' | 'maxAmount'>;
  /** The local currency symbol; with it a USD / local switch is shown. */
  localSymbol?: string;
  /** The symbol of the amounts when there is no switch. @default the portal configuration's */
  currencySymbol?: string;
  /** Where the symbol goes. @default the portal configuration's */
  currencyPosition?: 'before' | 'after';
  /** The currency chosen first. @default 'LOCAL' */
  defaultCurrency?: TopUpCurrency;
  /** Called when the currency changes; load that currency's amount list and pass it in. */
  onCurrencyChange?: (currency: TopUpCurrency) => void;
  /** Offer a custom amount field. @default true */
  allowCustom?: boolean;
  /** The custom amount takes whole numbers only. @default false */
  integer?: boolean;
  /** Called with the chosen amount, its currency and whether it may be paid. */
  onChange?: (choice: TopUpChoice) => void;
  /** @default false */
  disabled?: boolean;
}

/**
 * The top-up amount grid: three columns of amounts as one radio group (one tab stop, arrow
 * keys), the first amount preselected whenever the list changes, a custom amount field, a USD /
 * local currency switch and the `tip_amount_request` limits message. Rules from @gaia/domain.
 */
export function TopUpGrid({
  amounts,
  label = 'gaia_kitbalance_topup_amount',
  min,
  max,
  config,
  localSymbol,
  currencySymbol,
  currencyPosition,
  defaultCurrency,
  onCurrencyChange,
  allowCustom = true,
  integer = false,
  onChange,
  disabled = false,
}: TopUpGridProps) {
  const { t, config: portal } = useGaia();
  const grid = useTopUpGrid({ amounts, min, max, config, defaultCurrency, onChange, onCurrencyChange });
  const { state, error } = grid;
  const errorText = error ? t(error.key, error.values) : undefined;
  const symbol = localSymbol ? topUpCurrencySymbol(state.currency, localSymbol) : (currencySymbol ?? portal.currencySymbol);
  const position = currencyPosition ?? portal.currencyPosition;
  const selected = state.selection.kind === 'preset' ? `preset-${state.selection.index}` : null;
  const presetError = state.selection.kind === 'preset' ? errorText : undefined;

  const group = useChoiceGroup(
    {
      label,
      error: presetError,
      disabled,
      value: selected,
      onChange: (value) => grid.selectPreset(Number(value.replace('preset-', ''))),
      orientation: 'horizontal',
    },
    t,
  );

  return (
    <Root>
      {localSymbol ? (
        <SegmentedControl
          label="gaia_kitbalance_topup_currency"
          options={topUpCurrencyOptions(localSymbol).map((option) => ({ value: option.value, label: option.symbol }))}
          value={state.currency}
          onChange={(value) => grid.switchCurrency(value as TopUpCurrency)}
          disabled={disabled}
        />
      ) : null}
      <Group {...group.radioGroupProps}>
        <GroupLabel {...group.labelProps}>{t(label)}</GroupLabel>
        <Grid style={{ '--gaia-topup-columns': TOP_UP_GRID_COLUMNS } as CSSProperties}>
          {state.amounts.map((amount, index) => (
            <AmountCell key={`${amount}`} value={`preset-${index}`} text={formatMoney(amount, { symbol, position })} state={group.state} />
          ))}
        </Grid>
        {presetError ? <FieldError {...group.errorMessageProps}>{presetError}</FieldError> : null}
      </Group>
      {allowCustom ? (
        /*
         * Spec 03 §4: the custom option is selected by clicking it (a pointer press on the field).
         * Keyboard users select it by typing an amount: tabbing through it on the way to Continue
         * must not drop the preset they chose.
         */
        <div onPointerDown={() => grid.selectCustom()}>
          <AmountInput
            integer={integer}
            disabled={disabled}
            value={state.customInput}
            onChange={(raw) => grid.typeCustom(raw, integer)}
            onFocus={() => {
              if (state.customInput !== '' && state.selection.kind !== 'custom') grid.selectCustom();
            }}
            error={state.selection.kind === 'custom' ? errorText : undefined}
          />
        </div>
      ) : null}
    </Root>
  );
}

function AmountCell({ value, text, state }: { value: string; text: string; state: ChoiceGroupState }) {
  const { inputProps, labelProps, stateAttributes } = useChoice({ value, label: text }, state);
  return (
    <Cell {...labelProps} {...stateAttributes}>
      <input {...inputProps} />
      {/* An amount reads left to right in Arabic too ("ZiG 50.00", not "50.00 ZiG"). */}
      <span>
        <bdi dir="ltr">{text}</bdi>
      </span>
    </Cell>
  );
}
