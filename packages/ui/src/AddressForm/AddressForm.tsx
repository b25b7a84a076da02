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
  type DeliveryAddressConfig,
  type DeliveryAddressValues,
} from '@gaia/domain';
import { Button } from '../Button/Button';
import { FormError } from '../FieldError/FieldError';
import { useT } from '../provider/GaiaContext';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { useAddressForm, type AddressFieldName, type UseAddressFormOptions } from './useAddressForm';
import { Form, Row, Status, Title } from './AddressForm.styles';

export interface AddressFormProps extends Omit<UseAddressFormOptions, 'config'> {
  /** Configuration flags (addressLevel, needAddrPostCode, stdAddrMode, postCodeDigit, alternate number, contactNbrReg, addressMode, extraFields). */
  config?: DeliveryAddressConfig;
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

/** The contact numbers: typed as phone numbers, digits only. */
const CONTACT_NUMBER = { type: 'tel', autoComplete: 'tel', ...NUMERIC, normalise: normaliseContactNumber } as const;

/** The form's built-in text fields (the extra configured ones are keyed apart, in extData). */
type TextFieldName = Exclude<keyof DeliveryAddressValues, 'extData' | 'isDefault'>;

/** The delivery address add / edit form: presentational, rules from @gaia/domain. */
export function AddressForm({
  config = {},
  onChooseAddress,
  tempLogin = false,
  title,
  headingLevel = 2,
  // The address edited and how it is checked, looked up and saved: the form's behaviour.
  ...formOptions
}: AddressFormProps) {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const resolved = useMemo(() => resolveAddressConfig(config), [config]);
  const postCodeNormalise = useMemo(() => postCodeNormaliser(config), [config]);
  const form = useAddressForm({ config, ...formOptions });
  const { values } = form;
  const detailed = isDetailedAddressMode(resolved);

  const error = (field: AddressFieldName, label?: string) => {
    const key = form.shownError(field);
    return key ? t(key, label ? { label: t(label) } : undefined) : undefined;
  };
  /** A field's error, shown once the person has left it. */
  const field = (name: AddressFieldName, label?: string) => ({
    error: error(name, label),
    onBlur: () => form.touch(name),
  });
  /** A built-in text field: its label, and its wiring to the form (name, value, change, error). */
  const bind = (name: TextFieldName, label: string) => ({
    label,
    name,
    value: values[name],
    onChange: (value: string) => form.setField(name, value),
    ...field(name),
  });

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
        {...bind('contactName', 'gaia_kitforms_address_receiver')}
        autoComplete="name"
        required
        maxLength={ADDRESS_LIMITS.contactName}
        normalise={normaliseContactName}
      />
      <TextField
        {...bind('contactMobile', 'gaia_kitforms_address_contact')}
        {...CONTACT_NUMBER}
        required
      />
      {resolved.needAlternateContactNbr ? (
        <TextField
          {...bind('alternateContactNbr', 'gaia_kitforms_address_alternate')}
          {...CONTACT_NUMBER}
          required={resolved.alternateContactNbrRequired}
          {...(resolved.alternateContactNbrRequired ? {} : { hint: 'gaia_kitforms_address_optional' })}
        />
      ) : null}
      {resolved.needAddrPostCode ? (
        <TextField
          {...bind('postCode', 'gaia_kitforms_address_postcode')}
          autoComplete="postal-code"
          {...NUMERIC}
          required
          maxLength={resolved.postCodeDigit}
          normalise={postCodeNormalise}
          onChange={form.setPostCode}
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
        {...bind('area', 'gaia_kitforms_address_area')}
        autoComplete="address-line2"
        hint="gaia_kitforms_address_optional"
        normalise={normaliseArea}
      />
      <TextField
        {...bind('addrDetail', 'gaia_kitforms_address_detail')}
        autoComplete="address-line1"
        required
        normalise={normaliseAddrDetail}
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
            {...field(name, extra.fieldName)}
          />
        );
      })}
      <TextField
        {...bind('comments', 'gaia_kitforms_address_comments')}
        autoComplete="off"
        hint="gaia_kitforms_address_optional"
        normalise={normaliseComments}
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
