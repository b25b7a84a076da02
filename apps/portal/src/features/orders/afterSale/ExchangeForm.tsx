import { useQuery } from '@tanstack/react-query';
import { RadioGroup, useGaia } from '@gaia/ui';
import {
  EMPTY_EXCHANGE_FORM,
  EXCHANGE_REASONS,
  exchangeFormRules,
  refusalLabelKey,
  toExchangeRequest,
  type ExchangeOption,
  type ExchangeableItem,
  type Order,
} from '@gaia/domain';
import { AfterSaleLoaded } from './AfterSaleLoaded';
import { afterSaleApi } from './afterSaleApi';
import { exchangeCheckQuery } from './afterSaleQueries';
import { AfterSaleRequestForm } from './AfterSaleRequestForm';
import { Note } from './AfterSale.styles';
import { useAfterSaleForm } from './useAfterSaleForm';

/** A SKU's label: its attributes (colour, storage …) and price. */
function optionLabel(option: ExchangeOption, t: (key: string, values?: Record<string, string>) => string): string {
  const attrs = option.attrs.map((attr) => attr.attrValueMask).join(', ');
  return t('gaia_aftersale_option_price', { name: attrs ? `${option.name}, ${attrs}` : option.name, price: option.priceDisplay });
}

function ExchangeFields({ order, items }: { order: Order; items: readonly ExchangeableItem[] }) {
  const { t } = useGaia();
  const afterSale = useAfterSaleForm({
    defaultValues: EMPTY_EXCHANGE_FORM,
    rules: exchangeFormRules,
    call: (values) => afterSaleApi.exchange(toExchangeRequest(order.orderId, values)),
  });
  const { form } = afterSale;
  const item = items.find((candidate) => candidate.offerCode === form.values.offerCode);
  const exchangeable = items.some((candidate) => candidate.exchangeable);

  return (
    <AfterSaleRequestForm
      action="exchange"
      afterSale={afterSale}
      reasons={EXCHANGE_REASONS}
      submitDisabled={!exchangeable}
    >
      <RadioGroup
        label="gaia_aftersale_exchange_item"
        required
        options={items.map((candidate) => ({
          value: candidate.offerCode,
          label: candidate.offerName,
          disabled: !candidate.exchangeable,
          ...(candidate.refusal ? { hint: refusalLabelKey(candidate.refusal) } : {}),
        }))}
        value={form.values.offerCode || null}
        onChange={(value) => {
          form.change('offerCode', value);
          // Another item's SKUs differ: the SKU chosen for the previous one no longer applies.
          form.change('targetSkuId', '');
        }}
        error={form.errorOf('offerCode')}
        disabled={form.pending}
      />
      {!exchangeable ? <Note>{t('gaia_aftersale_no_exchangeable')}</Note> : null}
      {item ? (
        <RadioGroup
          label="gaia_aftersale_exchange_for"
          required
          options={item.options.map((option) => ({
            value: option.skuId,
            label: optionLabel(option, t),
            disabled: !option.inStock,
            ...(option.inStock ? {} : { hint: 'gaia_aftersale_out_of_stock' }),
          }))}
          value={form.values.targetSkuId || null}
          onChange={(value) => form.change('targetSkuId', value)}
          error={form.errorOf('targetSkuId')}
          disabled={form.pending}
        />
      ) : null}
    </AfterSaleRequestForm>
  );
}

// F4.5
/**
 * The exchange form after its pre-check: the item (those that cannot be exchanged say why), the
 * SKU it becomes (out-of-stock ones shown, not choosable), the reason and remarks.
 */
export function ExchangeForm({ order }: { order: Order }) {
  const check = useQuery(exchangeCheckQuery(order.orderId));
  return <AfterSaleLoaded query={check}>{({ items }) => <ExchangeFields order={order} items={items} />}</AfterSaleLoaded>;
}
