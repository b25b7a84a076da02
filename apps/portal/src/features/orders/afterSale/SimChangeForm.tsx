import { Button, RadioGroup, useGaia } from '@gaia/ui';
import { EMPTY_SIM_CHANGE_FORM, isEsimItem, simChangeFormRules, simChangeReasons, simItemsOf, toSimChangeRequest, type Order } from '@gaia/domain';
import { FormFields } from '../../../forms/fields';
import { useRulesForm } from '../../../forms/useRulesForm';
import { afterSaleApi } from './afterSaleApi';
import { LazyAfterSaleDone } from './lazyAfterSaleDone';
import { Form, Note } from './AfterSale.styles';
import { ReasonAndRemarks } from './ReasonAndRemarks';
import { useAfterSaleSubmit } from './useAfterSaleSubmit';

// F4.5
/**
 * The SIM change form: the SIM card of the order (chosen already when there is one), the reason —
 * lost, damaged, or an upgrade to eSIM (not offered for an eSIM) — and remarks.
 */
export function SimChangeForm({ order }: { order: Order }) {
  const { t } = useGaia();
  const sims = simItemsOf(order);
  const request = useAfterSaleSubmit();
  const form = useRulesForm({
    defaultValues: { ...EMPTY_SIM_CHANGE_FORM, offerCode: sims.length === 1 ? (sims[0]!.offerCode ?? '') : '' },
    rules: simChangeFormRules,
    submit: async (values) => {
      form.setFormError(await request.send(() => afterSaleApi.changeSim(toSimChangeRequest(order.orderId, values))));
    },
  });
  if (sims.length === 0) return <Note>{t('gaia_aftersale_no_sim')}</Note>;
  const sim = sims.find((item) => item.offerCode === form.values.offerCode);

  return (
    <FormFields form={form}>
      <Form onSubmit={(event) => void form.handleSubmit(event)} noValidate aria-label={t('gaia_aftersale_action_simChange')}>
        <RadioGroup
          label="gaia_aftersale_sim_item"
          required
          options={sims.map((item) => ({ value: item.offerCode ?? '', label: item.offerName ?? item.offerCode ?? '' }))}
          value={form.values.offerCode || null}
          onChange={(value) => form.change('offerCode', value)}
          error={form.errorOf('offerCode')}
          disabled={form.pending}
        />
        <ReasonAndRemarks form={form} reasons={simChangeReasons(sim ? isEsimItem(sim) : false)} />
        <Button type="submit" loading={form.pending}>
          gaia_aftersale_submit_simChange
        </Button>
      </Form>
      <LazyAfterSaleDone
        created={request.created}
        action="simChange"
        onClose={() => {
          request.dismiss();
          form.reset();
        }}
      />
    </FormFields>
  );
}
