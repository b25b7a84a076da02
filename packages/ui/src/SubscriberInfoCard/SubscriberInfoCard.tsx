import type { ReactNode } from 'react';
import { ArrowLeftRight } from '../internal/icons/glyphs';
import {
  accountBalances,
  canChangeSubscriber,
  formatLocalDate,
  formatLocalMoney,
  formatLocalNumber,
  isMainLine,
  mainPlanOf,
  subscriberBalanceKind,
  subscriberCardSections,
  type AccountBalanceAmount,
  type BalanceResponse,
  type SubscriberCardScene,
  type SubscriberCardSection,
  type Subscription,
} from '@gaia/domain';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { useGaia } from '../provider/GaiaContext';
import { Detail, Details, SubLine } from './SubscriberInfoCard.styles';

export interface SubscriberInfoCardProps {
  /** The subscription (line) shown. */
  subscription: Subscription;
  /** The scene (property configuration subInfoCardType, see subscriberCardScene). @default 'default' */
  scene?: SubscriberCardScene;
  /** Balances of the line: the account balance (default scene) and the extra-currency one (mainPlan scene). */
  balance?: BalanceResponse | null;
  /** The credit limit text, shown instead of the balance when paidFlag is "1". */
  creditLimit?: string;
  /** The card's heading, a message key or text. @default 'gaia_kitbalance_sub_title' */
  title?: string;
  /** Level of the title heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** The isCanChange flag (Y / N) of the page. */
  isCanChange?: string;
  /** The card type; 'readOnly' hides the change button unless isCanChange is Y. */
  cardType?: string;
  /** Called when the person asks to switch to another number; no button without it. */
  onChangeNumber?: () => void;
  /** offerType of the main offer instance. @default '1' */
  mainOfferType?: string;
  /** The number as it is displayed (masked or broken by serviceNbrBreakRule); prefix and number by default. */
  numberText?: string;
  /** Points of the point scene, when known better than the line's usablePoint (the point query). */
  points?: number;
}

function moneyText(amount: AccountBalanceAmount | undefined, symbol: string, position: 'before' | 'after', locale: string): string | undefined {
  if (!amount) return undefined;
  return amount.formatBalance ?? formatLocalMoney(amount.amount, { symbol: amount.currencySymbol ?? symbol, position, locale });
}

/**
 * The subscriber info card in its scenes: default (number, state, plan, balance or credit
 * limit), mainPlan (number, account number, activation time, balances, main plan with its effective
 * time) and point (number, plan, points). The main line carries a tag.
 */
export function SubscriberInfoCard({
  subscription,
  scene = 'default',
  balance,
  creditLimit,
  title = 'gaia_kitbalance_sub_title',
  headingLevel = 2,
  isCanChange,
  cardType,
  onChangeNumber,
  mainOfferType,
  numberText,
  points,
}: SubscriberInfoCardProps) {
  const { t, config, intlLocale: locale } = useGaia();
  const { main, extra } = accountBalances(balance);
  const plan = mainPlanOf(subscription, mainOfferType);
  const number = numberText ?? [subscription.prefix, subscription.accNbr].filter(Boolean).join(' ');
  const pointCount = points ?? subscription.usablePoint;
  const mainText = moneyText(main, config.currencySymbol, config.currencyPosition, locale);
  const extraText = moneyText(extra, '', config.currencyPosition, locale);
  const date = (value: string, pattern: string) => formatLocalDate(value, { locale, pattern, empty: config.emptyPlaceholder });

  const rows: Record<SubscriberCardSection, [string, ReactNode] | null> = {
    number: ['gaia_kitbalance_sub_number', <span dir="ltr">{number}</span>],
    state: subscription.stateName || subscription.state ? ['gaia_kitbalance_sub_state', subscription.stateName ?? subscription.state] : null,
    plan: plan ? ['gaia_kitbalance_sub_plan', plan.name] : null,
    balance:
      subscriberBalanceKind(subscription) === 'creditLimit'
        ? creditLimit
          ? ['gaia_kitbalance_sub_credit_limit', creditLimit]
          : null
        : mainText
          ? ['gaia_kitbalance_sub_balance', mainText]
          : null,
    accountNumber: subscription.defaultAcctNbr ? ['gaia_kitbalance_sub_account', <span dir="ltr">{subscription.defaultAcctNbr}</span>] : null,
    activationTime: subscription.activeDate ? ['gaia_kitbalance_sub_activation', date(subscription.activeDate, config.activationDateFormat)] : null,
    balances:
      mainText || extraText
        ? [
            'gaia_kitbalance_sub_balances',
            <>
              {mainText ? <span>{mainText}</span> : null}
              {extraText ? <SubLine>{extraText}</SubLine> : null}
            </>,
          ]
        : null,
    mainPlan: plan
      ? [
          'gaia_kitbalance_sub_main_plan',
          <>
            {plan.name}
            {plan.effDate ? <SubLine>{t('gaia_kitbalance_sub_effective', { date: date(plan.effDate, config.dateFormat) })}</SubLine> : null}
          </>,
        ]
      : null,
    points: pointCount !== undefined && pointCount !== '' ? ['gaia_kitbalance_sub_points', formatLocalNumber(Number(pointCount), locale)] : null,
  };

  const canChange = onChangeNumber && canChangeSubscriber(isCanChange, cardType);
  return (
    <Card
      as="section"
      title={title}
      headingLevel={headingLevel}
      data-scene={scene}
      actions={isMainLine(subscription) ? <Badge>{t('gaia_kitbalance_sub_main_line')}</Badge> : undefined}
      footer={
        canChange ? (
          <Button variant="secondary" size="sm" icon={<ArrowLeftRight size={16} aria-hidden="true" />} onClick={onChangeNumber}>
            gaia_kitbalance_sub_change
          </Button>
        ) : undefined
      }
    >
      <Details>
        {subscriberCardSections(scene).map((section) => {
          const row = rows[section];
          if (!row) return null;
          return (
            <Detail key={section} data-section={section}>
              <dt>{t(row[0])}</dt>
              <dd>{row[1]}</dd>
            </Detail>
          );
        })}
      </Details>
    </Card>
  );
}
