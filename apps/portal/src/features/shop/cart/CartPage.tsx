import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button, CartLine, CartSummary, Checkbox, EmptyState, LoadFailed, Spinner, useGaia, useToast } from '@gaia/ui';
import { ShopRoute, purchasableLines, signInHrefReturningTo } from '@gaia/domain';
import { mergeNotesKey, type MergeNotes as Notes } from './cartApi';
import { useCartSync } from './useCartSync';
import { useCartLines } from './useCartLines';
import { MergeNotes } from './MergeNotes';
import { keepMergeNotes, keptMergeNotes } from './mergeNotesStore';
import { Columns, Lines, Notice, Page, Title, Toolbar } from './Cart.styles';

/**
 * The cart at /shop/cart (F4.3): its lines with a quantity stepper (within stock, at most 10), remove
 * and batch remove of selected lines, the summary and checkout. A visitor's cart is kept in this
 * browser and merged into the account's at sign-in, with a note for each merged line that changed.
 */
export default function CartPage() {
  const { t, config } = useGaia();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const syncing = useCartSync();
  const lines = useCartLines(syncing);
  const notes = useQuery<Notes>({ queryKey: mergeNotesKey, queryFn: keptMergeNotes, staleTime: Infinity }).data ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const items = lines.cart?.cartItemList ?? [];
  const chosen = items.filter((line) => selected.has(line.cartItemId));
  const purchasable = purchasableLines(items);

  const removed = async (ids: readonly string[]) => {
    if (await lines.remove(ids)) {
      setSelected((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
      toast.show({ tone: 'success', message: t('gaia_cart_removed') });
      // The removed line's controls are gone: focus goes back to the page's heading.
      heading.current?.focus();
    }
  };

  const dismissNotes = () => {
    keepMergeNotes([]);
    queryClient.removeQueries({ queryKey: mergeNotesKey });
    heading.current?.focus();
  };

  let body;
  if (lines.loading) body = <Spinner delay={config.spinnerDelayMs} label="gaia_cart_title" />;
  else if (lines.failed) body = <LoadFailed message="gaia_cart_load_failed" onRetry={lines.retry} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title="gaia_cart_empty_title"
        description="gaia_cart_empty_text"
        headingLevel={2}
        action={
          <Button onClick={() => void navigate(ShopRoute.home)}>{t('gaia_cart_browse')}</Button>
        }
      />
    );
  else
    body = (
      <Columns>
        <section aria-label={t('gaia_cart_list_label')}>
          <Toolbar>
            <Checkbox
              label={t('gaia_cart_select_all')}
              checked={chosen.length === items.length}
              indeterminate={chosen.length > 0 && chosen.length < items.length}
              onChange={(checked) => setSelected(checked ? new Set(items.map((line) => line.cartItemId)) : new Set())}
            />
            <Button variant="secondary" disabled={chosen.length === 0} onClick={() => void removed(chosen.map((line) => line.cartItemId))}>
              {t('gaia_cart_remove_selected', { count: chosen.length })}
            </Button>
          </Toolbar>
          <Lines aria-label={t('gaia_cart_list_label')}>
            {items.map((line) => (
              <CartLine
                key={line.cartItemId}
                line={line}
                headingLevel={2}
                currencySymbol={lines.cart?.currencySymbol}
                selected={selected.has(line.cartItemId)}
                onSelectedChange={(on) =>
                  setSelected((previous) => {
                    const next = new Set(previous);
                    if (on) next.add(line.cartItemId);
                    else next.delete(line.cartItemId);
                    return next;
                  })
                }
                onQuantityChange={(quantity) => void lines.setQuantity(line.cartItemId, quantity)}
                onRemove={() => void removed([line.cartItemId])}
                busy={lines.busy.has(line.cartItemId)}
                error={lines.errors[line.cartItemId]}
              />
            ))}
          </Lines>
        </section>
        <CartSummary
          totalQuantity={lines.cart?.totalQuantity ?? 0}
          totalAmount={lines.cart?.totalAmount ?? 0}
          currencySymbol={lines.cart?.currencySymbol}
          note="gaia_cart_summary_note"
          action={
            lines.signedIn ? (
              <Button fullWidth disabled={purchasable.length === 0} onClick={() => void navigate(ShopRoute.checkout)}>
                {t('gaia_cart_checkout')}
              </Button>
            ) : (
              <Button fullWidth onClick={() => void navigate(signInHrefReturningTo(ShopRoute.checkout))}>
                {t('gaia_cart_sign_in_to_checkout')}
              </Button>
            )
          }
        />
      </Columns>
    );

  return (
    <Page>
      <Title ref={heading} tabIndex={-1}>
        {t('gaia_cart_title')}
      </Title>
      {lines.signedIn ? null : (
        <Notice role="note">
          <p>{t('gaia_cart_anonymous_note')}</p>
        </Notice>
      )}
      {notes.length > 0 ? <MergeNotes notes={notes} onDismiss={dismissNotes} /> : null}
      {body}
      {lines.signedIn || items.length === 0 ? null : (
        <p>
          <Link to={ShopRoute.home}>{t('gaia_cart_browse')}</Link>
        </p>
      )}
    </Page>
  );
}
