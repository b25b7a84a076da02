import { useId, useMemo, type FormEvent } from 'react';
import {
  addressFormTitleKey,
  extraFieldName,
  isDetailedAddressMode,
  isExtraFieldRequired,
  normaliseAddrDetail,
  normaliseArea,
  normaliseComments,
  normaliseContactName,
  normaliseContactNumber,
  normaliseExtraFieldValue,
  postCodeNormaliser,
  resolveAddressConfig,
  showDefaultAddressSwitch,
  ADDRESS_LIMITS,
  type AddressFormMode,
  type AddressSaveOutcome,
  type DeliveryAddress,
  type DeliveryAddressConfig,
  type DeliveryAddressValues,
  type PostCodeLookupResult,
} from '@gaia/domain';
import { Button } from '../Button/Button';
import { FormError } from '../FieldError/FieldError';
import { useT } from '../provider/GaiaContext';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { useAddressForm, type AddressFieldName } from './useAddressForm';
import { Form, Row, Status, Title } from './AddressForm.styles';

export interface AddressFormProps {
  /** Configuration flags (addressLevel, needAddrPostCode, stdAddrMode, postCodeDigit, alternate number, contactNbrReg, addressMode, extraFields). */
  config?: DeliveryAddressConfig;
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
  /** Opens the host's standard-address chooser (levels or map); shown in detailed mode when given. */
  onChooseAddress?: (context: { addressLevel?: number }) => void;
  /** Temporary-login mode hides the default-address switch. @default false */
  tempLogin?: boolean;
  /** Overrides the add / edit title: a message key or text. */
  title?: string;
  /** The title's heading level: 1 when the form is the page itself. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

const NUMERIC = { inputMode: 'numeric' as const };

/** The delivery address add / edit form: presentational, rules from @gaia/domain. */
export function AddressForm({
  config = {},
  defaultAddress,
  pickedAddress,
  validate = false,
  lookupPostCode,
  onSave,
  onSaved,
  onChooseAddress,
  tempLogin = false,
  title,
  headingLevel = 2,
}: AddressFormProps) {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const resolved = useMemo(() => resolveAddressConfig(config), [config]);
  const postCodeNormalise = useMemo(() => postCodeNormaliser(config), [config]);
  const form = useAddressForm({
    config,
    ...(defaultAddress === undefined ? {} : { defaultAddress }),
    ...(pickedAddress ? { pickedAddress } : {}),
    validate,
    ...(lookupPostCode ? { lookupPostCode } : {}),
    onSave,
    ...(onSaved ? { onSaved } : {}),
  });
  const { values } = form;
  const detailed = isDetailedAddressMode(resolved);

  const error = (field: AddressFieldName, label?: string) => {
    const key = form.shownError(field);
    return key ? t(key, label ? { label: t(label) } : undefined) : undefined;
  };
  const field = (name: AddressFieldName) => ({ onBlur: () => form.touch(name) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      {/* Focusable from script, so a host opening the form can move focus to its heading. */}
      <Title as={`h${headingLevel}`} id={titleId} tabIndex={-1}>
        {t(title ?? addressFormTitleKey(form.mode))}
      </Title>
      <TextField
        label="gaia_kitforms_address_receiver"
        name="contactName"
        autoComplete="name"
        required
        maxLength={ADDRESS_LIMITS.contactName}
        normalise={normaliseContactName}
        value={values.contactName}
        onChange={(value) => form.setField('contactName', value)}
        error={error('contactName')}
        {...field('contactName')}
      />
      <TextField
        label="gaia_kitforms_address_contact"
        name="contactMobile"
        type="tel"
        autoComplete="tel"
        {...NUMERIC}
        required
        normalise={normaliseContactNumber}
        value={values.contactMobile}
        onChange={(value) => form.setField('contactMobile', value)}
        error={error('contactMobile')}
        {...field('contactMobile')}
      />
      {resolved.needAlternateContactNbr ? (
        <TextField
          label="gaia_kitforms_address_alternate"
          name="alternateContactNbr"
          type="tel"
          autoComplete="tel"
          {...NUMERIC}
          required={resolved.alternateContactNbrRequired}
          {...(resolved.alternateContactNbrRequired ? {} : { hint: 'gaia_kitforms_address_optional' })}
          normalise={normaliseContactNumber}
          value={values.alternateContactNbr}
          onChange={(value) => form.setField('alternateContactNbr', value)}
          error={error('alternateContactNbr')}
          {...field('alternateContactNbr')}
        />
      ) : null}
      {resolved.needAddrPostCode ? (
        <TextField
          label="gaia_kitforms_address_postcode"
          name="postCode"
          autoComplete="postal-code"
          {...NUMERIC}
          required
          maxLength={resolved.postCodeDigit}
          normalise={postCodeNormalise}
          value={values.postCode}
          onChange={form.setPostCode}
          error={error('postCode')}
          {...field('postCode')}
        />
      ) : null}
      {detailed ? (
        <Row>
          <TextField
            label="gaia_kitforms_address_display"
            name="displayAddr"
            required
            readOnly
            {...(resolved.addressLevel ? { hint: t('gaia_kitforms_address_levels', { level: resolved.addressLevel }) } : {})}
            value={values.displayAddr}
            error={error('displayAddr')}
            {...field('displayAddr')}
          />
          {onChooseAddress ? (
            <Button
              variant="secondary"
              onClick={() => onChooseAddress(resolved.addressLevel === undefined ? {} : { addressLevel: resolved.addressLevel })}
            >
              gaia_kitforms_address_choose
            </Button>
          ) : null}
        </Row>
      ) : null}
      <TextField
        label="gaia_kitforms_address_area"
        name="area"
        autoComplete="address-line2"
        hint="gaia_kitforms_address_optional"
        normalise={normaliseArea}
        value={values.area}
        onChange={(value) => form.setField('area', value)}
        error={error('area')}
        {...field('area')}
      />
      <TextField
        label="gaia_kitforms_address_detail"
        name="addrDetail"
        autoComplete="address-line1"
        required
        normalise={normaliseAddrDetail}
        value={values.addrDetail}
        onChange={(value) => form.setField('addrDetail', value)}
        error={error('addrDetail')}
        {...field('addrDetail')}
      />
      {resolved.extraFields.map((extra) => {
        const name = extraFieldName(extra.fieldCode);
        const type = (extra.fieldInputType ?? '').toLowerCase();
        const numeric = type === 'number' || type === 'digits' || type === 'digit';
        return (
          <TextField
            key={extra.fieldCode}
            label={extra.fieldName}
            name={name}
            {...(numeric ? NUMERIC : {})}
            {...(extra.placeholder ? { placeholder: t(extra.placeholder) } : {})}
            required={isExtraFieldRequired(extra)}
            normalise={(value) => normaliseExtraFieldValue(extra, value)}
            value={values.extData[extra.fieldCode] ?? ''}
            onChange={(value) => form.setField(name, value)}
            error={error(name, extra.fieldName)}
            {...field(name)}
          />
        );
      })}
      <TextField
        label="gaia_kitforms_address_comments"
        name="comments"
        autoComplete="off"
        hint="gaia_kitforms_address_optional"
        normalise={normaliseComments}
        value={values.comments}
        onChange={(value) => form.setField('comments', value)}
        error={error('comments')}
        {...field('comments')}
      />
      {showDefaultAddressSwitch(tempLogin) ? (
        <Switch label="gaia_kitforms_address_default" checked={values.isDefault} onChange={(checked) => form.setField('isDefault', checked)} />
      ) : null}
      <FormError>{form.saveError}</FormError>
      <Status role="status">
        {form.lookingUp ? t('gaia_kitforms_address_postcode_looking_up') : form.savedKey ? t(form.savedKey) : ''}
      </Status>
      <Button type="submit" fullWidth loading={form.loading} disabled={form.saveDisabled}>
        gaia_kitforms_address_save
      </Button>
    </Form>
  );
}
