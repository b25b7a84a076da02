import type { HttpClient } from '../../kernel/http/createHttpClient';
import type { ReferenceRecord } from './model';

/** The reference-list calls of spec 02 §7 (GET). */
export const ReferenceListPath = {
  entity: (code: string) => `/ecare/common/entity/${encodeURIComponent(code)}/records`,
  ceeEntity: (entityCode: string) => `/ecare/common/ceeEntity/${encodeURIComponent(entityCode)}/records`,
} as const;

/**
 * The entity codes of the lists sign-up reads (spec 02 §3 names UC_NATIONALITY and UC_ID_TYPE; the
 * non-national ID type list is ours, the sandbox serves it).
 */
export const ReferenceEntity = {
  nationality: 'UC_NATIONALITY',
  idType: 'UC_ID_TYPE',
  nonNationalIdType: 'UC_NON_NATIONAL_ID_TYPE',
} as const;

/**
 * The records as the server gave them, keeping only well-formed ones (an ID and a NAME that are
 * strings; a format rule only when it is a string), so a list never breaks the screen that shows it.
 */
export function parseReferenceRecords(data: unknown): ReferenceRecord[] {
  if (!Array.isArray(data)) return [];
  const records: ReferenceRecord[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { ID, NAME, ID_FORMAT_RULE } = item as Record<string, unknown>;
    if (typeof ID !== 'string' || typeof NAME !== 'string') continue;
    records.push(typeof ID_FORMAT_RULE === 'string' ? { ID, NAME, ID_FORMAT_RULE } : { ID, NAME });
  }
  return records;
}

/** The generic reference-list reader: any entity's records (ID, NAME, ID_FORMAT_RULE). */
export function createReferenceListApi(http: HttpClient) {
  return {
    /** GET /ecare/common/entity/{code}/records. */
    records: async (code: string) =>
      parseReferenceRecords(await http.call<unknown>({ method: 'GET', path: ReferenceListPath.entity(code) })),
    /** GET /ecare/common/ceeEntity/{entityCode}/records. */
    ceeRecords: async (entityCode: string) =>
      parseReferenceRecords(await http.call<unknown>({ method: 'GET', path: ReferenceListPath.ceeEntity(entityCode) })),
  };
}

export type ReferenceListApi = ReturnType<typeof createReferenceListApi>;
