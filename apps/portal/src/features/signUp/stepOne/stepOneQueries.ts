import { queryOptions } from '@tanstack/react-query';
import { stepOneKeys, type AgreementContent, type AgreementType, type ReferenceRecord } from '@gaia/domain';
import { stepOneReads } from './stepOneApi';

/** A reference list (nationalities, ID types) in a language: the same for every visitor, kept for the visit. */
export function referenceListQuery(entity: string, locale: string) {
  return queryOptions<ReferenceRecord[]>({
    queryKey: stepOneKeys.records(entity, locale),
    queryFn: () => stepOneReads.lists.records(entity),
    staleTime: Infinity,
  });
}

/** The terms or the privacy policy from /ecare/content/detail (HTML, sanitised by the dialog). */
export function agreementDetailQuery(type: AgreementType, locale: string) {
  return queryOptions<AgreementContent>({
    queryKey: stepOneKeys.content(type, locale),
    queryFn: () => stepOneReads.content.contentDetail(type),
    staleTime: Infinity,
  });
}
