import { RadioGroup, useGaia } from '@gaia/ui';
import { EMPTY_SIM_CHANGE_FORM, isEsimItem, simChangeFormRules, simChangeReasons, simItemsOf, toSimChangeRequest, type Order } from '@gaia/domain';
import { useRulesForm } from '../../../forms/useRulesForm';
import { afterSaleApi } from './afterSaleApi';
import { AfterSaleRequestForm } from './AfterSaleRequestForm';
import { Note } from './AfterSale.styles';
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
    <AfterSaleRequestForm
      action="simChange"
      label="gaia_aftersale_action_simChange"
      submitLabel="gaia_aftersale_submit_simChange"
      form={form}
      request={request}
      reasons={simChangeReasons(sim ? isEsimItem(sim) : false)}
    >
      <RadioGroup
        label="gaia_aftersale_sim_item"
        required
        options={sims.map((item) => ({ value: item.offerCode ?? '', label: item.offerName ?? item.offerCode ?? '' }))}
        value={form.values.offerCode || null}
        onChange={(value) => form.change('offerCode', value)}
        error={form.errorOf('offerCode')}
        disabled={form.pending}
      />
    </AfterSaleRequestForm>
  );
}
