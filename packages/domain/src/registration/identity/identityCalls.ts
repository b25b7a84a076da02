import type { HttpClient } from '../../kernel/http/createHttpClient';
import { ResultCode } from '../../kernel/http/resultCodes';
import { upperCase } from '../../kernel/rules/normalise';
import type { StoredFileDetail } from '../../profile/upload';
import { storedFileOutcome, type UploadOutcome } from '../../profile/uploadFlow';
import type {
  IdNameRecord,
  OcrReading,
  ReferenceChoice,
  StdAddrListData,
  SuburbPage,
} from './model';
import { OCR_DEFAULT_NATIONALITY, parseOcrReading } from './ocr';
import { IdentityMessageKey } from './messageKeys';
import { SUBURB_PAGE_SIZE } from './supplementaryRules';

/** Server calls: Identity details, OCR, ID copy and the supplementary profile (spec 02 §3–§5, §7; F2.4–F2.6, F2.20). */

/** Paths exactly as spec 02 §7 lists them. */
export const IdentityPath = {
  ocrScan: '/uc/reg/ocr/scan',
  certUpload: '/ecare/gaia/cust/cert/upload',
  stdAddrList: '/ecare/common/stdAddr/list',
  stdAddrTree: '/ecare/common/stdAddr/tree/list',
  records: (entityCode: string) => `/ecare/common/entity/${encodeURIComponent(entityCode)}/records`,
} as const;

/** Reference-list entities of the supplementary profile (ours: spec 02 §3 names the lists, not their codes). */
export const SupplementaryEntity = {
  title: 'UC_TITLE',
  maritalStatus: 'UC_MARITAL_STATUS',
} as const;

/** What an OCR scan came to: the reading, or the message to show (the server's resultMsg or a key). */
export type OcrOutcome =
  { ok: true; reading: OcrReading } | { ok: false; code: string; message: string };

function choices(records: readonly IdNameRecord[] | null | undefined): ReferenceChoice[] {
  return (records ?? [])
    .filter((record) => typeof record?.ID === 'string' && typeof record?.NAME === 'string')
    .map((record) => ({ id: record.ID, name: record.NAME }));
}

/** The identity calls of sign-up. */
export function createIdentityApi(http: HttpClient) {
  return {
    /**
     * F2.5: OCR of a stored document, {idType, nationality (ZWE by default), filePath}. Resolves
     * with the reading or the refusal (not readable, another document) — never toasted: the step
     * shows it beside the scan with the way to go on.
     */
    ocrScan: async (input: {
      idType: string;
      nationality?: string;
      filePath: string;
    }): Promise<OcrOutcome> => {
      const answer = await http.envelope<unknown>({
        path: IdentityPath.ocrScan,
        data: {
          idType: input.idType,
          nationality: input.nationality || OCR_DEFAULT_NATIONALITY,
          filePath: input.filePath,
        },
      });
      if (answer.code === ResultCode.success)
        return { ok: true, reading: parseOcrReading(answer.data) };
      return {
        ok: false,
        code: answer.code,
        message: answer.resultMsg?.trim() || IdentityMessageKey.ocrNotReadable,
      };
    },
    /**
     * F2.4: stores a copy of an ID (multipart `file` with `nationality`, and the ID type when known)
     * through the certificate upload; resolves with the stored file. Refusals (type, size) reject
     * with the server's message, not toasted: the upload control shows it.
     */
    uploadIdCopy: (
      file: Blob,
      fileName: string,
      fields: { nationality: string; idType?: string },
    ) => {
      const form = new FormData();
      form.append('file', file, fileName);
      form.append('nationality', fields.nationality || OCR_DEFAULT_NATIONALITY);
      if (fields.idType) form.append('idType', fields.idType);
      return http.call<StoredFileDetail | null>({
        path: IdentityPath.certUpload,
        data: form,
        reportBusinessErrors: false,
      });
    },
    /** F2.6: a page of suburbs and villages matching the keyword (upper-cased), 20 a page. */
    searchSuburbs: async (input: {
      keyword: string;
      page: number;
      pageSize?: number;
    }): Promise<SuburbPage> => {
      const pageSize = input.pageSize ?? SUBURB_PAGE_SIZE;
      const data = await http.call<StdAddrListData | null>({
        path: IdentityPath.stdAddrList,
        data: { keyword: upperCase(input.keyword.trim()), page: input.page, pageSize },
      });
      const items = choices(data?.list);
      return { items, hasMore: input.page * pageSize < (data?.total ?? 0) };
    },
    /** F2.6: the entries under an entry of the address tree: provinces without a parent, then cities, then towns. */
    addressChildren: async (parentId?: string): Promise<ReferenceChoice[]> =>
      choices(
        await http.call<IdNameRecord[] | null>({
          path: IdentityPath.stdAddrTree,
          data: parentId ? { parentId } : {},
        }),
      ),
    /** A reference list (GET /ecare/common/entity/{code}/records), e.g. titles or marital statuses. */
    referenceList: async (entityCode: string): Promise<ReferenceChoice[]> =>
      choices(
        await http.call<IdNameRecord[] | null>({
          method: 'GET',
          path: IdentityPath.records(entityCode),
        }),
      ),
  };
}

export type IdentityApi = ReturnType<typeof createIdentityApi>;

/**
 * F2.4: the upload flow of the ID copy for the upload control: the stored file, or the error to
 * show — the server's resultMsg when it refused the file, the generic failure otherwise.
 */
export function uploadIdCopyOutcome(
  api: Pick<IdentityApi, 'uploadIdCopy'>,
  file: Blob,
  fileName: string,
  fields: { nationality: string; idType?: string },
): Promise<UploadOutcome> {
  return storedFileOutcome(() => api.uploadIdCopy(file, fileName, fields));
}
