import { Hono, type Context } from 'hono';
import {
  FILE_EMPTY_KEY,
  IdentityMessageKey,
  IdentityResultCode,
  ResultCode,
  SUBURB_SEARCH_MAX_LENGTH,
  checkUploadFile,
  defaultRegistrationConfig,
  type StoredFileDetail,
} from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { readUploadForm, safeFileName } from './uploadForm';
import { badRequest, fail, ok, readJsonObject, stringField } from '../envelope';
import { sampleMarker, sampleOf, sampleOfPath } from '../store/ocrSamples';
import { addressChildren, searchSuburbs } from '../store/stdAddresses';

/** The largest ID copy taken (ours: a phone photo of a card; the common upload's limit is larger). */
export const ID_COPY_MAX_BYTES = 5 * 1024 * 1024;

/** Longest path or id a body may name before it is refused as malformed. */
const FIELD_MAX_LENGTH = 300;

/** A whole number within bounds, or undefined. */
function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

/** POST /ecare/gaia/cust/cert/upload: multipart `file` and `nationality` (and `idType`), checked for type and size. */
async function certUpload(c: Context, store: SandboxStore): Promise<Response> {
  const form = await readUploadForm(c);
  if (!form) return badRequest(c);
  const file = form.get('file');
  const nationality = form.get('nationality');
  if (
    !file ||
    typeof file === 'string' ||
    typeof nationality !== 'string' ||
    nationality.trim() === '' ||
    nationality.length > 10
  )
    return badRequest(c);
  if (file.size === 0) return fail(c, ResultCode.badRequest, FILE_EMPTY_KEY);
  const maxBytes = Math.min(ID_COPY_MAX_BYTES, store.uploadMaxBytes);
  if (file.size > maxBytes)
    return fail(c, IdentityResultCode.fileTooLarge, IdentityMessageKey.fileTooLarge, 200, {
      max: Math.floor(maxBytes / (1024 * 1024)) || 1,
    });
  const bytes = await file.arrayBuffer();
  // The same check the portal runs (extension in the configured list, first bytes as it promises).
  const refused = checkUploadFile(
    file,
    new Uint8Array(bytes.slice(0, 512)),
    defaultRegistrationConfig.idCopyFileTypes,
  );
  if (refused) return fail(c, IdentityResultCode.fileTypeNotSupported, refused);
  const fileId = store.nextFileId();
  const fileName = safeFileName(file.name);
  const marker = sampleMarker(await sampleOf(bytes));
  const detail: StoredFileDetail = {
    fileId,
    fileName,
    filePath: `certs/${fileId}/${marker}${fileName}`,
    fileSize: file.size,
  };
  return ok(c, detail);
}

/** POST /uc/reg/ocr/scan {idType, nationality, filePath}: the sample's fields, or "not readable". */
async function ocrScan(c: Context): Promise<Response> {
  const body = await readJsonObject(c);
  if (!body) return badRequest(c);
  const idType = stringField(body, 'idType');
  const filePath = stringField(body, 'filePath');
  const nationality = body.nationality === undefined ? 'ZWE' : stringField(body, 'nationality');
  if (
    !idType ||
    !filePath ||
    !nationality ||
    filePath.length > FIELD_MAX_LENGTH ||
    idType.length > 20 ||
    nationality.length > 10
  )
    return badRequest(c);
  const sample = sampleOfPath(filePath);
  if (!sample) return fail(c, IdentityResultCode.ocrNotReadable, IdentityMessageKey.ocrNotReadable);
  const expected =
    sample.kind === 'nationalId'
      ? defaultRegistrationConfig.nationalIdType
      : defaultRegistrationConfig.nonNationalIdType;
  if (idType !== expected)
    return fail(c, IdentityResultCode.ocrWrongDocument, IdentityMessageKey.ocrWrongDocument);
  return ok(c, sample.reading);
}

/** POST /ecare/common/stdAddr/list {keyword, page, pageSize}: a page of suburbs and villages. */
async function stdAddrList(c: Context): Promise<Response> {
  const body = await readJsonObject(c);
  if (!body) return badRequest(c);
  const keyword = body.keyword === undefined ? '' : stringField(body, 'keyword');
  const page = wholeNumber(body.page ?? 1, 1, 10_000);
  const pageSize = wholeNumber(body.pageSize ?? 20, 1, 100);
  if (keyword === undefined || keyword.length > SUBURB_SEARCH_MAX_LENGTH || !page || !pageSize)
    return badRequest(c);
  return ok(c, searchSuburbs(keyword, page, pageSize));
}

/** POST /ecare/common/stdAddr/tree/list {parentId?}: provinces, or the cities or towns under one. */
async function stdAddrTree(c: Context): Promise<Response> {
  const body = await readJsonObject(c);
  if (!body) return badRequest(c);
  const parentId =
    body.parentId === undefined || body.parentId === null || body.parentId === ''
      ? undefined
      : stringField(body, 'parentId');
  if (
    parentId === undefined &&
    body.parentId !== undefined &&
    body.parentId !== null &&
    body.parentId !== ''
  )
    return badRequest(c);
  if (parentId && parentId.length > FIELD_MAX_LENGTH) return badRequest(c);
  const children = addressChildren(parentId);
  return children ? ok(c, children) : fail(c, ResultCode.badRequest, 'gaia_tip_bad_request', 400);
}

/** OCR, the ID copy and the standard addresses of sign-up (spec 02 §7; F2.4–F2.6). */
export function regIdentityRoutes(store: SandboxStore) {
  const app = new Hono();
  app.post('/ecare/gaia/cust/cert/upload', (c) => certUpload(c, store));
  app.post('/uc/reg/ocr/scan', ocrScan);
  app.post('/ecare/common/stdAddr/list', stdAddrList);
  app.post('/ecare/common/stdAddr/tree/list', stdAddrTree);
  return app;
}
