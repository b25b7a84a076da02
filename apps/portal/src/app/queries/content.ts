import { queryOptions } from '@tanstack/react-query';
import { contentKeys, type AgreementContent, type AgreementType } from '@gaia/domain';
import { createContentApi } from '@gaia/domain/api';
import { readHttp } from '../api';

const contentApi = createContentApi(readHttp);

/**
 * An agreement (terms of use, privacy) by type: the same for every visitor, kept for the visit and
 * across sessions (contentKeys is not user-scoped). The registration area's agreement links read it.
 */
export function agreementQuery(type: AgreementType) {
  return queryOptions<AgreementContent>({
    queryKey: contentKeys.agreement(type),
    queryFn: () => contentApi.agreement(type),
    staleTime: Infinity,
  });
}
