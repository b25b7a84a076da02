/** A reference list record as /ecare/common/entity/{code}/records answers it (spec 02 §3). */
export interface ReferenceRecord {
  ID: string;
  NAME: string;
  /** ID types only: the pattern an ID number of the type matches. */
  ID_FORMAT_RULE?: string;
  /** The name in Arabic, answered as NAME to a request in Arabic (the locale header). */
  NAME_AR?: string;
}

/** A row of a bilingual reference list: its id, English name and Arabic name. */
export type BilingualRow = readonly [id: string, name: string, nameAr: string];

/** The records of a bilingual reference list, from its rows. */
export function bilingualRecords(rows: readonly BilingualRow[]): ReferenceRecord[] {
  return rows.map(([ID, NAME, NAME_AR]) => ({ ID, NAME, NAME_AR }));
}
