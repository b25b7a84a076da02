import type { ReactNode } from 'react';
import { Coins, MessageCircle, MessageSquareText, Package, Phone, Wifi, Zap } from '../internal/icons/glyphs';
import {
  accountBalances,
  balanceIconOf,
  balanceItemStanding,
  type BalanceIconName,
  balanceProgress,
  balanceSpokenInputs,
  formatLocalDate,
  formatLocalMoney,
  showBoosterButton,
  spokenText,
  type AccountBalanceAmount,
  type BalanceItem,
  type BalanceResponse,
  type UsageFormatOptions,
} from '@gaia/domain';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Meter } from '../Meter/Meter';
import { useGaia } from '../provider/GaiaContext';
import { AmountItem, Amounts, Empty, Expiry, Item, ItemFooter, ItemList, MeterRow, UnitIcon } from './BalanceCard.styles';
import { Definition } from '../internal/Definition';

export interface BalanceCardProps {
  /** The /ecare/balance response: account balance, extra-currency balances and balance items. */
  balance: BalanceResponse | null | undefined;
  /** The card's heading, a message key or text. @default 'gaia_kitbalance_title' */
  title?: string;
  /** Level of the title heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Called with the item whose Booster button was pressed (shown when extData.boosterFlag is Y). */
  onBooster?: (item: BalanceItem) => void;
  /** The item whose booster is being bought: its button shows a spinner. */
  boosterLoadingCode?: string;
  /** How raw amounts are read for the spoken text (server units, currency symbol). */
  usageOptions?: UsageFormatOptions;
  /** Show the credit limit (a postpaid line: paidFlag "1") beside the balances. @default false */
  showCreditLimit?: boolean;
  /** Extra content at the end of each item (e.g. a run-out warning). */
  itemExtra?: (item: BalanceItem) => ReactNode;
  /** The time items are read against (expired, nearly used up). @default now */
  now?: Date;
}

const UNIT_ICONS: Record<BalanceIconName, typeof Wifi> = {
  data: Wifi,
  voice: Phone,
  sms: MessageSquareText,
  currency: Coins,
  whatsapp: MessageCircle,
  other: Package,
};

function money(amount: AccountBalanceAmount, fallbackSymbol: string, position: 'before' | 'after', locale: string, empty: string): string {
  if (amount.formatBalance) return amount.formatBalance;
  if (amount.amount === undefined || amount.amount === null || String(amount.amount).trim() === '') return empty;
  return formatLocalMoney(amount.amount, { symbol: amount.currencySymbol ?? fallbackSymbol, position, locale });
}

/**
 * The balance card: the account balance, the first extra-currency balance and one meter
 * per balance item — full when unlimited, else real / gross × 100 — spoken in words ("3.2 of 10 GB
 * left"; more left than the allowance reads "80 SMS left, including 30 SMS extra"), with an
 * over-allowance note and icon when more was used than the allowance, the expiry date in the
 * interface language, and a Booster button when the item offers one.
 */
export function BalanceCard({
  balance,
  title = 'gaia_kitbalance_title',
  headingLevel = 2,
  onBooster,
  boosterLoadingCode,
  usageOptions,
  showCreditLimit = false,
  itemExtra,
  now,
}: BalanceCardProps) {
  const { t, config, intlLocale: locale } = useGaia();
  const { main, extra } = accountBalances(balance);
  const credit = showCreditLimit ? balance?.creditLimit : undefined;
  // The extra-currency balance has its own currency (or none): it never takes the configured symbol.
  const amounts = [
    { label: 'gaia_kitbalance_account', amount: main, fallbackSymbol: config.currencySymbol },
    { label: 'gaia_kitbalance_extra', amount: extra, fallbackSymbol: '' },
    { label: 'gaia_kitbalance_sub_credit_limit', amount: credit, fallbackSymbol: config.currencySymbol },
  ];
  const date = (value: string | undefined) => formatLocalDate(value, { locale, pattern: config.dateFormat, empty: config.emptyPlaceholder });
  const items = balance?.balanceList ?? [];
  const options: UsageFormatOptions = { currencySymbol: config.currencySymbol, currencyPosition: config.currencyPosition, ...usageOptions };
  return (
    <Card as="section" title={title} headingLevel={headingLevel}>
      {main || extra || credit ? (
        <Amounts>
          {amounts.map(({ label, amount, fallbackSymbol }) =>
            amount ? (
              <Definition as={AmountItem} key={label} term={label}>
                {money(amount, fallbackSymbol, config.currencyPosition, locale, config.emptyPlaceholder)}
              </Definition>
            ) : null,
          )}
        </Amounts>
      ) : null}
      {items.length > 0 ? (
        <ItemList aria-label={t('gaia_kitbalance_items')}>
          {items.map((item) => {
            const progress = balanceProgress(item);
            const spoken = spokenText(balanceSpokenInputs(item, options), t);
            const standing = balanceItemStanding(item, now);
            const booster = standing !== 'expired' && showBoosterButton(item) && onBooster;
            const Icon = UNIT_ICONS[balanceIconOf(item.unitType)];
            const extraContent = itemExtra?.(item);
            return (
              <Item
                key={item.acctResCode}
                data-standing={standing}
                data-over-allowance={progress.overAllowance ? '' : undefined}
                data-extra={progress.extra ? '' : undefined}
              >
                <MeterRow>
                <UnitIcon data-unit={balanceIconOf(item.unitType)}>
                  <Icon size={20} aria-hidden="true" />
                </UnitIcon>
                <Meter
                  label={item.acctResName}
                  value={progress.percent}
                  max={100}
                  valueText={spoken}
                  unlimited={progress.unlimited}
                  overAllowance={progress.overAllowance}
                />
                </MeterRow>
                {booster || item.expDate || item.effDate || standing !== 'ok' ? (
                  <ItemFooter>
                    <Expiry>
                      {standing === 'expired' ? (
                        t('gaia_kitbalance_expired', { date: date(item.expDate) })
                      ) : (
                        <>
                          {item.effDate ? <span>{t('gaia_kitbalance_effective', { date: date(item.effDate) })}</span> : null}
                          {item.effDate && item.expDate ? ' · ' : null}
                          {item.expDate ? <span>{t('gaia_kitbalance_expires', { date: date(item.expDate) })}</span> : null}
                        </>
                      )}
                    </Expiry>
                    {standing === 'low' ? <Badge tone="warning">{t('gaia_kitbalance_low')}</Badge> : null}
                    {standing === 'expired' ? <Badge tone="neutral">{t('gaia_kitbalance_expired', { date: date(item.expDate) })}</Badge> : null}
                    {booster ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        icon={<Zap size={16} aria-hidden="true" />}
                        aria-label={t('gaia_kitbalance_booster_for', { name: item.acctResName })}
                        loading={boosterLoadingCode === item.acctResCode}
                        onClick={() => booster(item)}
                      >
                        gaia_kitbalance_booster
                      </Button>
                    ) : null}
                  </ItemFooter>
                ) : null}
                {extraContent}
              </Item>
            );
          })}
        </ItemList>
      ) : main || extra || credit ? null : (
        <Empty>{t('gaia_kitbalance_empty')}</Empty>
      )}
    </Card>
  );
}
