import type { ReferenceRecord } from './identityLists';

/**
 * Titles and marital statuses of the supplementary profile (spec 02 §3 "Reference lists"; F2.6), by
 * entity code (SupplementaryEntity of @gaia/domain: UC_TITLE, UC_MARITAL_STATUS).
 */
export const addressLists: Record<string, ReferenceRecord[]> = {
  UC_TITLE: [
    { ID: 'MR', NAME: 'Mr' },
    { ID: 'MRS', NAME: 'Mrs' },
    { ID: 'MS', NAME: 'Ms' },
    { ID: 'MISS', NAME: 'Miss' },
    { ID: 'DR', NAME: 'Dr' },
    { ID: 'PROF', NAME: 'Prof' },
    { ID: 'REV', NAME: 'Rev' },
  ],
  UC_MARITAL_STATUS: [
    { ID: 'S', NAME: 'Single' },
    { ID: 'M', NAME: 'Married' },
    { ID: 'D', NAME: 'Divorced' },
    { ID: 'W', NAME: 'Widowed' },
  ],
};
