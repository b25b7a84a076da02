import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT, useToast } from '@gaia/ui';
import { addAnonymousLine, cartKeys, type Cart, type CartSkuAttr, type ShopSku } from '@gaia/domain';
import { isApiError } from '@gaia/domain/api';
import { cartApi } from './cartApi';
import { currentAnonymousCart, setAnonymousCart } from './anonymousCartStore';
import { hasSession } from './signedIn';

/** What the catalogue gives to add a SKU: the SKU as shown, its attributes named, and how many. */
export interface AddToCartInput {
  sku: Pick<ShopSku, 'skuId' | 'productId' | 'name' | 'image' | 'price' | 'stock'>;
  /** The SKU's attributes as shown ("Colour: Midnight"). */
  attrs?: CartSkuAttr[];
  /** @default 1 */
  quantity?: number;
}

/** The outcome of an add: added, or refused with the message shown. */
export type AddToCartResult = { ok: true } | { ok: false; message: string };

/**
 * F4.3: adds a SKU to the cart — the account's when signed in (the server checks stock and the
 * per-line limit), else the anonymous cart in this browser (the same rules, the stock shown). The
 * outcome is also shown as a toast. Exported for the catalogue's product pages.
 */
export function useAddToCart() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async ({ sku, attrs = [], quantity = 1 }: AddToCartInput): Promise<AddToCartResult> => {
      const refuse = (message: string): AddToCartResult => {
        toast.show({ tone: 'error', message });
        return { ok: false, message };
      };
      if (!hasSession()) {
        const change = addAnonymousLine(currentAnonymousCart(), { skuId: sku.skuId, productId: sku.productId, name: sku.name, image: sku.image, attrs, price: sku.price, quantity, stock: sku.stock });
        if (!change.ok) return refuse(t(change.messageKey));
        setAnonymousCart(change.lines);
        toast.show({ tone: 'success', message: t('gaia_cart_added') });
        return { ok: true };
      }
      setPending(true);
      try {
        const cart = await cartApi.add(sku.skuId, quantity);
        queryClient.setQueryData<Cart>(cartKeys.lists(), cart);
        queryClient.setQueryData(cartKeys.count(), { count: cart.totalQuantity });
        toast.show({ tone: 'success', message: t('gaia_cart_added') });
        return { ok: true };
      } catch (error) {
        // Transport failures are shown by the error catalogue; refusals (stock, limit) here.
        const message = isApiError(error) && error.kind === 'business' ? error.resultMsg || t('gaia_cart_stock_limited') : undefined;
        return message ? refuse(message) : { ok: false, message: '' };
      } finally {
        setPending(false);
      }
    },
    [queryClient, t, toast],
  );

  return { add, pending };
}
