import { RadioGroup, useGaia } from '@gaia/ui';
import { EMPTY_SIM_CHANGE_FORM, isEsimItem, simChangeFormRules, simChangeReasons, simItemsOf, toSimChangeRequest, type Order } from '@gaia/domain';
import { afterSaleApi } from './afterSaleApi';
import { AfterSaleRequestForm } from './AfterSaleRequestForm';
import { Note } from './AfterSale.styles';
import { useAfterSaleForm } from './useAfterSaleForm';

// F4.5
/**
 * The SIM change form: the SIM card of the order (chosen already when there is one), the reason —
 * lost, damaged, or an upgrade to eSIM (not offered for an eSIM) — and remarks.
 */
export function SimChangeForm({ order }: { order: Order }) {
  const { t } = useGaia();
  const sims = simItemsOf(order);
  const afterSale = useAfterSaleForm({
    defaultValues: { ...EMPTY_SIM_CHANGE_FORM, offerCode: sims.length === 1 ? (sims[0]!.offerCode ?? '') : '' },
    rules: simChangeFormRules,
    call: (values) => afterSaleApi.changeSim(toSimChangeRequest(order.orderId, values)),
  });
  const { form } = afterSale;
  if (sims.length === 0) return <Note>{t('gaia_aftersale_no_sim')}</Note>;
  const sim = sims.find((item) => item.offerCode === form.values.offerCode);

  return (
    <AfterSaleRequestForm
      action="simChange"
      afterSale={afterSale}
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
