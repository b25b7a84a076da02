import { formatLocalMoney } from '../../kernel/format/intl';
import { SHOP_CURRENCY, type ProductSummary } from './catalogueModel';

/** How a shop price is written: the kernel's money format, the catalogue's symbol before the amount. */
export function formatShopPrice(amount: number, locale = 'en', decimals = 2): string {
  return formatLocalMoney(amount, { locale, symbol: SHOP_CURRENCY.symbol, position: 'before', decimals });
}

/** A list price: one amount when every SKU costs the same, else "from" the lowest (caller's message). */
export function productPriceParts(product: Pick<ProductSummary, 'priceFrom' | 'priceTo'>): { amount: number; from: boolean } {
  return { amount: product.priceFrom, from: product.priceTo > product.priceFrom };
}
