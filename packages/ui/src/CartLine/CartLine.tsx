import { useId } from 'react';
import { VisuallyHidden } from '../internal/VisuallyHidden.styles';
import { Trash2 } from '../internal/icons/glyphs';
import { formatLocalMoney, lineMaxQuantity, MAX_LINE_QUANTITY, type CartLine as CartLineValue } from '@gaia/domain';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { useGaia } from '../provider/GaiaContext';
import { Stepper } from '../Stepper/Stepper';
import { Attrs, Body, Controls, Item, Name, Picture, Prices, Select, StockNote } from './CartLine.styles';
import { Definition } from '../internal/Definition';

export interface CartLineProps {
  /** The line shown (the server's price and stock). */
  line: CartLineValue;
  /** Currency symbol of the prices. @default '$' */
  currencySymbol?: string;
  /** Whether the line is selected for a batch action; no checkbox without `onSelectedChange`. */
  selected?: boolean;
  /** Reports the line's selection (batch remove). */
  onSelectedChange?: (selected: boolean) => void;
  /** Reports a new quantity, always within 1 and the line's maximum (stock, at most 10). */
  onQuantityChange: (quantity: number) => void;
  /** Reports the wish to remove the line. */
  onRemove: () => void;
  /** A change of this line is being saved: its controls wait. @default false */
  busy?: boolean;
  /** A message key (or server message) about this line, shown under its quantity. */
  error?: string;
  /** Level of the line's name heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * F4.3: one line of the cart — picture, name and attributes, unit price and line total, the quantity
 * stepper bounded by the stock and the per-line limit, the stock note, remove, and an optional
 * selection checkbox for batch removal. A sold-out line keeps its remove action only.
 */
export function CartLine({ line, currencySymbol = '$', selected = false, onSelectedChange, onQuantityChange, onRemove, busy = false, error, headingLevel = 3 }: CartLineProps) {
  const { t, locale } = useGaia();
  const nameId = useId();
  const money = (amount: number) => formatLocalMoney(amount, { locale, symbol: currencySymbol });
  const max = lineMaxQuantity(line.stock);
  const soldOut = max === 0;
  const attrs = line.attrs.map((attr) => `${attr.name}: ${attr.value}`).join(' · ');
  const stockNote = soldOut
    ? t('gaia_cart_sold_out')
    : line.stock < MAX_LINE_QUANTITY
      ? t('gaia_cart_stock_left', { count: line.stock })
      : t('gaia_cart_limit_note', { max: MAX_LINE_QUANTITY });
  return (
    <Item aria-labelledby={nameId} aria-busy={busy || undefined}>
      {/* The selection's name is for assistive technology: the line's own name is beside it. */}
      <Select>
        {onSelectedChange ? (
          <Checkbox label={<VisuallyHidden>{t('gaia_cart_select_line', { name: line.name })}</VisuallyHidden>} checked={selected} onChange={(checked) => onSelectedChange(checked)} disabled={busy} />
        ) : null}
      </Select>
      {line.image ? <Picture src={line.image} alt="" width={72} height={72} loading="lazy" decoding="async" /> : <span />}
      <Body>
        <Name as={`h${headingLevel}`} id={nameId}>
          {line.name}
        </Name>
        {attrs ? <Attrs>{attrs}</Attrs> : null}
        <Prices>
          <Definition term="gaia_cart_unit_price">{money(line.price)}</Definition>
          <Definition term="gaia_cart_line_total">
            {money(Math.round(line.price * 100 * line.quantity) / 100)}
          </Definition>
        </Prices>
        <Controls>
          {soldOut ? null : (
            <Stepper
              label={t('gaia_cart_quantity', { name: line.name })}
              min={1}
              max={max}
              value={Math.min(line.quantity, max)}
              onChange={(quantity) => {
                if (quantity !== line.quantity) onQuantityChange(quantity);
              }}
              showRange={false}
              disabled={busy}
              error={error}
            />
          )}
          <Button variant="secondary" icon={<Trash2 aria-hidden />} onClick={onRemove} disabled={busy} aria-label={t('gaia_cart_remove_line', { name: line.name })}>
            {t('gaia_cart_remove')}
          </Button>
        </Controls>
        <StockNote $soldOut={soldOut}>{stockNote}</StockNote>
        {soldOut && error ? <StockNote $soldOut>{t(error)}</StockNote> : null}
      </Body>
    </Item>
  );
}
