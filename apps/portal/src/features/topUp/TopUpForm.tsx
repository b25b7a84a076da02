import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, SegmentedControl, Spinner, TopUpGrid, useGaia, type TopUpChoice } from '@gaia/ui';
import { lazyWithMessages } from '../../app/lazyWithMessages';
import {
  currencyCodeOf,
  currencySymbolOf,
  displayLineNumber,
  formFailure,
  formatMoney,
  localCurrency,
  rechargePaymentQuery,
  toRechargeNumber,
  toRechargeRequest,
  type Subscription,
  type TopUpCurrency,
} from '@gaia/domain';
import { usePortalConfig } from '../../app/portalConfig';
import { homePropertiesQuery } from '../home/homeQueries';
import { FormFields, FormTextField } from '../../forms/fields';
import { useRulesForm } from '../../forms/useRulesForm';
import PayBillEntry from '../billPayment/PayBillEntry';
import { isolateLtr, LtrValuesText } from '../payment/LtrValuesText';
import { usePaymentNavigation } from './paymentNavigation';
import { amountsQuery, currenciesQuery, topUpApi } from './topUpApi';
import { firstLine, topUpRules, type TopUpValues } from './topUpRules';
import { Actions, Form, FormError, LineText, Muted, Panel, Summary } from './TopUp.styles';

const TopUpLineSelect = lazyWithMessages(() => import('./TopUpLineSelect'));

export interface TopUpFormProps {
  /** The signed-in customer's lines. */
  lines: readonly Subscription[];
  /** The line the link named (query accNbr). */
  wantedAccNbr?: string;
  /** The user's preferred line. */
  preferredAccNbr?: string;
}

/**
 * The top-up form (F3.6): whose line, the amount grid from the currency's configuration, a
 * summary, and Continue to payment after preCheck and prePay. A refused check keeps everything
 * chosen and says why (the server's message, in the user's language).
 */
export function TopUpForm({ lines, wantedAccNbr, preferredAccNbr }: TopUpFormProps) {
  const { t, config, direction } = useGaia();
  const portal = usePortalConfig();
  const goPay = usePaymentNavigation();
  const [lineId, setLineId] = useState(() => firstLine(lines, wantedAccNbr, preferredAccNbr)?.subsId ?? '');
  const line = lines.find((each) => each.subsId === lineId);
  const [currency, setCurrency] = useState<TopUpCurrency>('USD');
  const [choice, setChoice] = useState<TopUpChoice>();

  const currencies = useQuery(currenciesQuery);
  const local = localCurrency(currencies.data);
  const currencyCode = currencyCodeOf(currency, local);
  const amounts = useQuery({ ...amountsQuery(currencyCode), enabled: !currencies.isPending });
  const symbol = amounts.data?.currencySymbol ?? currencySymbolOf(currency, local);

  const form = useRulesForm<TopUpValues>({
    defaultValues: { target: lines.length > 0 ? 'mine' : 'other', otherNumber: '' },
    rules: topUpRules(portal),
    submit: async (values) => {
      const accNbr = values.target === 'mine' ? line?.accNbr : values.otherNumber;
      if (!accNbr || !choice?.amount || !choice.valid) return;
      form.setFormError(undefined);
      const request = toRechargeRequest({ accNbr, amount: choice.amount, currencyCode });
      try {
        await topUpApi.preCheck(request);
        goPay(rechargePaymentQuery(await topUpApi.prePay(request)));
      } catch (error) {
        form.showFailure(formFailure(error), { accNbr: 'otherNumber' });
      }
    },
    disableWhilePending: true,
  });
  const mine = form.values.target === 'mine';
  // Numbers read as on the home: broken by the operator's serviceNbrBreakRule, else masked.
  const breakRule = useQuery(homePropertiesQuery).data?.serviceNbrBreakRule;
  const numberOf = (accNbr: string, prefix?: string) => displayLineNumber({ accNbr, ...(prefix ? { prefix } : {}) }, { breakRule, mask: config.mask });
  // Inside right-to-left text the groups of a number broken by spaces would be laid out right to
  // left ("5678 234 77 263+"): an isolate keeps the number reading as written in a select's option
  // text, which no element of ours wraps.
  const readAsWritten = (text: string) => isolateLtr(text, direction);
  const shownNumber = mine ? (line ? numberOf(line.accNbr, line.prefix) : '') : form.errorOf('otherNumber') || !form.values.otherNumber ? '' : toRechargeNumber(form.values.otherNumber);

  return (
    <>
      <Panel aria-label={t('gaia_topup_title')}>
        <FormFields form={form}>
          <Form noValidate onSubmit={(event) => void form.handleSubmit(event)}>
            {lines.length > 0 ? (
              <SegmentedControl
                label="gaia_topup_for"
                options={[
                  { value: 'mine', label: 'gaia_topup_for_mine' },
                  { value: 'other', label: 'gaia_topup_for_other' },
                ]}
                value={form.values.target}
                onChange={(value) => form.change('target', value)}
                disabled={form.disabled}
              />
            ) : (
              <Muted>{t('gaia_topup_no_lines')}</Muted>
            )}
            {/*
             * The line chooser is its own chunk (customers with one line never load it). The chooser
             * and everything below it up to the amounts show together: the amounts showing first and
             * the chooser arriving above them would move the grid under a pointer pressing an
             * amount, and the press would land elsewhere.
             */}
            <Suspense fallback={<Spinner delay={config.spinnerDelayMs} label="gaia_loading" />}>
              {mine && lines.length > 1 ? (
                <TopUpLineSelect
                  label="gaia_topup_line"
                  options={lines.map((each) => ({ value: each.subsId, label: readAsWritten(numberOf(each.accNbr, each.prefix)) }))}
                  value={lineId}
                  onChange={setLineId}
                  disabled={form.disabled}
                />
              ) : null}
              {mine && lines.length === 1 && line ? <LineText dir="ltr">{numberOf(line.accNbr, line.prefix)}</LineText> : null}
              {!mine ? <FormTextField name="otherNumber" label="gaia_topup_other_number" hint="gaia_topup_other_hint" type="tel" inputMode="tel" autoComplete="tel" required /> : null}
              {currencies.isPending ? (
                <Spinner delay={config.spinnerDelayMs} label="gaia_loading" />
              ) : amounts.isError ? (
                <FormError role="alert">{t('gaia_topup_amounts_failed')}</FormError>
              ) : (
                <TopUpGrid
                  amounts={amounts.data?.amountList ?? []}
                  min={amounts.data?.minAmount ?? null}
                  max={amounts.data?.maxAmount ?? null}
                  integer={amounts.data?.integerFlag === 'Y'}
                  {...(local ? { localSymbol: local.currencySymbol } : { currencySymbol: symbol })}
                  defaultCurrency={currency}
                  onCurrencyChange={setCurrency}
                  onChange={setChoice}
                  disabled={form.disabled}
                />
              )}
            </Suspense>
            <Summary aria-live="polite">
              {choice?.valid && choice.amount !== undefined && shownNumber ? (
                <LtrValuesText message="gaia_topup_summary" values={{ amount: formatMoney(choice.amount, { symbol, position: config.currencyPosition }), number: shownNumber }} />
              ) : null}
            </Summary>
            {form.formError ? <FormError role="alert">{form.formError}</FormError> : null}
            <Actions>
              <Button type="submit" loading={form.pending} disabled={!choice?.valid || (mine && !line) || amounts.isPending}>
                gaia_topup_continue
              </Button>
            </Actions>
          </Form>
        </FormFields>
      </Panel>
      {mine && line?.paidFlag === '1' && line.defaultAcctNbr ? <PayBillEntry acctNbr={line.defaultAcctNbr} /> : null}
    </>
  );
}
