import { useState, type RefObject } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, CopyButton, EmptyState, LoadFailed, Modal, ResultDialog, Spinner, useGaia } from '@gaia/ui';
import {
  balanceKeys,
  BOOSTER_DIALOG_WIDTH,
  boosterOrderPayload,
  boosterOutcome,
  boosterPriceText,
  boosterResultView,
  subscriptionKeys,
  type BalanceItem,
  type BoosterOffer,
  type HomeProperties,
  type OrderSetVasResult,
  type Subscription,
} from '@gaia/domain';
import { linesApi } from '../homeApi';
import { boosterOffersQuery } from '../homeQueries';
import { OfferButton, OfferList, OfferName, OfferPrice, ResultDetails } from './BoosterFlow.styles';
import { CancelFooter } from '../../../layout/dialog/CancelFooter';

export interface BoosterFlowProps {
  line: Subscription;
  item: BalanceItem;
  /** The line's number as the home displays it. */
  numberText: string;
  properties: HomeProperties;
  /** Ends the flow (every dialog closed). */
  onClose: () => void;
  /**
   * Where focus goes when the flow ends: the Booster button. Each step is its own dialog, so the
   * element that had focus before the last one (Buy now) is gone by then.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** A purchase the operator refused: its message is shown in the result modal, not as a toast. */
class BoosterRefused extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'booster refused');
  }
}

type Step = { name: 'offers' } | { name: 'confirm'; offer: BoosterOffer } | { name: 'done'; offer: BoosterOffer; result: OrderSetVasResult | null } | { name: 'failed'; message: string | undefined };

/**
 * F3.5: the booster purchase — the item's offers, a confirmation (424), the order set VAS (offerType
 * 2, paid with the balance, method B), then the result: phone number, booster, amount and a copyable
 * order id with View order when enabled; or lb_purchase_failure with the server's message. A
 * success refreshes the balances (the mutation's meta.invalidates, docs/adr/0016).
 */
export default function BoosterFlow({ line, item, numberText, properties, onClose: end, returnFocusTo }: BoosterFlowProps) {
  // The result dialog restores focus to what had it before it opened (gone); the trigger takes it after.
  const onClose = () => {
    end();
    requestAnimationFrame(() => returnFocusTo.current?.focus());
  };
  const { t, config } = useGaia();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'offers' });
  const offers = useQuery(boosterOffersQuery(line, item.acctResCode));
  const purchase = useMutation({
    mutationFn: async (offer: BoosterOffer) => {
      const answer = await linesApi.orderSetVas(boosterOrderPayload(line, offer));
      const outcome = boosterOutcome(answer);
      if (!outcome.ok) throw new BoosterRefused(outcome.message);
      return (answer.data ?? null) as OrderSetVasResult | null;
    },
    meta: { invalidates: [balanceKeys.all, subscriptionKeys.detail(line.accNbr)] },
    onSuccess: (result, offer) => setStep({ name: 'done', offer, result }),
    // A transport failure is shown by the error catalogue as well; the modal says the purchase failed.
    onError: (error) => setStep({ name: 'failed', message: error instanceof BoosterRefused ? error.serverMessage : undefined }),
  });
  const price = (offer: BoosterOffer) => boosterPriceText(offer, config.currencyPosition, config.emptyPlaceholder);

  if (step.name === 'done') {
    const view = boosterResultView({
      result: step.result,
      offer: step.offer,
      subscription: line,
      phoneNumber: numberText,
      showViewOrder: properties.showSuccessPageViewOrder,
      myOrderWebUrl: properties.myOrderWebUrl,
      currencyPosition: config.currencyPosition,
      empty: config.emptyPlaceholder,
    });
    const viewUrl = view.viewOrderUrl;
    return (
      <ResultDialog
        open
        onClose={onClose}
        variant="success"
        title="lb_purchase_successfully"
        width={BOOSTER_DIALOG_WIDTH}
        {...(viewUrl
          ? {
              actionLabel: 'gaia_lines_booster_view_order',
              onAction: () => (viewUrl.startsWith('/') ? navigate(viewUrl) : window.location.assign(viewUrl)),
              secondaryLabel: 'gaia_action_close',
              onSecondary: onClose,
            }
          : {})}
      >
        <ResultDetails>
          <div>
            <dt>{t('gaia_lines_booster_number')}</dt>
            <dd dir="ltr">{view.phoneNumber}</dd>
          </div>
          <div>
            <dt>{t('gaia_lines_booster_name')}</dt>
            <dd>{view.booster}</dd>
          </div>
          <div>
            <dt>{t('gaia_lines_booster_amount')}</dt>
            <dd>{view.amount}</dd>
          </div>
          <div>
            <dt>{t('gaia_lines_booster_order_id')}</dt>
            <dd>
              <span dir="ltr">{view.orderId}</span>
              {view.orderId !== config.emptyPlaceholder ? <CopyButton text={view.orderId} label="gaia_lines_booster_copy_order" /> : null}
            </dd>
          </div>
        </ResultDetails>
      </ResultDialog>
    );
  }

  if (step.name === 'failed') {
    return <ResultDialog open onClose={onClose} variant="oops" title="lb_purchase_failure" message={step.message ?? 'gaia_lines_booster_failure_default'} width={BOOSTER_DIALOG_WIDTH} />;
  }

  if (step.name === 'confirm') {
    const { offer } = step;
    return (
      <Modal
        open
        role="alertdialog"
        onClose={() => (purchase.isPending ? undefined : setStep({ name: 'offers' }))}
        title="gaia_lines_booster_confirm_title"
        width={BOOSTER_DIALOG_WIDTH}
        restoreFocus={false}
        footer={
          <CancelFooter onCancel={() => setStep({ name: 'offers' })} cancelDisabled={purchase.isPending}>
            <Button onClick={() => purchase.mutate(offer)} loading={purchase.isPending}>
              gaia_lines_booster_confirm
            </Button>
          </CancelFooter>
        }
      >
        <p>{t('gaia_lines_booster_confirm_text', { booster: offer.offerName, amount: price(offer), number: numberText })}</p>
      </Modal>
    );
  }

  return (
    <Modal open onClose={onClose} title={t('gaia_lines_booster_offers_title', { name: item.acctResName })} width={BOOSTER_DIALOG_WIDTH} restoreFocus={false}>
      {offers.isPending ? (
        <Spinner block delay={config.spinnerDelayMs} />
      ) : offers.isError ? (
        <LoadFailed onRetry={() => void offers.refetch()} message="gaia_lines_booster_offers_failed" />
      ) : offers.data.length === 0 ? (
        <EmptyState compact headingLevel={3} title="gaia_lines_booster_no_offers" />
      ) : (
        <OfferList aria-label={t('gaia_lines_booster_offers_label')}>
          {offers.data.map((offer) => (
            <li key={`${offer.offerCode}-${offer.offerNbr}`}>
              <OfferButton type="button" aria-label={t('gaia_lines_booster_buy', { name: `${offer.offerName}, ${price(offer)}` })} onClick={() => setStep({ name: 'confirm', offer })}>
                <OfferName>{offer.offerName}</OfferName>
                <OfferPrice>{price(offer)}</OfferPrice>
              </OfferButton>
            </li>
          ))}
        </OfferList>
      )}
    </Modal>
  );
}
