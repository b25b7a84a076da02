import { useId, type ReactNode } from 'react';
import { formatLocalMoney } from '@gaia/domain';
import { useGaia } from '../provider/GaiaContext';
import { Heading, Note, Rows, Section } from './CartSummary.styles';
import { Definition } from '../internal/Definition';

/** One row of the summary: a label (message key) and an amount. */
export interface CartSummaryRow {
  /** Message key or text of the label. */
  label: string;
  /** Values of the label's placeholders. */
  values?: Readonly<Record<string, string | number>>;
  amount: number;
}

export interface CartSummaryProps {
  /** Units in the cart (or selected). */
  totalQuantity: number;
  /** The total, VAT included (the server's). */
  totalAmount: number;
  /** @default '$' */
  currencySymbol?: string;
  /** Rows between the units and the total (before tax, VAT … at checkout). */
  rows?: readonly CartSummaryRow[];
  /** The total's label. @default 'gaia_cart_summary_total' */
  totalLabel?: string;
  /** The heading. @default 'gaia_cart_summary_title' */
  title?: string;
  /** A note under the total (message key). */
  note?: string;
  /** The action (go to checkout, place order). */
  action?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * F4.3, F4.4: the cart's summary — units, optional rows (total before tax, VAT), the total, a note and
 * the next action. Amounts are the server's; the kit only formats them in the user's locale.
 */
export function CartSummary({ totalQuantity, totalAmount, currencySymbol = '$', rows = [], totalLabel = 'gaia_cart_summary_total', title = 'gaia_cart_summary_title', note, action, headingLevel = 2 }: CartSummaryProps) {
  const { t, locale } = useGaia();
  const headingId = useId();
  const money = (amount: number) => formatLocalMoney(amount, { locale, symbol: currencySymbol });
  return (
    <Section aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {t(title)}
      </Heading>
      <Rows>
        <Definition term="gaia_cart_summary_items">{totalQuantity}</Definition>
        {rows.map((row) => (
          <Definition key={row.label} term={row.label} values={row.values}>
            {money(row.amount)}
          </Definition>
        ))}
        <Definition data-total="" term={totalLabel}>
          {money(totalAmount)}
        </Definition>
      </Rows>
      {note ? <Note>{t(note)}</Note> : null}
      {action}
    </Section>
  );
}
