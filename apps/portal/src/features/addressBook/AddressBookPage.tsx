import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ADDRESS_MAP_PATH, addressBookActionOutcome, asDefaultAddress, sortAddressBook, type DeliveryAddress } from '@gaia/domain';
import { Button, EmptyState, LoadFailed, Spinner, useGaia, useToast } from '@gaia/ui';
import { AddressList } from './AddressList';
import { LazyAddressEditor, preloadAddressEditor } from './lazyAddressEditor';
import { LazyConfirmDialog, preloadConfirmDialog } from './lazyConfirmDialog';
import { addressBookApi, addressBookQuery, refreshAddressBook } from './addressBookApi';
import { Header, Intro, Page, Title } from './AddressBook.styles';

/** What the page shows: the book, or the editor for a new or an existing address. */
type View = { kind: 'book' } | { kind: 'add' } | { kind: 'edit'; address: DeliveryAddress };

/**
 * The address book at /addresses (F2.17): the web address screen of the signed-in customer — the
 * saved addresses with the default badge, set default, edit, delete with confirmation, and add.
 * The editor opens in place; the map-search toggle leads to the map page in address mode. The editor
 * and the delete confirmation load on demand, when their buttons are pointed at, focused or pressed.
 */
export default function AddressBookPage() {
  const { t, config } = useGaia();
  const toast = useToast();
  const navigate = useNavigate();
  const book = useQuery(addressBookQuery);
  const [view, setView] = useState<View>({ kind: 'book' });
  const [deleting, setDeleting] = useState<DeliveryAddress | undefined>(undefined);
  const [busyId, setBusyId] = useState<string | undefined>(undefined);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Each view starts at its heading, so screen readers know where they are (the editor focuses its form title).
  useEffect(() => {
    if (view.kind === 'book') titleRef.current?.focus();
  }, [view]);

  const makeDefault = async (address: DeliveryAddress) => {
    setBusyId(address.addrId);
    const answer = await addressBookApi.save(asDefaultAddress(address), 'edit').catch(() => null);
    const outcome = addressBookActionOutcome(answer);
    setBusyId(undefined);
    if (!outcome.ok) return toast.show({ tone: 'error', message: outcome.message ?? outcome.fallbackKey });
    await refreshAddressBook();
    toast.show({ tone: 'success', message: 'gaia_address_book_default_set' });
  };

  const remove = async () => {
    if (!deleting?.addrId) return;
    const outcome = addressBookActionOutcome(await addressBookApi.remove(deleting.addrId).catch(() => null));
    // The dialog stays open with the message, the address stays in the book.
    if (!outcome.ok) throw new Error(outcome.message ?? t(outcome.fallbackKey));
    await refreshAddressBook();
    toast.show({ tone: 'success', message: 'gaia_address_book_deleted' });
  };

  const addresses = sortAddressBook(book.data ?? []);
  return (
    <Page>
      <Header>
        <Title ref={titleRef} tabIndex={-1}>
          {t('gaia_address_book_title')}
        </Title>
        {view.kind === 'book' && addresses.length > 0 ? (
          <Button onClick={() => setView({ kind: 'add' })} onPointerEnter={preloadAddressEditor} onFocus={preloadAddressEditor}>
            {t('gaia_address_book_add')}
          </Button>
        ) : null}
      </Header>
      <Intro>{t('gaia_address_book_intro')}</Intro>
      {view.kind !== 'book' ? (
        <LazyAddressEditor
          {...(view.kind === 'edit' ? { address: view.address } : {})}
          onSaved={() => setView({ kind: 'book' })}
          onCancel={() => setView({ kind: 'book' })}
          onSearchMap={() => navigate(ADDRESS_MAP_PATH)}
          autoFocusTitle
        />
      ) : book.isPending ? (
        <Spinner delay={config.spinnerDelayMs} label="gaia_address_book_loading" />
      ) : book.isError ? (
        <LoadFailed onRetry={() => void book.refetch()} />
      ) : addresses.length === 0 ? (
        <EmptyState
          title="gaia_address_book_empty_title"
          description="gaia_address_book_empty_body"
          action={
            <Button onClick={() => setView({ kind: 'add' })} onPointerEnter={preloadAddressEditor} onFocus={preloadAddressEditor}>
              {t('gaia_address_book_add')}
            </Button>
          }
        />
      ) : (
        <AddressList
          addresses={addresses}
          {...(busyId ? { busyId } : {})}
          onEdit={(address) => setView({ kind: 'edit', address })}
          onDelete={setDeleting}
          onMakeDefault={(address) => void makeDefault(address)}
          onEditIntent={preloadAddressEditor}
          onDeleteIntent={preloadConfirmDialog}
        />
      )}
      <LazyConfirmDialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        onConfirm={remove}
        title="gaia_address_book_delete_title"
        message={t('gaia_address_book_delete_body', { name: deleting?.contactName ?? '' })}
        confirmLabel="gaia_address_book_confirm_delete"
        cancelLabel="gaia_address_book_cancel"
        danger
      />
    </Page>
  );
}
