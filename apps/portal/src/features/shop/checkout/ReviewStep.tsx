import { useQuery } from '@tanstack/react-query';
import { Button, CartSummary, LoadFailed, Spinner, useGaia } from '@gaia/ui';
import { changedFeeItems, formatLocalMoney, type CheckoutItemInput, type CheckoutState, type FeeResult } from '@gaia/domain';
import { feeQuery } from './checkoutApi';
import { Alert, ErrorText, Facts } from './Checkout.styles';

export interface ReviewStepProps {
  state: CheckoutState;
  items: readonly CheckoutItemInput[];
  /** Places the order with the fee's prices. */
  onPlaceOrder: (fee: FeeResult) => void;
}

/**
 * F4.4: the review — where the order goes, who collects it, who the invoice is for, and the fee the
 * server calculates now (items, total before tax, VAT, total) with a clear note when a price changed
 * since it was added; then Place order and pay. A failed save says so and keeps the cart.
 */
export function ReviewStep({ state, items, onPlaceOrder }: ReviewStepProps) {
  const { t, locale, config } = useGaia();
  const fee = useQuery(feeQuery(items));
  const money = (amount: number | undefined) => formatLocalMoney(amount, { locale, symbol: fee.data?.currencySymbol ?? '$' });
  const changed = changedFeeItems(fee.data);
  return (
    <>
      <Facts>
        {state.method === 'delivery' ? (
          <div>
            <dt>{t('gaia_checkout_shop_review_delivery')}</dt>
            <dd>{`${state.address?.contactName ?? ''}, ${state.address?.addressText ?? ''}`}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('gaia_checkout_shop_review_pickup')}</dt>
              <dd>{state.shop?.name}</dd>
            </div>
            <div>
              <dt>{t('gaia_checkout_shop_review_picker')}</dt>
              <dd>{`${state.contact.contactName}, ${state.contact.contactMobile}`}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('gaia_checkout_shop_review_buyer')}</dt>
          <dd>{[state.buyer.buyerName, state.buyer.taxNumber].filter(Boolean).join(', ')}</dd>
        </div>
      </Facts>
      {fee.isPending ? (
        <Spinner delay={config.spinnerDelayMs} label="gaia_checkout_shop_fee_loading" />
      ) : fee.isError ? (
        <LoadFailed message="gaia_checkout_shop_fee_failed" onRetry={() => void fee.refetch()} />
      ) : (
        <>
          {changed.length > 0 ? (
            <Alert role="alert">
              <p>{t('gaia_checkout_shop_price_changed')}</p>
              <ul>
                {changed.map((item) => (
                  <li key={item.skuId}>{t('gaia_checkout_shop_price_changed_line', { name: item.name, price: money(item.price), previous: money(item.previousPrice) })}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <section aria-label={t('gaia_checkout_shop_items')}>
            <ul>
              {fee.data.itemList.map((item) => (
                <li key={item.skuId}>{`${item.name} × ${item.quantity} — ${money(item.amount)}`}</li>
              ))}
            </ul>
          </section>
          <CartSummary
            totalQuantity={fee.data.itemList.reduce((sum, item) => sum + item.quantity, 0)}
            totalAmount={fee.data.total}
            currencySymbol={fee.data.currencySymbol}
            rows={[
              { label: 'gaia_checkout_shop_fee_before_tax', amount: fee.data.totalBeforeTax },
              { label: 'gaia_checkout_shop_fee_tax', values: { rate: Math.round(fee.data.taxRate * 100) }, amount: fee.data.tax },
            ]}
            totalLabel="gaia_checkout_shop_fee_total"
            headingLevel={3}
            action={
              <Button fullWidth loading={state.status === 'saving'} onClick={() => onPlaceOrder(fee.data)}>
                {t(state.status === 'saving' ? 'gaia_checkout_shop_saving' : 'gaia_checkout_shop_place_order')}
              </Button>
            }
          />
          {state.status === 'saveFailed' ? (
            <ErrorText role="alert">{[t('gaia_checkout_shop_save_failed'), state.saveError].filter(Boolean).join(' ')}</ErrorText>
          ) : null}
        </>
      )}
    </>
  );
}
