import { useId, useMemo, useState } from 'react';
import { filterStdAddresses, type GeoStdAddress } from '@gaia/domain/stores';
import { LoadFailed, Skeleton, TextField, useT } from '@gaia/ui';
import { AddressButton, AddressItems, ListSection, ListTitle, NoMatch } from './MapPage.styles';

export interface AddressListProps {
  /** The street addresses, undefined while they load. */
  addresses: readonly GeoStdAddress[] | undefined;
  /** The list could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  /** The chosen address's id, marked as pressed. */
  chosenId?: string;
  /** Picks an address exactly as a click on its point would. */
  onPick: (address: GeoStdAddress) => void;
}

/**
 * The map's keyboard and screen-reader alternative (issue 17 item 1): a search box over the
 * standard addresses and a list of buttons; picking one does what a click on the map does.
 */
export function AddressList({ addresses, failed, onRetry, chosenId, onPick }: AddressListProps) {
  const t = useT();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterStdAddresses(addresses ?? [], search), [addresses, search]);

  return (
    <ListSection aria-labelledby={headingId}>
      <ListTitle id={headingId}>{t('gaia_map_list_heading')}</ListTitle>
      <TextField
        label="gaia_map_search_label"
        type="search"
        value={search}
        maxLength={150}
        onChange={setSearch}
      />
      {failed ? (
        <LoadFailed message="gaia_map_list_failed" retryLabel="gaia_map_retry" onRetry={onRetry} />
      ) : !addresses ? (
        <Skeleton lines={3} />
      ) : shown.length === 0 ? (
        <NoMatch role="status">{t('gaia_map_list_empty')}</NoMatch>
      ) : (
        <AddressItems>
          {shown.map((address) => (
            <li key={address.stdAddrId}>
              <AddressButton
                type="button"
                aria-pressed={address.stdAddrId === chosenId}
                onClick={() => onPick(address)}
              >
                {address.stdAddr}
              </AddressButton>
            </li>
          ))}
        </AddressItems>
      )}
    </ListSection>
  );
}
