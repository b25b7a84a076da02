import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addressSummary, defaultAddressOf, isDefaultAddress, sortAddressBook, type DeliveryAddress } from '@gaia/domain';
import { Badge, Button, LoadFailed, RadioGroup, Spinner, useGaia } from '@gaia/ui';
import AddressEditor from './AddressEditor';
import { addressBookQuery } from './addressBookApi';
import { EditorStack } from './AddressBook.styles';
import { withServerState } from '../../layout/withServerState';

export interface AddressPickerProps {
  /** The chosen address's addrId; the book's default is offered when none is given. */
  value?: string;
  /** Called with the chosen address: picked from the book, or added here. */
  onChange(address: DeliveryAddress): void;
}

/**
 * F2.17: choose a delivery address from the signed-in customer's book, or add one in place (the
 * address editor; the added address is chosen). Needs a session: a visitor without one uses
 * AddressEditor in temporary-login mode instead.
 */
function AddressPickerContent({ value, onChange }: AddressPickerProps) {
  const { t, config } = useGaia();
  const book = useQuery(addressBookQuery);
  const [adding, setAdding] = useState(false);
  // The choice while the host does not control it (value undefined).
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const addresses = sortAddressBook(book.data ?? []);
  const fallback = defaultAddressOf(addresses);

  // With nothing chosen yet, the default address is the choice: reported once per default, so the
  // host knows it (a host that re-creates onChange on every render is not called again and again).
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (value !== undefined || chosen !== undefined || !fallback || reported.current === fallback.addrId) return;
    reported.current = fallback.addrId;
    onChange(fallback);
  }, [value, chosen, fallback, onChange]);

  if (book.isPending) return <Spinner delay={config.spinnerDelayMs} label="gaia_address_book_loading" />;
  if (book.isError) return <LoadFailed onRetry={() => void book.refetch()} />;
  return (
    <EditorStack>
      {addresses.length > 0 ? (
        <RadioGroup
          label="gaia_address_picker_label"
          value={value ?? chosen ?? fallback?.addrId ?? null}
          onChange={(addrId) => {
            const picked = addresses.find((address) => address.addrId === addrId);
            if (!picked) return;
            setChosen(addrId);
            onChange(picked);
          }}
          options={addresses.map((address) => {
            const summary = addressSummary(address);
            return {
              value: address.addrId ?? '',
              label: summary.receiver,
              hint: [summary.numbers, summary.place, summary.street].filter(Boolean).join(' · '),
              ...(isDefaultAddress(address) ? { adornment: <Badge tone="success">{t('gaia_address_book_default_badge')}</Badge> } : {}),
            };
          })}
        />
      ) : (
        <p>{t('gaia_address_picker_none')}</p>
      )}
      {adding || addresses.length === 0 ? (
        <AddressEditor
          onSaved={(saved) => {
            setAdding(false);
            setChosen(saved.addrId);
            onChange(saved);
          }}
          {...(addresses.length > 0 ? { onCancel: () => setAdding(false) } : {})}
          headingLevel={3}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('gaia_address_picker_add')}
          </Button>
        </div>
      )}
    </EditorStack>
  );
}

/** AddressPicker inside the portal's server-state cache (see withServerState). */
export default withServerState(AddressPickerContent);
