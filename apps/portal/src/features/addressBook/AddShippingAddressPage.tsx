import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ADDRESS_MAP_PATH,
  addressAfterSave,
  addressBackTarget,
  canToggleMapSearch,
  embeddedAddressCallback,
  isDetailedAddressMode,
  isTempLoginMode,
  readAddressPageQuery,
  type DeliveryAddress,
} from '@gaia/domain';
import { Button, useT } from '@gaia/ui';
import { appStorage } from '../../app/browserStorage';
import AddressEditor from './AddressEditor';
import { addressConfigQuery } from './addressBookApi';
import { Page } from './AddressBook.styles';
import { useWebMode } from './usePhoneLayout';
import { withServerState } from '../../layout/withServerState';

/**
 * The delivery address add/edit screen at /h5/addShippingAddress (F2.17; spec 02 §2, spec 03 §2):
 * query defaultDeliveryAddress (JSON) edits an address, mapAddr and latlng "(lat,lng)" bring the
 * map page's pick; the title says add or edit. In temporary-login mode (the tempLogin flag in
 * storage) saving replaces the route with /h5/buySimCard/delivery carrying the address, and back
 * leads there too; inside the native app the host's success callback is called; otherwise history
 * goes back — two steps after an add through the map in detailed mode, else one.
 */
function AddShippingAddressPageContent() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const webMode = useWebMode();
  // The editor waits for the configuration; until then (or without it) the defaults apply here.
  const config = useQuery(addressConfigQuery).data ?? {};
  const tempLogin = useMemo(() => isTempLoginMode(appStorage), []);
  const input = readAddressPageQuery(search, config);

  const back = () => {
    const target = addressBackTarget(tempLogin);
    if (target.kind === 'path') navigate(target.path);
    else navigate(-1);
  };

  const onSaved = (address: DeliveryAddress) => {
    const callback = embeddedAddressCallback(window as unknown as Parameters<typeof embeddedAddressCallback>[0]);
    const next = addressAfterSave({
      mode: input.mode,
      address,
      tempLogin,
      embedded: callback !== undefined,
      mapSearchShown: canToggleMapSearch({ webMode, config }),
      detailed: isDetailedAddressMode(config),
    });
    if (next.kind === 'replace') navigate(`${next.path}?${new URLSearchParams(next.query).toString()}`, { replace: true });
    else if (next.kind === 'callback') {
      // A host that cannot take the address leaves the person on the ordinary way back.
      if (!callback?.(address)) navigate(-1);
    } else navigate(-next.steps);
  };

  return (
    <Page>
      <div>
        <Button variant="ghost" onClick={back}>
          {t('gaia_address_back')}
        </Button>
      </div>
      <AddressEditor
        {...(input.editing ? { address: input.editing } : {})}
        {...(input.picked ? { picked: input.picked } : {})}
        tempLogin={tempLogin}
        headingLevel={1}
        // A new page: its heading (the form's title) takes focus.
        autoFocusTitle
        onSaved={onSaved}
        onSearchMap={() => navigate(ADDRESS_MAP_PATH)}
      />
    </Page>
  );
}

/** The page inside the portal's server-state cache: it renders outside the signed-in area. */
export default withServerState(AddShippingAddressPageContent);
