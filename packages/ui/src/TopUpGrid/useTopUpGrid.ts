import { useEffect, useMemo, useReducer, useRef } from 'react';
import {
  canSubmitTopUp,
  initialTopUpState,
  parseAmountList,
  resolveTopUpLimits,
  selectedTopUpAmount,
  topUpAmountError,
  topUpReducer,
  type AmountConfig,
  type TopUpCurrency,
} from '@gaia/domain';

export interface TopUpChoice {
  /** The chosen amount; undefined when none. */
  amount: number | undefined;
  currency: TopUpCurrency;
  /** Whether the amount lies within the limits (the top-up may go on to payment). */
  valid: boolean;
  /** Whether a preset or the custom amount is chosen. */
  source: 'preset' | 'custom' | 'none';
}

export interface UseTopUpGridOptions {
  amounts: AmountConfig['amountList'];
  min?: number | string | null;
  max?: number | string | null;
  config?: Pick<AmountConfig, 'minAmount' | 'maxAmount'>;
  defaultCurrency?: TopUpCurrency;
  onChange?: (choice: TopUpChoice) => void;
  onCurrencyChange?: (currency: TopUpCurrency) => void;
}

/**
 * Behaviour of the top-up grid, all from the domain reducer: a new amount list preselects its
 * first amount, typing a custom amount selects it, the limits give `tip_amount_request`.
 */
export function useTopUpGrid({ amounts, min, max, config, defaultCurrency = 'LOCAL', onChange, onCurrencyChange }: UseTopUpGridOptions) {
  const listKey = JSON.stringify(parseAmountList(amounts));
  const parsed = useMemo(() => JSON.parse(listKey) as number[], [listKey]);
  const [state, dispatch] = useReducer(topUpReducer, undefined, () => initialTopUpState(parsed, defaultCurrency));
  useEffect(() => {
    dispatch({ type: 'amountsLoaded', amounts: parsed });
  }, [parsed]);

  const limits = resolveTopUpLimits({ min, max }, config);
  const amount = selectedTopUpAmount(state);
  const valid = canSubmitTopUp(state, limits);
  const error = topUpAmountError(state, limits);
  const source = state.selection.kind;

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current?.({ amount, currency: state.currency, valid, source });
  }, [amount, state.currency, valid, source]);

  return {
    state,
    error,
    selectPreset: (index: number) => dispatch({ type: 'selectPreset', index }),
    selectCustom: () => dispatch({ type: 'selectCustom' }),
    typeCustom: (raw: string, integer: boolean) => dispatch({ type: 'typeCustom', raw, integer }),
    switchCurrency: (currency: TopUpCurrency) => {
      dispatch({ type: 'switchCurrency', currency });
      onCurrencyChange?.(currency);
    },
  };
}
