/** A reference list record as /ecare/common/entity/{code}/records answers it (spec 02 §3). */
export interface ReferenceRecord {
  ID: string;
  NAME: string;
  ID_FORMAT_RULE?: string;
}

/** Nationalities and ID types (entities UC_NATIONALITY, UC_ID_TYPE …). */
export const identityLists: Record<string, ReferenceRecord[]> = {};
