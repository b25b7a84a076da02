import { useQuery } from '@tanstack/react-query';
import { Checkbox, FieldError, Stepper, useGaia } from '@gaia/ui';
import {
  EMPTY_RETURN_FORM,
  RETURN_REASONS,
  decodeItemSelection,
  encodeItemSelection,
  formatLocalDate,
  refusalLabelKey,
  returnFormRules,
  toReturnRequest,
  type Order,
  type ReturnableItem,
} from '@gaia/domain';
import { AfterSaleLoaded } from './AfterSaleLoaded';
import { afterSaleApi } from './afterSaleApi';
import { returnCheckQuery } from './afterSaleQueries';
import { AfterSaleRequestForm } from './AfterSaleRequestForm';
import { ItemGroup, Note } from './AfterSale.styles';
import { useAfterSaleForm } from './useAfterSaleForm';

function ReturnFields({ order, items, windowEndsAt }: { order: Order; items: readonly ReturnableItem[]; windowEndsAt: number }) {
  const { t, intlLocale, config } = useGaia();
  const afterSale = useAfterSaleForm({
    defaultValues: EMPTY_RETURN_FORM,
    rules: returnFormRules(items),
    call: (values) => afterSaleApi.applyReturn(toReturnRequest(order.orderId, values)),
  });
  const { form } = afterSale;
  const selection = decodeItemSelection(form.values.items);
  const select = (code: string, qty: number) => form.change('items', encodeItemSelection({ ...selection, [code]: qty }));
  const returnable = items.some((item) => item.returnableQty > 0);

  return (
    <AfterSaleRequestForm
      action="return"
      afterSale={afterSale}
      reasons={RETURN_REASONS}
      submitDisabled={!returnable}
    >
      <Note>{t('gaia_aftersale_window_until', { date: formatLocalDate(windowEndsAt, { locale: intlLocale, pattern: config.dateTimeFormat, empty: config.emptyPlaceholder }) })}</Note>
      <ItemGroup aria-describedby={form.errorOf('items') ? 'return-items-error' : undefined}>
        <legend>{t('gaia_aftersale_items')}</legend>
        {items.map((item) => {
          const chosen = selection[item.offerCode] ?? 0;
          return (
            <div key={item.offerCode}>
              <Checkbox
                label={item.offerName}
                hint={item.refusal ? refusalLabelKey(item.refusal) : t('gaia_aftersale_item_returnable', { count: item.returnableQty })}
                disabled={item.returnableQty === 0 || form.pending}
                checked={chosen > 0}
                onChange={(checked) => select(item.offerCode, checked ? 1 : 0)}
              />
              {chosen > 0 && item.returnableQty > 1 ? (
                <Stepper
                  label={t('gaia_aftersale_item_qty', { name: item.offerName })}
                  min={1}
                  max={item.returnableQty}
                  value={chosen}
                  onChange={(qty) => select(item.offerCode, qty)}
                />
              ) : null}
            </div>
          );
        })}
        {!returnable ? <Note>{t('gaia_aftersale_no_returnable')}</Note> : null}
        {form.errorOf('items') ? <FieldError id="return-items-error">{form.errorOf('items')}</FieldError> : null}
      </ItemGroup>
    </AfterSaleRequestForm>
  );
}

// F4.5
/**
 * The return form: the items (each with how many may still be returned, or why none may), their
 * quantities, the reason and remarks; the request becomes a return order in My Orders.
 */
export function ReturnForm({ order }: { order: Order }) {
  const check = useQuery(returnCheckQuery(order.orderId));
  return (
    <AfterSaleLoaded query={check}>{({ items, windowEndsAt }) => <ReturnFields order={order} items={items} windowEndsAt={windowEndsAt} />}</AfterSaleLoaded>
  );
}
