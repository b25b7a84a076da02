import { lazy, Suspense, useState } from 'react';
import { Button, RadioGroup, Spinner, useT } from '@gaia/ui';
import { checkoutAddressOf, type CheckoutEvent, type CheckoutState, type DeliveryAddress } from '@gaia/domain';
import { LazyPickupShopDialog, preloadPickupShopDialog } from './lazyPickupShopDialog';
import { ErrorText, Facts } from './Checkout.styles';

// The address book's picker loads only when delivery is chosen.
const AddressPicker = lazy(() => import('../../addressBook/AddressPicker'));

export interface FulfilmentStepProps {
  state: CheckoutState;
  dispatch: (event: CheckoutEvent) => void;
  skuList: readonly string[];
  /** Errors shown once Continue was pressed. */
  errors: Record<string, string>;
}

/** F4.4: delivery to an address of the book (or one added there), or pickup at a shop with stock. */
export function FulfilmentStep({ state, dispatch, skuList, errors }: FulfilmentStepProps) {
  const t = useT();
  const [choosingShop, setChoosingShop] = useState(false);
  const chooseAddress = (address: DeliveryAddress) => dispatch({ type: 'chooseAddress', address: checkoutAddressOf(address) });
  return (
    <>
      <RadioGroup
        label="gaia_checkout_shop_method_label"
        value={state.method}
        onChange={(method) => dispatch({ type: 'chooseMethod', method: method === 'pickup' ? 'pickup' : 'delivery' })}
        options={[
          { value: 'delivery', label: 'gaia_checkout_shop_method_delivery' },
          { value: 'pickup', label: 'gaia_checkout_shop_method_pickup' },
        ]}
      />
      {state.method === 'delivery' ? (
        <section aria-label={t('gaia_checkout_shop_address_label')}>
          <Suspense fallback={<Spinner label="gaia_checkout_shop_address_label" />}>
            <AddressPicker value={state.address?.addressId} onChange={chooseAddress} />
          </Suspense>
          {errors.address ? <ErrorText role="alert">{t(errors.address)}</ErrorText> : null}
        </section>
      ) : (
        <section aria-label={t('gaia_checkout_shop_method_pickup')}>
          {state.shop ? (
            <Facts>
              <div>
                <dt>{t('gaia_checkout_shop_review_pickup')}</dt>
                <dd>{state.shop.name}</dd>
              </div>
            </Facts>
          ) : null}
          <Button variant="secondary" onClick={() => setChoosingShop(true)} onPointerEnter={preloadPickupShopDialog} onFocus={preloadPickupShopDialog}>
            {t(state.shop ? 'gaia_checkout_shop_shop_change' : 'gaia_checkout_shop_shop_choose')}
          </Button>
          {errors.shop ? <ErrorText role="alert">{t(errors.shop)}</ErrorText> : null}
          <LazyPickupShopDialog
            open={choosingShop}
            skuList={skuList}
            onClose={() => setChoosingShop(false)}
            onConfirm={(shop) => {
              dispatch({ type: 'chooseShop', shop });
              setChoosingShop(false);
            }}
          />
        </section>
      )}
    </>
  );
}
