import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileCompletionKeys, saveDeliveryAddress, splitAreaAndDetail, type DeliveryAddress, type DeliveryAddressConfig } from '@gaia/domain';
import { AddressForm, Button, LoadFailed, Spinner, useT, useToast } from '@gaia/ui';
import { profileApi } from '../completion/profileApi';
import { readProfileApi } from './myDetailsApi';
import { AddressItem, AddressList, AddressText, DefaultTag, Section, SectionHeader, SectionTitle } from './myDetails.styles';

/**
 * My details uses the simple address mode: the standard-address chooser (levels or map) belongs to
 * the delivery flows; here the person types the detail (spec 02 §3 "address mode (D detailed, default)").
 */
const ADDRESS_CONFIG: DeliveryAddressConfig = { addressMode: 'S' };

/** What the editor holds: nothing, a new address, or the address being edited. */
type Editing = { mode: 'none' } | { mode: 'add' } | { mode: 'edit'; address: DeliveryAddress };

/** The delivery addresses: list, add, edit (kit AddressForm), delete. */
export function AddressesSection() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const addresses = useQuery({ queryKey: profileCompletionKeys.addresses(), queryFn: () => readProfileApi.addresses() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileCompletionKeys.addresses() });

  const remove = async (address: DeliveryAddress) => {
    if (!address.addrId) return;
    try {
      await profileApi.deleteAddress(address.addrId);
    } catch {
      // The failure reached the error catalogue (a toast); the list stays as it was.
      return;
    }
    await refresh();
    toast.show({ tone: 'success', message: 'gaia_mydetails_address_deleted' });
  };

  const list = addresses.data?.addressList ?? [];
  return (
    <Section aria-labelledby="mydetails-addresses">
      <SectionHeader>
        <SectionTitle id="mydetails-addresses">{t('gaia_mydetails_addresses')}</SectionTitle>
        {editing.mode === 'none' ? (
          <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>{t('gaia_mydetails_add_address')}</Button>
        ) : null}
      </SectionHeader>
      {editing.mode !== 'none' ? (
        <>
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.addrId : 'new'}
            config={ADDRESS_CONFIG}
            defaultAddress={editing.mode === 'edit' ? editing.address : null}
            onSave={(address, mode) => saveDeliveryAddress(profileApi.saveAddress, address, mode)}
            onSaved={(_address, toastKey) => {
              void refresh();
              toast.show({ tone: 'success', message: toastKey });
              setEditing({ mode: 'none' });
            }}
          />
          <div>
            <Button variant="secondary" onClick={() => setEditing({ mode: 'none' })}>{t('gaia_mydetails_cancel')}</Button>
          </div>
        </>
      ) : addresses.isError ? (
        <LoadFailed onRetry={() => void addresses.refetch()} />
      ) : addresses.isPending ? (
        <Spinner label="gaia_mydetails_loading" />
      ) : list.length === 0 ? (
        <p>{t('gaia_mydetails_no_addresses')}</p>
      ) : (
        <AddressList>
          {list.map((address) => (
            <AddressItem key={address.addrId}>
              <AddressText>
                {address.isDefault === 1 ? <DefaultTag>{t('gaia_mydetails_default_badge')}</DefaultTag> : null}
                <strong>{address.contactName}</strong>
                <span>{address.contactMobile}</span>
                <span>{[splitAreaAndDetail(address.addrDetail).area, splitAreaAndDetail(address.addrDetail).detail].filter(Boolean).join(', ')}</span>
              </AddressText>
              <Button variant="secondary" size="sm" aria-label={t('gaia_mydetails_edit_address', { name: address.contactName })} onClick={() => setEditing({ mode: 'edit', address })}>
                {t('gaia_mydetails_edit')}
              </Button>
              <Button variant="secondary" size="sm" aria-label={t('gaia_mydetails_delete_address', { name: address.contactName })} onClick={() => void remove(address)}>
                {t('gaia_mydetails_delete')}
              </Button>
            </AddressItem>
          ))}
        </AddressList>
      )}
    </Section>
  );
}
