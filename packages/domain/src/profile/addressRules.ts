import type { DeliveryAddressConfig, ExtraAddressField, StdAddrMode } from './address';
import { isYesFlag } from '../kernel/config/yesFlag';
import { compose, digitsOnly, limitLength, type Normaliser } from '../kernel/rules/normalise';
import {
  exceedsLength,
  matches,
  maxLength,
  required,
  requiredWithin,
  validate,
} from '../kernel/rules/rules';

/**
 * Delivery address field rules (F2.17; spec 02 §5 "Delivery address", §9 limits):
 * every field required unless marked optional, with its own message; receiver max 60, name pattern
 * only in mode 2 or when validate is set; contact and alternate numbers digits only (others
 * stripped as typed), max 30, matched to the configured contact pattern or a default phone pattern,
 * alternate required only when configured; address detail max 300; postal code digits only, max
 * length the configured digit count, pattern specific to the mode. Pattern failure shows the
 * per-field message or a generic one.
 */

/** Limits of spec 02 §9, and ours where the documents give none (marked). */
export const ADDRESS_LIMITS = {
  contactName: 60,
  contactNumber: 30,
  addrDetail: 300,
  /** Ours: the documents give no limit for the area; the street limit of registration (150). */
  area: 150,
  /** Ours: the documents give no limit for comments; the address-detail limit (300). */
  comments: 300,
} as const;

/**
 * Characters an extra configured field may hold when its configuration gives no maxLength. Ours:
 * the documents give none; the longest built-in field's limit (address detail, 300), so a
 * configured pattern never runs on unbounded input.
 */
export const EXTRA_FIELD_MAX_LENGTH = 300;

/** Digits of a postal code when the configuration says nothing (spec 02 §3, §9). */
export const DEFAULT_POST_CODE_DIGIT = 10;

/** The detailed address mode (spec 02 §3 "address mode (D detailed, default)"). */
export const DETAILED_ADDRESS_MODE = 'D';

/**
 * The default phone pattern for contact numbers (spec 02 §5 names one without showing it): 7 to 15
 * digits — the shortest national numbers in use up to the E.164 maximum.
 */
export const DEFAULT_CONTACT_NUMBER_PATTERN = '^\\d{7,15}$';

/**
 * The receiver name pattern (spec 02 §5 names a check without showing it): letters of any script,
 * with spaces, apostrophes, hyphens and dots between them.
 */
export const CONTACT_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ .'\u2019-]+[\p{L}\p{M}]+)*\.?$/u;

/** Separator between the area and the detail in the stored addrDetail (spec 02 §3). */
export const AREA_DETAIL_SEPARATOR = '|';

/** Message keys of the address rules (spec 02 §5 "with its own message"). */
export const AddressMessageKey = {
  receiverRequired: 'gaia_address_receiver_required',
  receiverMax: 'gaia_address_receiver_max',
  receiverInvalid: 'gaia_address_receiver_invalid',
  contactRequired: 'gaia_address_contact_required',
  contactMax: 'gaia_address_contact_max',
  contactInvalid: 'gaia_address_contact_invalid',
  alternateRequired: 'gaia_address_alternate_required',
  alternateMax: 'gaia_address_alternate_max',
  alternateInvalid: 'gaia_address_alternate_invalid',
  detailRequired: 'gaia_address_detail_required',
  detailMax: 'gaia_address_detail_max',
  areaMax: 'gaia_address_area_max',
  commentsMax: 'gaia_address_comments_max',
  postCodeRequired: 'gaia_address_postcode_required',
  postCodeInvalid: 'gaia_address_postcode_invalid',
  /** Spec 02 §5, §8: the lookup found no standard address. */
  postCodeNotExist: 'tip_postcode_notexist',
  displayRequired: 'gaia_address_display_required',
  /** An extra field without its own message is missing (interpolates {{label}}). */
  fieldRequired: 'gaia_address_field_required',
  /** The generic pattern-failure message (spec 02 §5 "or a generic one"). */
  fieldInvalid: 'gaia_address_field_invalid',
  fieldMax: 'gaia_address_field_max',
} as const;

/** The values of the address form, as the person edits them. */
export interface DeliveryAddressValues {
  contactName: string;
  contactMobile: string;
  alternateContactNbr: string;
  /** Optional; stored in front of the detail, joined by a vertical bar. */
  area: string;
  addrDetail: string;
  postCode: string;
  displayAddr: string;
  stdAddrId: string;
  addrPath: string;
  isDefault: boolean;
  comments: string;
  /** Values of the extra configured fields, keyed by fieldCode. */
  extData: Record<string, string>;
}

/** The built-in fields of the form. */
export type DeliveryAddressField = Exclude<keyof DeliveryAddressValues, 'extData'>;

/** Field name of an extra configured field in error maps and edited sets. */
export function extraFieldName(fieldCode: string): `extData.${string}` {
  return `extData.${fieldCode}`;
}

/** Errors by field name: built-in fields, and `extData.<fieldCode>` for extra fields. */
export type DeliveryAddressErrors = Partial<
  Record<DeliveryAddressField | `extData.${string}`, string>
>;

/** An empty form. */
export function emptyDeliveryAddressValues(): DeliveryAddressValues {
  return {
    contactName: '',
    contactMobile: '',
    alternateContactNbr: '',
    area: '',
    addrDetail: '',
    postCode: '',
    displayAddr: '',
    stdAddrId: '',
    addrPath: '',
    isDefault: false,
    comments: '',
    extData: {},
  };
}

/** The configuration with its defaults filled in. */
export interface ResolvedAddressConfig {
  addressLevel?: number;
  needAddrPostCode: boolean;
  showGoogleMap: boolean;
  stdAddrMode: StdAddrMode;
  postCodeDigit: number;
  needAlternateContactNbr: boolean;
  alternateContactNbrRequired: boolean;
  contactNbrReg?: string;
  addressMode: string;
  extraFields: readonly ExtraAddressField[];
}

/** Fills in the defaults: postCodeDigit 10, stdAddrMode 0, address mode D (detailed). */
export function resolveAddressConfig(config: DeliveryAddressConfig = {}): ResolvedAddressConfig {
  const digits = Number(config.postCodeDigit);
  const mode = Number(config.stdAddrMode);
  return {
    ...(config.addressLevel === undefined ? {} : { addressLevel: config.addressLevel }),
    needAddrPostCode: config.needAddrPostCode === true,
    showGoogleMap: config.showGoogleMap === true,
    stdAddrMode: mode === 1 || mode === 2 ? mode : 0,
    postCodeDigit: Number.isInteger(digits) && digits > 0 ? digits : DEFAULT_POST_CODE_DIGIT,
    needAlternateContactNbr: config.needAlternateContactNbr === true,
    alternateContactNbrRequired:
      config.needAlternateContactNbr === true && config.alternateContactNbrRequired === true,
    ...(config.contactNbrReg ? { contactNbrReg: config.contactNbrReg } : {}),
    addressMode: config.addressMode || DETAILED_ADDRESS_MODE,
    extraFields: config.extraFields ?? [],
  };
}

/** Whether the form is in detailed mode (the default). */
export function isDetailedAddressMode(
  config: DeliveryAddressConfig | ResolvedAddressConfig = {},
): boolean {
  return (config.addressMode || DETAILED_ADDRESS_MODE) === DETAILED_ADDRESS_MODE;
}

/** Whether an extra field's `required` flag says yes (true, 'Y', 'y', 'true', 1). */
export function isExtraFieldRequired(field: Pick<ExtraAddressField, 'required'>): boolean {
  return isYesFlag(field.required);
}

// ——— Normalisers (as typed) ———
// Functions rather than normalisers composed when the module loads: a bundler cannot drop a call
// whose arguments read ADDRESS_LIMITS, so composed ones came with every import of an address rule.

/** Receiver: cut at 60 characters. */
export const normaliseContactName: Normaliser = (value) =>
  limitLength(ADDRESS_LIMITS.contactName)(value);

/** Contact and alternate numbers: anything but digits stripped as typed, cut at 30 (spec 02 §5). */
export const normaliseContactNumber: Normaliser = (value) =>
  limitLength(ADDRESS_LIMITS.contactNumber)(digitsOnly(value));

const withoutBar: Normaliser = (value) => value.split(AREA_DETAIL_SEPARATOR).join('');

/**
 * Address detail: cut at 300 characters; a vertical bar is removed, since it separates the area
 * from the detail when stored.
 */
export const normaliseAddrDetail: Normaliser = (value) =>
  limitLength(ADDRESS_LIMITS.addrDetail)(withoutBar(value));

/** Area: cut at 150; a vertical bar is removed, since it separates the area from the detail when stored. */
export const normaliseArea: Normaliser = (value) =>
  limitLength(ADDRESS_LIMITS.area)(withoutBar(value));

/** Comments: cut at 300 characters. */
export const normaliseComments: Normaliser = (value) => limitLength(ADDRESS_LIMITS.comments)(value);

/** Postal code: digits only, cut at the configured digit count (spec 02 §5). */
export function postCodeNormaliser(config: DeliveryAddressConfig = {}): Normaliser {
  return compose(digitsOnly, limitLength(resolveAddressConfig(config).postCodeDigit));
}

/** Extra field: digits only for number inputs, cut at its maxLength when it has one. */
export function normaliseExtraFieldValue(
  field: Pick<ExtraAddressField, 'fieldInputType' | 'maxLength'>,
  value: string,
): string {
  const type = (field.fieldInputType ?? '').toLowerCase();
  const kept =
    type === 'number' || type === 'digits' || type === 'digit' ? digitsOnly(value) : value;
  return field.maxLength && field.maxLength > 0 ? limitLength(field.maxLength)(kept) : kept;
}

// ——— Patterns ———

/**
 * The postal-code pattern of the mode (spec 02 §5 "pattern specific to mode"). The documents do not
 * say what the modes mean; the kit reads them as: 0 free entry — 1 up to the configured digit
 * count; 1 and 2 standard-address modes — exactly the configured digit count, the length at which
 * the code is looked up.
 */
export function postCodePattern(config: DeliveryAddressConfig = {}): RegExp {
  const resolved = resolveAddressConfig(config);
  const digits = resolved.postCodeDigit;
  return resolved.stdAddrMode === 0
    ? new RegExp(`^\\d{1,${digits}}$`)
    : new RegExp(`^\\d{${digits}}$`);
}

/** Whether the receiver name is checked against the name pattern: mode 2, or when validate is set. */
export function checksContactName(
  config: DeliveryAddressConfig = {},
  validateName = false,
): boolean {
  return validateName || resolveAddressConfig(config).stdAddrMode === 2;
}

/**
 * The patterns of a configuration, compiled (`deliveryAddressPatternsOf(config)`, through the
 * pattern guard): what `validateDeliveryAddress` checks the numbers and the extra fields against.
 */
export interface DeliveryAddressPatterns {
  /** contactNbrReg, else the default phone pattern (DEFAULT_CONTACT_NUMBER_PATTERN). */
  readonly contactNumber: RegExp;
  /** Each extra field's pattern by its code; undefined when it has none or it was refused. */
  readonly extraFields: Readonly<Record<string, RegExp | undefined>>;
}

export interface AddressValidationOptions {
  /** The form's `validate` setting: check the receiver name pattern in every mode. */
  validate?: boolean;
}

/**
 * F2.17: validates the whole form and returns the first failing message key of each field; an empty
 * result means no field error. Required: receiver, contact number, address detail, the postal code
 * when asked for, the alternate number when configured as required, a chosen display address in
 * detailed mode, and required extra fields. Optional: area, comments and the alternate number
 * otherwise. Optional fields are still checked when filled. `patterns` are the configuration's,
 * compiled once by `deliveryAddressPatternsOf(config)`.
 */
export function validateDeliveryAddress(
  values: DeliveryAddressValues,
  config: DeliveryAddressConfig,
  patterns: DeliveryAddressPatterns,
  options: AddressValidationOptions = {},
): DeliveryAddressErrors {
  const resolved = resolveAddressConfig(config);
  const errors: DeliveryAddressErrors = {};
  const set = (field: DeliveryAddressField | `extData.${string}`, message: string | undefined) => {
    if (message) errors[field] = message;
  };

  const nameRules = requiredWithin(
    AddressMessageKey.receiverRequired,
    ADDRESS_LIMITS.contactName,
    AddressMessageKey.receiverMax,
  );
  set(
    'contactName',
    validate(
      values.contactName.trim(),
      checksContactName(config, options.validate)
        ? [...nameRules, matches(CONTACT_NAME_PATTERN, AddressMessageKey.receiverInvalid)]
        : nameRules,
    ),
  );

  const phone = patterns.contactNumber;
  const checkNumber = (
    value: string,
    required: boolean,
    keys: { required: string; max: string; invalid: string },
  ) => {
    const text = value.trim();
    if (!text) return required ? keys.required : undefined;
    if (exceedsLength(text, ADDRESS_LIMITS.contactNumber)) return keys.max;
    return /^\d+$/.test(text) && phone.test(text) ? undefined : keys.invalid;
  };
  set(
    'contactMobile',
    checkNumber(values.contactMobile, true, {
      required: AddressMessageKey.contactRequired,
      max: AddressMessageKey.contactMax,
      invalid: AddressMessageKey.contactInvalid,
    }),
  );
  if (resolved.needAlternateContactNbr) {
    set(
      'alternateContactNbr',
      checkNumber(values.alternateContactNbr, resolved.alternateContactNbrRequired, {
        required: AddressMessageKey.alternateRequired,
        max: AddressMessageKey.alternateMax,
        invalid: AddressMessageKey.alternateInvalid,
      }),
    );
  }

  set(
    'addrDetail',
    validate(
      values.addrDetail.trim(),
      requiredWithin(
        AddressMessageKey.detailRequired,
        ADDRESS_LIMITS.addrDetail,
        AddressMessageKey.detailMax,
      ),
    ),
  );
  set('area', maxLength(ADDRESS_LIMITS.area, AddressMessageKey.areaMax)(values.area.trim()));
  set(
    'comments',
    maxLength(ADDRESS_LIMITS.comments, AddressMessageKey.commentsMax)(values.comments),
  );

  if (resolved.needAddrPostCode) {
    set(
      'postCode',
      validate(values.postCode.trim(), [
        required(AddressMessageKey.postCodeRequired),
        matches(postCodePattern(config), AddressMessageKey.postCodeInvalid, resolved.postCodeDigit),
      ]),
    );
  }

  if (isDetailedAddressMode(resolved) && !values.displayAddr.trim())
    set('displayAddr', AddressMessageKey.displayRequired);

  for (const field of resolved.extraFields) {
    set(
      extraFieldName(field.fieldCode),
      validateExtraField(
        field,
        values.extData[field.fieldCode] ?? '',
        patterns.extraFields[field.fieldCode],
      ),
    );
  }
  return errors;
}

/**
 * An extra configured field: when required and empty, its own message (mes) or the generic
 * "{{label}} is required"; longer than its maxLength (else EXTRA_FIELD_MAX_LENGTH), fieldMax,
 * checked before its pattern; when its pattern fails, its own message or the generic one.
 * `pattern` is the field's compiled pattern (`extraFieldPattern`): none when the field has none or
 * its configured one does not compile or is unsafe, and then nothing is matched.
 */
export function validateExtraField(
  field: ExtraAddressField,
  value: string,
  pattern: RegExp | undefined,
): string | undefined {
  const text = value.trim();
  if (!text)
    return isExtraFieldRequired(field) ? field.mes || AddressMessageKey.fieldRequired : undefined;
  const max = field.maxLength && field.maxLength > 0 ? field.maxLength : EXTRA_FIELD_MAX_LENGTH;
  if (exceedsLength(text, max)) return AddressMessageKey.fieldMax;
  if (pattern && !pattern.test(text)) return field.mes || AddressMessageKey.fieldInvalid;
  return undefined;
}

/**
 * The fields that must hold a value before saving (spec 02 §4 "save disabled … when required
 * fields are empty"), by the configuration.
 */
export function requiredAddressFields(
  config: DeliveryAddressConfig = {},
): Array<DeliveryAddressField | `extData.${string}`> {
  const resolved = resolveAddressConfig(config);
  const fields: Array<DeliveryAddressField | `extData.${string}`> = [
    'contactName',
    'contactMobile',
    'addrDetail',
  ];
  if (resolved.alternateContactNbrRequired) fields.push('alternateContactNbr');
  if (resolved.needAddrPostCode) fields.push('postCode');
  if (isDetailedAddressMode(resolved)) fields.push('displayAddr');
  for (const field of resolved.extraFields)
    if (isExtraFieldRequired(field)) fields.push(extraFieldName(field.fieldCode));
  return fields;
}

/** The value of a field by its name (`extData.<code>` reads an extra field). */
export function addressFieldValue(
  values: DeliveryAddressValues,
  field: DeliveryAddressField | `extData.${string}`,
): string {
  if (field.startsWith('extData.')) return values.extData[field.slice('extData.'.length)] ?? '';
  const value = values[field as DeliveryAddressField];
  return typeof value === 'string' ? value : String(value);
}
