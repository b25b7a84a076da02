import { bilingualRecords, type ReferenceRecord } from './referenceRecord';

/**
 * Titles and marital statuses of the supplementary profile (spec 02 §3 "Reference lists"; F2.6), by
 * entity code (SupplementaryEntity of @gaia/domain: UC_TITLE, UC_MARITAL_STATUS), with their
 * Arabic names for requests in Arabic.
 */
export const addressLists: Record<string, ReferenceRecord[]> = {
  UC_TITLE: bilingualRecords([
    ['MR', 'Mr', 'السيد'],
    ['MRS', 'Mrs', 'السيدة'],
    ['MS', 'Ms', 'الآنسة أو السيدة'],
    ['MISS', 'Miss', 'الآنسة'],
    ['DR', 'Dr', 'الدكتور'],
    ['PROF', 'Prof', 'الأستاذ الدكتور'],
    ['REV', 'Rev', 'القس'],
  ]),
  UC_MARITAL_STATUS: bilingualRecords([
    ['S', 'Single', 'أعزب'],
    ['M', 'Married', 'متزوج'],
    ['D', 'Divorced', 'مطلّق'],
    ['W', 'Widowed', 'أرمل'],
  ]),
};
