import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { ArrowRight, ChevronRight, CircleAlert, CircleCheck, TriangleAlert } from '../internal/icons/glyphs';
import {
  ORDER_ACTION_LABEL_KEYS,
  formatLocalDate,
  formatLocalMoney,
  isPurchaseGoodsOrder,
  orderBadgeTone,
  orderCardActions,
  orderTimestamp,
  packageComparison,
  readMoneyValue,
  showOrderClosingBanner,
  timelineStepTone,
  OrderMessageKey,
  type Order,
  type OrderBadgeTone,
  type OrderCardAction,
  type OrderLayout,
  type OrderTimelineStep,
} from '@gaia/domain';
import type { FeedbackTone } from '../Badge/toneIcons';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { CopyButton } from '../CopyButton/CopyButton';
import { useGaia } from '../provider/GaiaContext';
import { StatusTag } from '../StatusTag/StatusTag';
import {
  Actions,
  Banner,
  Comparison,
  Detail,
  Details,
  Goods,
  Header,
  Muted,
  Section,
  SectionTitle,
  StepText,
  Timeline,
  Title,
  TitleButton,
} from './OrderCard.styles';
import { useOrderCardActions } from './useOrderCard';
import { Definition } from '../internal/Definition';

/** A card action callback; a promise shows the button as loading until it settles. */
export type OrderActionHandler = (order: Order) => void | Promise<void>;

export interface OrderCardProps {
  /** The order shown. */
  order: Order;
  /** Web (buttons Continue, Payment, Detail, Cancel) or mobile (Cancel, Write review, Continue, Payment; the title opens the detail). @default 'web' */
  layout?: OrderLayout;
  /** The process timeline (shown as an ordered list when given). */
  timeline?: readonly OrderTimelineStep[];
  /** Continue a new-connection order that is still being filled in (state A). */
  onContinue?: OrderActionHandler;
  /** Pay an order awaiting payment (state B). */
  onPayment?: OrderActionHandler;
  /** Open the detail (web: Detail button; mobile: the card title). */
  onDetail?: OrderActionHandler;
  /** Cancel an order in state V or B (usually opens CancelOrderDialog). */
  onCancel?: OrderActionHandler;
  /** Rate a completed purchased-goods order (usually opens RateOrderDialog). */
  onWriteReview?: OrderActionHandler;
  /** Element of the card: `li` inside an order list. @default 'article' */
  as?: 'article' | 'li' | 'div';
  /** Level of the title heading. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra content at the end of the body (e.g. an OrderCountdown or an EsimQrCode). */
  children?: ReactNode;
}

const badgeTone: Record<OrderBadgeTone, FeedbackTone> = { error: 'danger', complete: 'success', warning: 'warning', info: 'info' };

// F3.14
/**
 * An order of My Orders — title, status badge (icon and text), closing-soon banner (awaiting payment),
 * created time, order number with copy, the state's timestamp, amount, purchased goods, the
 * old-to-new package comparison, the process timeline, and the buttons `orderCardActions` allows.
 */
export function OrderCard({
  order,
  layout = 'web',
  timeline,
  onContinue,
  onPayment,
  onDetail,
  onCancel,
  onWriteReview,
  as = 'article',
  headingLevel = 3,
  children,
}: OrderCardProps) {
  const { t, config, intlLocale: locale } = useGaia();
  const titleId = `gaia-order-${useId()}`;
  const handlers: Record<OrderCardAction, OrderActionHandler | undefined> = {
    continue: onContinue,
    payment: onPayment,
    detail: onDetail,
    cancel: onCancel,
    writeReview: onWriteReview,
  };
  const { busy, trigger } = useOrderCardActions((action) => handlers[action]?.(order));
  const actions = orderCardActions(order, layout).filter((action) => handlers[action]);
  const closing = showOrderClosingBanner(order);
  const stamp = orderTimestamp(order);
  const comparison = packageComparison(order);
  const goods = isPurchaseGoodsOrder(order) ? (order.orderItemList ?? []) : [];
  const dateTime = (value: unknown) => formatLocalDate(value, { locale, pattern: config.dateTimeFormat, empty: config.emptyPlaceholder });
  const money = (value: string | undefined) =>
    readMoneyValue(value) === undefined
      ? (value ?? config.emptyPlaceholder)
      : formatLocalMoney(value, { locale, symbol: order.currencySymbol ?? config.currencySymbol, position: config.currencyPosition, decimals: config.amountPrecision });
  const titleText = t('gaia_kitorders_card_title', { orderNbr: order.orderNbr });
  const amount = order.payAmountDisplay ?? order.orderAmountDisplay;

  return (
    <Card as={as} aria-labelledby={titleId} tone={closing ? 'danger' : 'default'} data-layout={layout} data-state={order.orderState}>
      <Header>
        <Title as={`h${headingLevel}`} id={titleId}>
          {layout === 'mobile' && onDetail ? (
            <TitleButton type="button" onClick={() => void trigger('detail')}>
              <span>{titleText}</span>
              <ChevronRight size={16} aria-hidden="true" />
            </TitleButton>
          ) : (
            titleText
          )}
        </Title>
        <StatusTag tone={badgeTone[orderBadgeTone(order.orderState)]} label={order.orderStateName || order.orderState} />
      </Header>
      {closing ? (
        <Banner>
          <TriangleAlert size={18} aria-hidden="true" />
          <span>{t(OrderMessageKey.closingSoon)}</span>
        </Banner>
      ) : null}
      <Details>
        {order.eventTypeName ? (
          <Definition as={Detail} term="gaia_kitorders_event_type">
            {order.eventTypeName}
          </Definition>
        ) : null}
        <Definition as={Detail} term="gaia_kitorders_created_time">
          {dateTime(order.createdDate)}
        </Definition>
        <Definition as={Detail} term="gaia_kitorders_order_number">
          <span>{order.orderNbr}</span>
          <CopyButton text={order.orderNbr} size="sm" label="gaia_kitorders_copy_order_number" />
        </Definition>
        <Definition as={Detail} term={stamp.labelKey}>
          {dateTime(stamp.value)}
        </Definition>
        {amount ? (
          <Definition as={Detail} term="gaia_kitorders_amount">
            {money(amount)}
          </Definition>
        ) : null}
      </Details>
      {goods.length > 0 ? (
        <Section role="group" aria-labelledby={`${titleId}-goods`}>
          <SectionTitle id={`${titleId}-goods`}>{t('gaia_kitorders_goods')}</SectionTitle>
          <Goods>
            {goods.map((item, index) => (
              <li key={`${item.offerCode ?? item.offerName ?? ''}-${index}`}>
                <span>{item.offerName}</span>
                <Muted>{t('gaia_kitorders_goods_qty', { qty: item.qty ?? 1 })}</Muted>
                {item.priceDisplay ? <span>{money(item.priceDisplay)}</span> : null}
              </li>
            ))}
          </Goods>
        </Section>
      ) : null}
      {comparison ? (
        <Section role="group" aria-labelledby={`${titleId}-package`}>
          <SectionTitle id={`${titleId}-package`}>{t('gaia_kitorders_package_change')}</SectionTitle>
          <Comparison>
            <div>
              <dt>{t('gaia_kitorders_package_old')}</dt>
              <dd>{comparison.from.offerName}</dd>
            </div>
            <ArrowRight size={18} aria-hidden="true" />
            <div>
              <dt>{t('gaia_kitorders_package_new')}</dt>
              <dd>{comparison.to.offerName}</dd>
            </div>
          </Comparison>
        </Section>
      ) : null}
      {timeline && timeline.length > 0 ? (
        <Section role="group" aria-labelledby={`${titleId}-timeline`}>
          <SectionTitle id={`${titleId}-timeline`}>{t('gaia_kitorders_timeline')}</SectionTitle>
          <Timeline>
            {timeline.map((step, index) => {
              const tone = timelineStepTone(step);
              return (
                <li key={`${step.processStep}-${index}`} data-tone={tone}>
                  {tone === 'error' ? <CircleAlert size={18} aria-hidden="true" /> : <CircleCheck size={18} aria-hidden="true" />}
                  <StepText>
                    <span>
                      {tone === 'error' ? <VisuallyHidden>{`${t('gaia_kitorders_step_problem')}: `}</VisuallyHidden> : null}
                      {step.processStep}
                    </span>
                    {step.startDate !== undefined ? <Muted>{dateTime(step.startDate)}</Muted> : null}
                    {step.comments ? <Muted>{step.comments}</Muted> : null}
                  </StepText>
                </li>
              );
            })}
          </Timeline>
        </Section>
      ) : null}
      {children}
      {actions.length > 0 ? (
        <Actions role="group" aria-label={t('gaia_kitorders_actions')}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'payment' || action === 'continue' ? 'primary' : 'secondary'}
              loading={busy === action}
              disabled={busy !== undefined && busy !== action}
              onClick={() => void trigger(action)}
            >
              {ORDER_ACTION_LABEL_KEYS[action]}
            </Button>
          ))}
        </Actions>
      ) : null}
    </Card>
  );
}
