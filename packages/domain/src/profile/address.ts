/** Delivery address entities and configuration (spec 02 §3 "Delivery address"; F2.17). */

/** A delivery address as the address calls carry it (spec 02 §3). */
export interface DeliveryAddress {
  /**
   * Identifier of a saved address. The documents list no identifier; the edit call needs one, so
   * the kit carries the server's id under this name when it has one.
   */
  addrId?: string;
  /** The receiver. */
  contactName: string;
  contactMobile: string;
  /** Optional second number (spec 02 §3). */
  alternateContactNbr?: string;
  /** The detail, stored as `area|detail` when an area was entered (see joinAreaAndDetail). */
  addrDetail: string;
  /** Path of the standard address levels (province / city / town …). */
  addrPath?: string;
  /** The chosen standard address as shown to the person. */
  displayAddr?: string;
  stdAddrId?: string;
  postCode?: string;
  /** 1 marks the default address, 0 any other. */
  isDefault: 0 | 1;
  comments?: string;
  /** Values of the extra configured fields, keyed by fieldCode. */
  extData?: Record<string, string>;
}

/** An extra address field from configuration (spec 02 §3). */
export interface ExtraAddressField {
  fieldCode: string;
  /** Label: a message key or text already in the person's language. */
  fieldName: string;
  /** Input kind; 'number' (or 'digits') keeps digits only, anything else is free text. */
  fieldInputType?: string;
  /** Whether a value is needed: true, 'Y', 'y', 'true' or 1 mean yes. */
  required?: boolean | string | number;
  placeholder?: string;
  /** The field's own message, shown when it is missing or fails its pattern. */
  mes?: string;
  /**
   * A pattern (regular-expression source) the value must match. Not listed by the documents for
   * extra fields; accepted so that "pattern failure shows the per-field message" (spec 02 §5) can
   * apply to them.
   */
  pattern?: string;
  /** Maximum length. Not listed by the documents; none when absent. */
  maxLength?: number;
}

/** Standard-address modes (spec 02 §3, §9: 0, 1, 2). */
export type StdAddrMode = 0 | 1 | 2;

/** Configuration flags of the address form (spec 02 §3). */
export interface DeliveryAddressConfig {
  /** Number of standard-address levels (e.g. 3 for province / city / town). */
  addressLevel?: number;
  /** Whether the form asks for a postal code. */
  needAddrPostCode?: boolean;
  /** Whether a map (address search) is available. */
  showGoogleMap?: boolean;
  /** Standard-address mode: 0, 1 or 2 (see validation/kit/address.ts for what each changes). */
  stdAddrMode?: StdAddrMode;
  /** Digits of a postal code. @default 10 */
  postCodeDigit?: number;
  /** Whether the alternate contact number is shown. */
  needAlternateContactNbr?: boolean;
  /** Whether the alternate contact number, when shown, is required. */
  alternateContactNbrRequired?: boolean;
  /** Pattern (regular-expression source) for contact numbers; a default phone pattern otherwise. */
  contactNbrReg?: string;
  /** Address mode: 'D' is detailed (the default); anything else is the simple mode. */
  addressMode?: string;
  /** Extra configured fields. */
  extraFields?: readonly ExtraAddressField[];
}

/** Add/edit response (spec 02 §3). */
export interface DeliveryAddressSaveResponse {
  code: string | number;
  data?: { deliveryAddressDetail?: DeliveryAddress | null } | null;
  resultMsg?: string;
}

/** Postal-code lookup response (spec 02 §4: reads data.displayAddr and data.stdAddrId). */
export interface PostCodeLookupResponse {
  code?: string | number;
  data?: { displayAddr?: string | null; stdAddrId?: string | number | null } | null;
  resultMsg?: string;
}
