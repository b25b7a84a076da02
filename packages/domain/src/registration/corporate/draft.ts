import { parseJsonObject } from '../../kernel/format/jsonObject';
import type { StoredFileDetail } from '../../profile/upload';
import {
  CORPORATE_STEPS,
  EMPTY_COMPANY,
  EMPTY_CORPORATE_DRAFT,
  EMPTY_REPRESENTATIVE,
  type CorporateDraft,
  type CorporateFlowStep,
} from './model';

/** Where the draft lives in session storage (app-prefixed by the host). */
export const CORPORATE_DRAFT_STORAGE_KEY = 'corporateSignUpDraft';

function strings<T extends { [K in keyof T]: string }>(empty: T, value: unknown): T {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const result = { ...empty };
  for (const key of Object.keys(empty) as (keyof T)[]) {
    const field = source[key as string];
    if (typeof field === 'string' && field.length <= 200) result[key] = field as T[keyof T];
  }
  return result;
}

function isStep(value: unknown): value is CorporateFlowStep {
  return value === 'done' || (CORPORATE_STEPS as readonly unknown[]).includes(value);
}

/**
 * A draft read back from session storage (a reload of the page keeps what was typed, F2.11), checked
 * field by field: anything malformed falls back to empty, never to a crash.
 */
export function parseCorporateDraft(text: string | null): CorporateDraft {
  const raw = text ? parseJsonObject(text) : undefined;
  if (!raw) return EMPTY_CORPORATE_DRAFT;
  const documents = Array.isArray(raw.documents)
    ? (raw.documents as unknown[]).flatMap((entry): StoredFileDetail[] => {
        const file = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
        if (typeof file.fileName !== 'string' || typeof file.filePath !== 'string') return [];
        return [{ fileName: file.fileName, filePath: file.filePath, ...(typeof file.fileSize === 'number' ? { fileSize: file.fileSize } : {}) }];
      })
    : [];
  const verifiedRaw = raw.verified && typeof raw.verified === 'object' ? (raw.verified as Record<string, unknown>) : undefined;
  const verified =
    verifiedRaw && typeof verifiedRaw.mobile === 'string' && typeof verifiedRaw.referenceId === 'string'
      ? { mobile: verifiedRaw.mobile, referenceId: verifiedRaw.referenceId }
      : undefined;
  const userCode = typeof raw.userCode === 'string' ? raw.userCode : undefined;
  const step = isStep(raw.step) && (raw.step !== 'done' || userCode) ? raw.step : 'company';
  return {
    step,
    company: strings(EMPTY_COMPANY, raw.company),
    documents,
    representative: strings(EMPTY_REPRESENTATIVE, raw.representative),
    ...(verified ? { verified } : {}),
    ...(userCode ? { userCode } : {}),
  };
}
