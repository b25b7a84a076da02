import { Suspense, useLayoutEffect, useMemo, useReducer, useRef, useState, useTransition, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { Button, EmptyState, LoadFailed, Spinner, useGaia } from '@gaia/ui';
import {
  OrderEventType,
  PayEvent,
  ShopRoute,
  checkoutItems,
  checkoutReducer,
  checkoutSteps,
  initialCheckoutState,
  orderKeys,
  paymentMethodPath,
  purchasableLines,
  signInHrefReturningTo,
  stepErrors,
  toPaymentMethodSearch,
  toSaveRequest,
  type BuyerInfo,
  type CheckoutEvent,
  type FeeResult,
  type OrderSaveResult,
} from '@gaia/domain';
import { isApiError } from '@gaia/domain/api';
import { cartQuery } from '../cart/cartApi';
import { hasSession } from '../cart/signedIn';
import { useCartSync } from '../cart/useCartSync';
import { sessionQuery } from '../../../app/session';
import { buyerInfoQuery, checkoutApi } from './checkoutApi';
import { FulfilmentStep } from './FulfilmentStep';
import { LazyBuyerStep, LazyContactStep, LazyReviewStep, preloadStep } from './lazySteps';
import { Actions, Form, Page, StepHeading, Title } from './Checkout.styles';

const STEP_NAME = {
  fulfilment: 'gaia_checkout_shop_step_fulfilment',
  contact: 'gaia_checkout_shop_step_contact',
  buyer: 'gaia_checkout_shop_step_buyer',
  review: 'gaia_checkout_shop_step_review',
} as const;

const PHONE_QUERY = '(max-width: 767px)';

/**
 * Checkout at /shop/checkout (F4.4): delivery to an address of the book or pickup at a shop with stock,
 * who collects (pickup), the invoice buyer, then the review with the server's fee; Place order saves
 * the goods order (state B) and opens the payments flow with the goods pay event. A failed save or
 * payment keeps the cart: its lines leave only once the order is paid.
 */
export default function CheckoutPage() {
  // A visitor exploring the shop is asked to sign in at checkout (their cart waits in this browser),
  // and sign-in brings them back here.
  if (!hasSession()) return <Navigate to={signInHrefReturningTo(ShopRoute.checkout)} replace />;
  return <SignedInCheckout />;
}

function SignedInCheckout() {
  const { t, config } = useGaia();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A visitor's cart signed in on the way here joins the account's cart first.
  const syncing = useCartSync();
  const cart = useQuery({ ...cartQuery, enabled: !syncing });
  const buyer = useQuery(buyerInfoQuery);
  const session = useQuery(sessionQuery);
  if (syncing || cart.isPending || buyer.isPending) return <Spinner block delay={config.spinnerDelayMs} label="gaia_checkout_shop_title" />;
  if (cart.isError) return <LoadFailed message="gaia_cart_load_failed" onRetry={() => void cart.refetch()} />;
  const lines = purchasableLines(cart.data.cartItemList);
  if (lines.length === 0)
    return (
      <Page>
        <Title>{t('gaia_checkout_shop_title')}</Title>
        <EmptyState headingLevel={2} title="gaia_checkout_shop_empty" action={<Button onClick={() => void navigate('/shop/cart')}>{t('gaia_checkout_shop_back_to_cart')}</Button>} />
      </Page>
    );
  return (
    <CheckoutSteps
      items={checkoutItems(lines)}
      prefill={buyer.data ?? undefined}
      customerName={session.data?.userName}
      onSaved={(fee, order) => {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        const phone = Boolean(window.matchMedia?.(PHONE_QUERY).matches);
        const search = toPaymentMethodSearch({
          payEvent: PayEvent.goods,
          fromOrder: 'Y',
          eventType: OrderEventType.purchaseGoods,
          custOrderId: order.custOrderId,
          custOrderNbr: order.custOrderNbr,
          amount: order.total.toFixed(2),
          amountDisplay: order.totalDisplay,
          currencySymbol: fee.currencySymbol,
          orderItemList: [],
        });
        void navigate(`${paymentMethodPath(phone)}?${search}`);
      }}
    />
  );
}

interface CheckoutStepsProps {
  items: ReturnType<typeof checkoutItems>;
  prefill?: BuyerInfo;
  /** The signed-in person's name: who picks up and the invoice's name until changed. */
  customerName?: string;
  onSaved: (fee: FeeResult, order: OrderSaveResult) => void;
}

function CheckoutSteps({ items, prefill, customerName, onSaved }: CheckoutStepsProps) {
  const { t, config } = useGaia();
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () =>
    initialCheckoutState({ ...(prefill ? { buyer: prefill } : {}), ...(customerName ? { contact: { contactName: customerName } } : {}) }),
  );
  const [tried, setTried] = useState(false);
  const [remember, setRemember] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = checkoutSteps(state.method);
  const index = steps.indexOf(state.step);
  const errors = tried ? stepErrors(state) : {};
  const skuList = useMemo(() => items.map((item) => item.skuId), [items]);
  const first = useRef(true);
  // A later step's code may still be on its way: the step shown stays (Continue says it is busy)
  // until the next one can show whole, so nothing jumps and its heading takes the focus with it.
  const [moving, startMoving] = useTransition();
  const move = (event: CheckoutEvent) => startMoving(() => dispatch(event));
  const preloadNext = () => preloadStep(steps[index + 1]);

  // Focus moves to each new step's heading (not on the first render: the page's own focus rules apply),
  // as the step shows: the step left took the focused Continue with it.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A step already on its way would be skipped by a second Continue, unchecked.
    if (moving) return;
    if (Object.keys(stepErrors(state)).length > 0) {
      setTried(true);
      return;
    }
    startMoving(() => {
      setTried(false);
      dispatch({ type: 'next' });
    });
  };

  const placeOrder = async (fee: FeeResult) => {
    dispatch({ type: 'saveStarted' });
    // The order is saved at the prices the review showed (the server's, now).
    const priced = fee.itemList.map((item) => ({ skuId: item.skuId, quantity: item.quantity, price: item.price }));
    try {
      const order = await checkoutApi.save(toSaveRequest(state, priced));
      if (remember) void checkoutApi.saveBuyerInfo(toSaveRequest(state, priced).buyerInfo).catch(() => undefined);
      dispatch({ type: 'saved', order });
      onSaved(fee, order);
    } catch (error) {
      dispatch({ type: 'saveFailed', message: isApiError(error) ? (error.resultMsg ?? '') : '' });
    }
  };

  return (
    <Page>
      <Title>{t('gaia_checkout_shop_title')}</Title>
      <StepHeading ref={heading} tabIndex={-1}>
        {t('gaia_checkout_shop_step_heading', { current: index + 1, total: steps.length, name: t(STEP_NAME[state.step]) })}
      </StepHeading>
      <Suspense fallback={<Spinner block delay={config.spinnerDelayMs} label="gaia_checkout_shop_title" />}>
        {state.step === 'review' ? (
          <>
            <LazyReviewStep state={state} items={items} onPlaceOrder={(fee) => void placeOrder(fee)} />
            <Actions>
              <Button variant="secondary" disabled={state.status === 'saving'} onClick={() => move({ type: 'back' })}>
                {t('gaia_checkout_shop_back')}
              </Button>
            </Actions>
          </>
        ) : (
          // Any field of a step in use says the person is on the way to the next one: its code loads.
          <Form noValidate onSubmit={submit} onFocus={preloadNext}>
            {state.step === 'fulfilment' ? <FulfilmentStep state={state} dispatch={dispatch} skuList={skuList} errors={errors} /> : null}
            {state.step === 'contact' ? <LazyContactStep state={state} dispatch={dispatch} errors={errors} /> : null}
            {state.step === 'buyer' ? <LazyBuyerStep state={state} dispatch={dispatch} errors={errors} remember={remember} onRememberChange={setRemember} /> : null}
            <Actions>
              {index > 0 ? (
                <Button variant="secondary" onClick={() => move({ type: 'back' })}>
                  {t('gaia_checkout_shop_back')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={moving} onPointerEnter={preloadNext}>
                {t('gaia_checkout_shop_next')}
              </Button>
            </Actions>
          </Form>
        )}
      </Suspense>
    </Page>
  );
}
