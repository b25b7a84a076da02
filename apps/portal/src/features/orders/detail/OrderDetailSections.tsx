import { useQuery } from '@tanstack/react-query';
import { displayLineNumber, formatLocalDate, maskIccid, orderDetailRows, orderPaymentMethod, packageComparison, timelineStepTone, type Order, type OrderTimelineStep } from '@gaia/domain';
import { useGaia } from '@gaia/ui';
import { homePropertiesQuery } from '../../home/homeQueries';
import { Items, Muted, Rows, Section, SectionTitle, Timeline, VisuallyHidden } from './OrderDetail.styles';

/** Formats server times with the configured date-time pattern ('--' when empty). */
export function useDateTime() {
  const { intlLocale: locale, config } = useGaia();
  return (value: unknown) => formatLocalDate(value, { locale, pattern: config.dateTimeFormat, empty: config.emptyPlaceholder });
}

/** F3.15: the key/value list of the order. */
export function DetailRows({ order }: { order: Order }) {
  const { t } = useGaia();
  const dateTime = useDateTime();
  return (
    <Section aria-label={t('gaia_orderdetail_summary')}>
      <Rows>
        {orderDetailRows(order).map((row) => (
          <div key={row.labelKey} style={{ display: 'contents' }}>
            <dt>{t(row.labelKey)}</dt>
            <dd>{row.kind === 'dateTime' ? dateTime(row.value) : row.value}</dd>
          </div>
        ))}
      </Rows>
    </Section>
  );
}

/** F3.15: the old-to-new package comparison of a package order with two lines. */
export function PackageComparison({ order }: { order: Order }) {
  const { t } = useGaia();
  const comparison = packageComparison(order);
  if (!comparison) return null;
  return (
    <Section>
      <SectionTitle>{t('gaia_kitorders_package_change')}</SectionTitle>
      <Rows>
        <dt>{t('gaia_kitorders_package_old')}</dt>
        <dd>{comparison.from.offerName ?? comparison.from.offerCode}</dd>
        <dt>{t('gaia_kitorders_package_new')}</dt>
        <dd>{comparison.to.offerName ?? comparison.to.offerCode}</dd>
      </Rows>
    </Section>
  );
}

/** F3.15: the process timeline; DECLINED and CANCELLED marked as problems, stars and comments shown. */
export function ProcessTimeline({ steps }: { steps: readonly OrderTimelineStep[] }) {
  const { t } = useGaia();
  const dateTime = useDateTime();
  return (
    <Section>
      <SectionTitle>{t('gaia_kitorders_timeline')}</SectionTitle>
      {steps.length === 0 ? (
        <p>{t('gaia_orderdetail_timeline_empty')}</p>
      ) : (
        <Timeline>
          {steps.map((step, index) => {
            const tone = timelineStepTone(step);
            return (
              <li key={`${step.processStep}-${index}`} data-tone={tone}>
                <strong>
                  {tone === 'error' ? <VisuallyHidden>{`${t('gaia_kitorders_step_problem')}: `}</VisuallyHidden> : null}
                  {step.processStep}
                </strong>
                {step.startDate !== undefined ? <Muted>{dateTime(step.startDate)}</Muted> : null}
                {step.star ? (
                  <Muted>
                    <span aria-hidden="true">★</span> {t('gaia_orderdetail_stars', { count: step.star })}
                  </Muted>
                ) : null}
                {step.comments ? <Muted>{step.comments}</Muted> : null}
              </li>
            );
          })}
        </Timeline>
      )}
    </Section>
  );
}

/** F3.15: the purchased-goods detail — pickup contact, items with SKU attributes, totals, times, payment method. */
export function GoodsDetail({ order }: { order: Order }) {
  const { t, config } = useGaia();
  // Spec 03 §5: numbers broken by the operator's serviceNbrBreakRule (else masked), the SIM serial masked but its last 4.
  const breakRule = useQuery(homePropertiesQuery).data?.serviceNbrBreakRule;
  const dateTime = useDateTime();
  const empty = config.emptyPlaceholder;
  const picker = order.pickupInfo?.picker;
  return (
    <>
      {picker ? (
        <Section>
          <SectionTitle>{t('gaia_orderdetail_pickup')}</SectionTitle>
          <Rows>
            <dt>{t('gaia_orderdetail_contact_name')}</dt>
            <dd>{picker.contactName || empty}</dd>
            <dt>{t('gaia_orderdetail_contact_mobile')}</dt>
            <dd dir="ltr">{picker.contactMobile || empty}</dd>
          </Rows>
        </Section>
      ) : null}
      <Section>
        <SectionTitle>{t('gaia_orderdetail_goods')}</SectionTitle>
        <Items>
          {(order.orderItemList ?? []).map((item, index) => (
            <li key={`${item.offerCode ?? ''}-${index}`}>
              <strong>{item.offerName ?? item.offerCode}</strong> <span>{item.priceDisplay}</span>
              <Muted>{t('gaia_orderdetail_qty', { qty: item.qty ?? 1 })}</Muted>
              {item.accNbr ? (
                <Muted>
                  {t('gaia_orderdetail_item_number')}{' '}
                  <bdi dir="ltr">{displayLineNumber({ accNbr: item.accNbr, ...(item.prefix ? { prefix: item.prefix } : {}) }, { breakRule, mask: config.mask })}</bdi>
                </Muted>
              ) : null}
              {item.iccid ? (
                <Muted>
                  {t('gaia_orderdetail_sim_serial')}{' '}
                  <bdi dir="ltr">{maskIccid(item.iccid)}</bdi>
                </Muted>
              ) : null}
              {(item.skuAttrList ?? []).map((attr) => (
                <Muted key={attr.attrName}>{`${attr.attrName}: ${attr.attrValueMask}`}</Muted>
              ))}
            </li>
          ))}
        </Items>
      </Section>
      <Section>
        <Rows>
          <dt>{t('gaia_orderdetail_total_before_tax')}</dt>
          <dd>{order.totalBeforeTaxDisplay || empty}</dd>
          <dt>{t('gaia_orderdetail_tax')}</dt>
          <dd>{order.taxDisplay || empty}</dd>
          <dt>{t('gaia_orderdetail_total')}</dt>
          <dd>{order.payAmountDisplay || order.orderAmountDisplay || empty}</dd>
          <dt>{t('gaia_orderdetail_order_number')}</dt>
          <dd>{order.orderNbr}</dd>
          <dt>{t('gaia_orderdetail_created')}</dt>
          <dd>{dateTime(order.createdDate)}</dd>
          <dt>{t('gaia_orderdetail_completed')}</dt>
          <dd>{order.orderState === 'C' ? dateTime(order.stateDate) : empty}</dd>
          <dt>{t('gaia_orderdetail_payment_method')}</dt>
          <dd>{orderPaymentMethod(order) ?? empty}</dd>
        </Rows>
      </Section>
    </>
  );
}
