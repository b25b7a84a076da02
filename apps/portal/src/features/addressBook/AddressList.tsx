import { addressSummary, isDefaultAddress, type DeliveryAddress } from '@gaia/domain';
import { Badge, Button, useT } from '@gaia/ui';
import { Actions, Entry, EntryHeading, Lines, List, Muted } from './AddressBook.styles';

export interface AddressListProps {
  /** The book, the default first. */
  addresses: readonly DeliveryAddress[];
  /** The address whose action is running (its buttons wait). */
  busyId?: string;
  onEdit(address: DeliveryAddress): void;
  onDelete(address: DeliveryAddress): void;
  onMakeDefault(address: DeliveryAddress): void;
  /** Called when an Edit button is pointed at or focused: the editor is likely to open next. */
  onEditIntent?(): void;
  /** Called when a Delete button is pointed at or focused: the confirmation is likely to open next. */
  onDeleteIntent?(): void;
}

/** F2.17: the saved addresses, each with its default badge and its actions (set default, edit, delete). */
export function AddressList({ addresses, busyId, onEdit, onDelete, onMakeDefault, onEditIntent, onDeleteIntent }: AddressListProps) {
  const t = useT();
  // Edit and Delete tell when they are pointed at or focused: the dialog they open starts loading.
  const entryActions = [
    { id: 'edit', variant: 'secondary', label: 'gaia_address_book_edit', namedLabel: 'gaia_address_book_edit_named', run: onEdit, intent: onEditIntent },
    { id: 'delete', variant: 'ghost', label: 'gaia_address_book_delete', namedLabel: 'gaia_address_book_delete_named', run: onDelete, intent: onDeleteIntent },
  ] as const;
  return (
    <List aria-label={t('gaia_address_book_list_label')}>
      {addresses.map((address) => {
        const summary = addressSummary(address);
        const name = { name: summary.receiver };
        const busy = busyId === address.addrId;
        return (
          <Entry key={address.addrId}>
            <EntryHeading>
              {summary.receiver}
              {isDefaultAddress(address) ? <Badge tone="success">{t('gaia_address_book_default_badge')}</Badge> : null}
            </EntryHeading>
            <Lines>
              <span>{summary.numbers}</span>
              {summary.place ? <span>{summary.place}</span> : null}
              <span>{summary.street}</span>
              {summary.postCode ? <Muted>{t('gaia_address_book_postcode', { code: summary.postCode })}</Muted> : null}
              {summary.comments ? <Muted>{t('gaia_address_book_comments', { comments: summary.comments })}</Muted> : null}
            </Lines>
            <Actions>
              {isDefaultAddress(address) ? null : (
                <Button variant="secondary" loading={busy} disabled={busy} aria-label={t('gaia_address_book_set_default_named', name)} onClick={() => onMakeDefault(address)}>
                  {t('gaia_address_book_set_default')}
                </Button>
              )}
              {entryActions.map(({ id, variant, label, namedLabel, run, intent }) => (
                <Button
                  key={id}
                  variant={variant}
                  disabled={busy}
                  aria-label={t(namedLabel, name)}
                  onClick={() => run(address)}
                  onPointerEnter={intent}
                  onFocus={intent}
                >
                  {t(label)}
                </Button>
              ))}
            </Actions>
          </Entry>
        );
      })}
    </List>
  );
}
