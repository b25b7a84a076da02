import { queryOptions } from '@tanstack/react-query';
import { identityKeys, type ReferenceChoice } from '@gaia/domain';
import { identityReadApi } from './identityApi';

/** A reference list (titles, marital statuses): the same for every visitor, kept for the visit. */
export function referenceListQuery(entityCode: string) {
  return queryOptions<ReferenceChoice[]>({
    queryKey: identityKeys.referenceList(entityCode),
    queryFn: () => identityReadApi.referenceList(entityCode),
    staleTime: Infinity,
  });
}

/** The entries under an address-tree entry ('' for the provinces). */
export function addressChildrenQuery(parentId: string) {
  return queryOptions<ReferenceChoice[]>({
    queryKey: identityKeys.addressChildren(parentId),
    queryFn: () => identityReadApi.addressChildren(parentId || undefined),
    staleTime: Infinity,
  });
}
