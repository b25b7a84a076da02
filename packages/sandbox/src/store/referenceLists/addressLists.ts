import type { ReferenceRecord } from './identityLists';

/**
 * Titles and marital statuses of the supplementary profile (spec 02 §3 "Reference lists"; F2.6), by
 * entity code (SupplementaryEntity of @gaia/domain: UC_TITLE, UC_MARITAL_STATUS), with their
 * Arabic names for requests in Arabic.
 */
export const addressLists: Record<string, ReferenceRecord[]> = {
  UC_TITLE: [
    { ID: 'MR', NAME: 'Mr', NAME_AR: 'السيد' },
    { ID: 'MRS', NAME: 'Mrs', NAME_AR: 'السيدة' },
    { ID: 'MS', NAME: 'Ms', NAME_AR: 'الآنسة أو السيدة' },
    { ID: 'MISS', NAME: 'Miss', NAME_AR: 'الآنسة' },
    { ID: 'DR', NAME: 'Dr', NAME_AR: 'الدكتور' },
    { ID: 'PROF', NAME: 'Prof', NAME_AR: 'الأستاذ الدكتور' },
    { ID: 'REV', NAME: 'Rev', NAME_AR: 'القس' },
  ],
  UC_MARITAL_STATUS: [
    { ID: 'S', NAME: 'Single', NAME_AR: 'أعزب' },
    { ID: 'M', NAME: 'Married', NAME_AR: 'متزوج' },
    { ID: 'D', NAME: 'Divorced', NAME_AR: 'مطلّق' },
    { ID: 'W', NAME: 'Widowed', NAME_AR: 'أرمل' },
  ],
};
