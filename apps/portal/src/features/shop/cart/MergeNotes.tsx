import { useRef, useEffect } from 'react';
import { Button, useGaia } from '@gaia/ui';
import { formatLocalMoney, mergeNoteKey } from '@gaia/domain';
import type { MergeNotes as Notes } from './cartApi';
import { Notice } from './Cart.styles';

/**
 * F4.3: after the sync at sign-in, a clear note for each merged line that changed — its price now,
 * the stock or the per-line limit that cut its quantity, or that it is no longer sold. Focus moves
 * to the note so it is read first; Dismiss puts focus back on the page heading.
 */
export function MergeNotes({ notes, onDismiss }: { notes: Notes; onDismiss: () => void }) {
  const { t, locale } = useGaia();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const money = (amount: number | undefined) => formatLocalMoney(amount, { locale, symbol: '$' });
  return (
    <Notice role="region" aria-labelledby="cart-merge-notes">
      <h2 id="cart-merge-notes" ref={heading} tabIndex={-1}>
        {t('gaia_cart_merged_title')}
      </h2>
      <p>{t('gaia_cart_merged_text')}</p>
      <ul>
        {notes.map((note) => (
          <li key={`${note.skuId}-${note.change}`}>
            {t(mergeNoteKey(note), { name: note.name, price: money(note.price), seen: money(note.seenPrice), quantity: note.quantity, requested: note.requestedQuantity })}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDismiss}>
        {t('gaia_cart_dismiss')}
      </Button>
    </Notice>
  );
}
