import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addressFormMode,
  applyPostCodeLookup,
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
  defaultAddress?: DeliveryAddress | null;
  pickedAddress?: Partial<DeliveryAddressValues>;
  validate?: boolean;
  lookupPostCode?: (postCode: string) => Promise<PostCodeLookupResult>;
  onSave: (address: DeliveryAddress, mode: AddressFormMode) => Promise<AddressSaveOutcome>;
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

  const errors = useMemo<DeliveryAddressErrors>(() => {
    const found = validateDeliveryAddress(values, config, { validate: Boolean(validate) });
    return lookupError && !found.postCode ? { ...found, postCode: lookupError } : found;
  }, [values, config, validate, lookupError]);

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
