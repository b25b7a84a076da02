import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addressFormMode,
  applyPostCodeLookup,
  deliveryAddressPatternsOf,
  failedAddressSave,
  isAddressSaveDisabled,
  mergePickedAddress,
  postCodeNotFound,
  shouldLookUpPostCode,
  toDeliveryAddressPayload,
  toDeliveryAddressValues,
  validateDeliveryAddress,
  type AddressFormMode,
  type AddressSaveOutcome,
  type DeliveryAddress,
  type DeliveryAddressConfig,
  type DeliveryAddressErrors,
  type DeliveryAddressValues,
  type PostCodeLookupResult,
} from '@gaia/domain';

export type AddressFieldName = keyof DeliveryAddressErrors;

export interface UseAddressFormOptions {
  config: DeliveryAddressConfig;
  /** The address being edited; without it the form adds a new one (and says so in its title). */
  defaultAddress?: DeliveryAddress | null;
  /** An address picked on a map (or elsewhere); merged in without overwriting fields the person edited. */
  pickedAddress?: Partial<DeliveryAddressValues>;
  /** Checks the receiver name pattern in every mode (otherwise only in stdAddrMode 2). @default false */
  validate?: boolean;
  /**
   * Looks the postal code up once it has its digit count, resolving with the domain result (a
   * standard address found, or the error key). The host calls the server, e.g. with
   * `lookUpPostCode(send, postCode)` of @gaia/domain; a rejection counts as no address found.
   */
  lookupPostCode?: (postCode: string) => Promise<PostCodeLookupResult>;
  /**
   * Saves the address (add or edit), resolving with the domain outcome: the saved address and its
   * success message key, or the server's message / fallback key. The host calls the server, e.g.
   * with `saveDeliveryAddress(send, address, mode)` of @gaia/domain; a rejection is a failed save.
   */
  onSave: (address: DeliveryAddress, mode: AddressFormMode) => Promise<AddressSaveOutcome>;
  /** Called after a successful save with the saved address and the success message key. */
  onSaved?: (address: DeliveryAddress, toastKey: string) => void;
}

// F2.17
/** The address form's state; every rule comes from @gaia/domain. */
export function useAddressForm({ config, defaultAddress, pickedAddress, validate, lookupPostCode, onSave, onSaved }: UseAddressFormOptions) {
  const mode = addressFormMode(defaultAddress);
  const [values, setValues] = useState<DeliveryAddressValues>(() => toDeliveryAddressValues(defaultAddress));
  const edited = useRef(new Set<string>());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [lookupError, setLookupError] = useState<string | undefined>(undefined);
  const [lookingUp, setLookingUp] = useState(false);
  const lastLookedUp = useRef<string | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>(undefined);
  const [savedKey, setSavedKey] = useState<string | undefined>(undefined);

  // A map pick never overwrites what the person already edited.
  useEffect(() => {
    if (pickedAddress) setValues((current) => mergePickedAddress(current, pickedAddress, edited.current));
  }, [pickedAddress]);

  // Compiled once per configuration, not on every keystroke.
  const patterns = useMemo(() => deliveryAddressPatternsOf(config), [config]);
  const errors = useMemo<DeliveryAddressErrors>(() => {
    const found = validateDeliveryAddress(values, config, patterns, { validate: Boolean(validate) });
    return lookupError && !found.postCode ? { ...found, postCode: lookupError } : found;
  }, [values, config, patterns, validate, lookupError]);

  const saveDisabled = isAddressSaveDisabled({ loading, values, errors, config }) || lookingUp;

  const setField = useCallback((field: AddressFieldName, value: string | boolean) => {
    edited.current.add(field);
    setSavedKey(undefined);
    setValues((current) => {
      if (field.startsWith('extData.')) return { ...current, extData: { ...current.extData, [field.slice('extData.'.length)]: String(value) } };
      return { ...current, [field]: value };
    });
  }, []);

  const touch = useCallback((field: AddressFieldName) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const setPostCode = useCallback(
    (postCode: string) => {
      setField('postCode', postCode);
      setLookupError(undefined);
      if (!lookupPostCode || !shouldLookUpPostCode(postCode, config, lastLookedUp.current)) return;
      lastLookedUp.current = postCode;
      setLookingUp(true);
      touch('postCode');
      const finish = (result: PostCodeLookupResult) => {
        setValues((current) => (current.postCode === postCode ? applyPostCodeLookup(current, result) : current));
        setLookupError(result.found ? undefined : result.errorKey);
        setLookingUp(false);
      };
      lookupPostCode(postCode).then(finish, () => finish(postCodeNotFound()));
    },
    [config, lookupPostCode, setField, touch],
  );

  const submit = useCallback(async () => {
    if (saveDisabled) return;
    setLoading(true);
    setSaveError(undefined);
    let outcome: AddressSaveOutcome;
    try {
      outcome = await onSave(toDeliveryAddressPayload(values, config, defaultAddress?.addrId), mode);
    } catch {
      outcome = failedAddressSave();
    } finally {
      setLoading(false);
    }
    if (outcome.ok) {
      setSavedKey(outcome.toastKey);
      onSaved?.(outcome.address, outcome.toastKey);
    } else {
      setSaveError(outcome.message ?? outcome.fallbackKey);
    }
  }, [saveDisabled, onSave, values, config, defaultAddress, mode, onSaved]);

  /** The error of a field once it was left (or looked up). */
  const shownError = (field: AddressFieldName) => (touched.has(field) ? errors[field] : undefined);

  return { mode, values, errors, shownError, setField, touch, setPostCode, lookingUp, loading, saveDisabled, submit, saveError, savedKey };
}
