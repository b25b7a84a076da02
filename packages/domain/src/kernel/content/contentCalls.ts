import type { AgreementContent, AgreementType } from './agreement';
import type { HttpClient } from '../http/createHttpClient';

/** Terms and privacy (spec 01 §2, §7: "paths not shown" — ours, docs/adr/0006-sign-in-calls-and-password-encryption.md). */
export const ContentPath = {
  agreement: '/ecare/common/agreement',
} as const;

export function createContentApi(http: HttpClient) {
  const agreement = (type: AgreementType) =>
    http.call<AgreementContent>({ method: 'GET', path: ContentPath.agreement, params: { type } });
  return {
    agreement,
    /** The terms of use; content is HTML (the UI sanitises it with DOMPurify). */
    terms: () => agreement('TERMS'),
    privacy: () => agreement('PRIVACY'),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
