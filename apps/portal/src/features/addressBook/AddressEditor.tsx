import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  canToggleMapSearch,
  lookUpPostCode,
  saveDeliveryAddress,
  tempLoginAddress,
  type AddressFormMode,
  type AddressSaveOutcome,
  type DeliveryAddress,
  type DeliveryAddressConfig,
  type DeliveryAddressValues,
} from '@gaia/domain';
import { AddressForm, Button, SegmentedControl, Spinner, useGaia, useToast } from '@gaia/ui';
import { addressBookApi, addressConfigQuery, refreshAddressBook } from './addressBookApi';
import { EditorActions, EditorStack } from './AddressBook.styles';
import { useWebMode } from './usePhoneLayout';
import { withServerState } from '../../layout/withServerState';

export interface AddressEditorProps {
  /** The address to edit; without it a new address is added. */
  address?: DeliveryAddress;
  /** Called once the address is saved, with the address as saved (the server's copy, or in temporary-login mode the address to carry). */
  onSaved(address: DeliveryAddress): void;
  /** Shows a Cancel button that calls it. */
  onCancel?(): void;
  /** An address picked on the map page (query mapAddr): fills the fields the person has not edited. */
  picked?: Partial<DeliveryAddressValues>;
  /**
   * Temporary-login mode (spec 02 §2): the default-address switch is hidden and nothing is written
   * to the book — the address is handed to `onSaved` to go with the new-connection order.
   */
  tempLogin?: boolean;
  /**
   * Opens the map search. With it, and the map enabled (showGoogleMap) in web mode, the editor offers
   * the map-search toggle (spec 02 §2); hosts that must not be left (a flow in progress) leave it out.
   */
  onSearchMap?(): void;
  /** The form title's heading level: 1 when the editor is the page itself. @default 2 */
  headingLevel?: 1 | 2 | 3;
  /** Moves focus to the form's title once the form is shown (a new page or a new view). @default false */
  autoFocusTitle?: boolean;
}

const MANUAL = 'manual';
const NO_CONFIG: DeliveryAddressConfig = {};
const MAP = 'map';

/**
 * F2.17: the delivery address form as a piece any screen embeds — the kit AddressForm with the
 * configured fields and flags, the postal-code lookup and the add / edit calls. Success toasts say
 * added or edited; a failure keeps every entry and shows the server's message, or 'Failed'.
 */
function AddressEditorContent({ address, onSaved, onCancel, picked, tempLogin = false, onSearchMap, headingLevel = 2, autoFocusTitle = false }: AddressEditorProps) {
  const { t, config: portalConfig } = useGaia();
  const toast = useToast();
  const webMode = useWebMode();
  const stackRef = useRef<HTMLDivElement>(null);
  const configQuery = useQuery(addressConfigQuery);
  // Unreadable configuration: the domain's defaults (detailed mode, no postal code) still make a working form.
  const config = configQuery.data ?? NO_CONFIG;
  const mapToggle = Boolean(onSearchMap) && canToggleMapSearch({ webMode, config });

  const lookupPostCode = useCallback((postCode: string) => lookUpPostCode(addressBookApi.lookupPostCode, postCode), []);

  const onSave = useCallback(
    async (draft: DeliveryAddress, mode: AddressFormMode): Promise<AddressSaveOutcome> => {
      // The buy-SIM flow's visitor has no book: the address travels with the order instead.
      const outcome: AddressSaveOutcome = tempLogin
        ? { ok: true, address: tempLoginAddress(draft), toastKey: mode === 'edit' ? 'gaia_address_edit_success' : 'gaia_address_add_success' }
        : await saveDeliveryAddress(addressBookApi.save, draft, mode);
      if (!outcome.ok) toast.show({ tone: 'error', message: outcome.message ?? outcome.fallbackKey });
      return outcome;
    },
    [tempLogin, toast],
  );

  const saved = useCallback(
    (result: DeliveryAddress, toastKey: string) => {
      toast.show({ tone: 'success', message: toastKey });
      if (!tempLogin) void refreshAddressBook();
      onSaved(result);
    },
    [onSaved, tempLogin, toast],
  );

  const ready = !configQuery.isPending;
  useEffect(() => {
    if (ready && autoFocusTitle) stackRef.current?.querySelector<HTMLElement>(`h${headingLevel}`)?.focus();
  }, [ready, autoFocusTitle, headingLevel]);

  // The form waits for its configuration: fields appearing later would move under the person's hands.
  if (configQuery.isPending) return <Spinner delay={portalConfig.spinnerDelayMs} label="gaia_address_book_loading" />;
  return (
    <EditorStack ref={stackRef}>
      {mapToggle ? (
        <SegmentedControl
          label="gaia_address_entry_method"
          options={[
            { value: MANUAL, label: 'gaia_address_entry_manual' },
            { value: MAP, label: 'gaia_address_entry_map' },
          ]}
          value={MANUAL}
          onChange={(value) => {
            if (value === MAP) onSearchMap?.();
          }}
        />
      ) : null}
      <AddressForm
        // Another address is another form: its entries start from that address.
        key={address?.addrId ?? 'new'}
        config={config}
        defaultAddress={address ?? null}
        {...(picked ? { pickedAddress: picked } : {})}
        lookupPostCode={lookupPostCode}
        onSave={onSave}
        onSaved={saved}
        tempLogin={tempLogin}
        headingLevel={headingLevel}
      />
      {onCancel ? (
        <EditorActions>
          <Button variant="secondary" onClick={onCancel}>
            {t('gaia_address_book_cancel')}
          </Button>
        </EditorActions>
      ) : null}
    </EditorStack>
  );
}

/** AddressEditor inside the portal's server-state cache (see withServerState). */
export default withServerState(AddressEditorContent);
