/**
 * Identity details and the supplementary profile of sign-up (spec 02 §3 "Step-two data", §5
 * "Identity details" and "Supplementary").
 */

/** An uploaded file as the upload call answered it (spec 02 §3 copyOfIDUpload). */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  filePath: string;
  fileSize: number;
}

export interface IdentityData {
  nationality: string;
  idType: string;
  idNbr: string;
  gender: 'male' | 'female';
  /** Upper-cased. */
  firstName: string;
  lastName: string;
  /** YYYYMMDD (spec 01 §9). */
  birthday: string;
  /** YYYYMMDD; non-nationals only. */
  idExpDate?: string;
  copyOfIDUpload: UploadedFile;
  /** Which fields OCR filled in (they stay editable when the configuration allows). */
  readByOcr?: readonly (keyof IdentityData)[];
}

/** A chosen entry of a reference list (ID and NAME). */
export interface ReferenceChoice {
  id: string;
  name: string;
}

export interface SupplementaryData {
  title: string;
  maritalStatus: string;
  /** Upper-cased, at most 150. */
  street: string;
  /** Suburb or village, found by search. */
  suburb: ReferenceChoice;
  /** Province, city and town, from the address tree. */
  province: ReferenceChoice;
  city: ReferenceChoice;
  town: ReferenceChoice;
}

/** The documents OCR can read (spec 02 §2 "OCR document type choice"). */
export type IdDocumentKind = 'nationalId' | 'passport';

/**
 * What OCR read from a document (spec 02 §3 "OCR"; F2.5). Every field may be missing: a field the
 * reader could not make out is left for the person to fill in.
 */
export interface OcrReading {
  idNbr?: string;
  firstName?: string;
  lastName?: string;
  /** YYYYMMDD. */
  birthday?: string;
  gender?: 'male' | 'female';
  /** YYYYMMDD. */
  idExpDate?: string;
}

/** A page of the suburb/village search (spec 02 §5: page size 20). */
export interface SuburbPage {
  items: ReferenceChoice[];
  /** True when a further page exists. */
  hasMore: boolean;
}

/** The levels of the address tree, top down (spec 02 §5 "province/city/town"). */
export type AddressLevel = 'province' | 'city' | 'town';

/** A record of a reference list or of the address tree, as the server answers it (ID, NAME). */
export interface IdNameRecord {
  ID: string;
  NAME: string;
}

/** The suburb search's answer (POST /ecare/common/stdAddr/list): the page's records and how many match in all. */
export interface StdAddrListData {
  list: IdNameRecord[];
  total: number;
}
