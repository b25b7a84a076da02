import { Zap } from 'lucide-react';
import {
  accountBalances,
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
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Meter } from '../Meter/Meter';
import { useGaia } from '../provider/GaiaContext';
import { AmountItem, Amounts, Empty, Expiry, Item, ItemFooter, ItemList } from './BalanceCard.styles';

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
}

function money(amount: AccountBalanceAmount, fallbackSymbol: string, position: 'before' | 'after', locale: string): string {
  if (amount.formatBalance) return amount.formatBalance;
  return formatLocalMoney(amount.amount, { symbol: amount.currencySymbol ?? fallbackSymbol, position, locale });
}

/**
 * The balance card: the account balance, the first extra-currency balance and one meter
 * per balance item — full when unlimited, else real / gross × 100 — spoken in words ("3.2 of 10 GB
 * left"; more left than the allowance reads "80 SMS left, including 30 SMS extra"), with an
 * over-allowance note and icon when more was used than the allowance, the expiry date in the
 * interface language, and a Booster button when the item offers one.
 */
export function BalanceCard({ balance, title = 'gaia_kitbalance_title', headingLevel = 2, onBooster, boosterLoadingCode, usageOptions }: BalanceCardProps) {
  const { t, config, intlLocale: locale } = useGaia();
  const { main, extra } = accountBalances(balance);
  const items = balance?.balanceList ?? [];
  const options: UsageFormatOptions = { currencySymbol: config.currencySymbol, currencyPosition: config.currencyPosition, ...usageOptions };
  return (
    <Card as="section" title={title} headingLevel={headingLevel}>
      {main || extra ? (
        <Amounts>
          {main ? (
            <AmountItem>
              <dt>{t('gaia_kitbalance_account')}</dt>
              <dd>{money(main, config.currencySymbol, config.currencyPosition, locale)}</dd>
            </AmountItem>
          ) : null}
          {extra ? (
            <AmountItem>
              <dt>{t('gaia_kitbalance_extra')}</dt>
              <dd>{money(extra, '', config.currencyPosition, locale)}</dd>
            </AmountItem>
          ) : null}
        </Amounts>
      ) : null}
      {items.length > 0 ? (
        <ItemList aria-label={t('gaia_kitbalance_items')}>
          {items.map((item) => {
            const progress = balanceProgress(item);
            const spoken = spokenText(balanceSpokenInputs(item, options), t);
            const booster = showBoosterButton(item) && onBooster;
            return (
              <Item key={item.acctResCode} data-over-allowance={progress.overAllowance ? '' : undefined} data-extra={progress.extra ? '' : undefined}>
                <Meter
                  label={item.acctResName}
                  value={progress.percent}
                  max={100}
                  valueText={spoken}
                  unlimited={progress.unlimited}
                  overAllowance={progress.overAllowance}
                />
                {booster || item.expDate ? (
                  <ItemFooter>
                    {item.expDate ? (
                      <Expiry>{t('gaia_kitbalance_expires', { date: formatLocalDate(item.expDate, { locale, pattern: config.dateFormat, empty: config.emptyPlaceholder }) })}</Expiry>
                    ) : null}
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
              </Item>
            );
          })}
        </ItemList>
      ) : main || extra ? null : (
        <Empty>{t('gaia_kitbalance_empty')}</Empty>
      )}
    </Card>
  );
}
