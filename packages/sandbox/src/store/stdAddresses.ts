import type { IdNameRecord } from '@gaia/domain';
import suburbNamesByTown from './suburbNames.json';

/**
 * Zimbabwe's standard addresses for the supplementary profile (spec 02 §5, §7 stdAddr/list and
 * stdAddr/tree/list; F2.6): the ten provinces with cities and towns, and a flat list of suburbs and
 * villages to search. Fixed data, so every run answers the same.
 */

interface TreeNode extends IdNameRecord {
  children?: TreeNode[];
}

const towns = (cityId: string, names: readonly string[]): TreeNode[] =>
  names.map((name, index) => ({ ID: `${cityId}-T${index + 1}`, NAME: name }));

const city = (id: string, name: string, townNames: readonly string[]): TreeNode => ({
  ID: id,
  NAME: name,
  children: towns(id, townNames),
});

const province = (id: string, name: string, cities: TreeNode[]): TreeNode => ({
  ID: id,
  NAME: name,
  children: cities,
});

/** Provinces → cities → towns. */
export const ADDRESS_TREE: readonly TreeNode[] = [
  province('P-BYO', 'BULAWAYO', [
    city('C-BYO', 'BULAWAYO', ['BULAWAYO CBD', 'NKULUMANE', 'LUVEVE', 'PUMULA']),
  ]),
  province('P-HRE', 'HARARE', [
    city('C-HRE', 'HARARE', ['HARARE CBD', 'BORROWDALE', 'MBARE', 'HIGHFIELD']),
    city('C-CTG', 'CHITUNGWIZA', ['SEKE', 'ZENGEZA', "ST MARY'S"]),
    city('C-EPW', 'EPWORTH', ['EPWORTH']),
  ]),
  province('P-MAN', 'MANICALAND', [
    city('C-MUT', 'MUTARE', ['MUTARE CBD', 'SAKUBVA', 'DANGAMVURA']),
    city('C-RUS', 'RUSAPE', ['RUSAPE']),
    city('C-CHP', 'CHIPINGE', ['CHIPINGE']),
  ]),
  province('P-MSC', 'MASHONALAND CENTRAL', [
    city('C-BIN', 'BINDURA', ['BINDURA', 'CHIPADZE']),
    city('C-MVU', 'MVURWI', ['MVURWI']),
  ]),
  province('P-MSE', 'MASHONALAND EAST', [
    city('C-MRD', 'MARONDERA', ['MARONDERA', 'DOMBOTOMBO']),
    city('C-MRW', 'MUREHWA', ['MUREHWA']),
  ]),
  province('P-MSW', 'MASHONALAND WEST', [
    city('C-CHN', 'CHINHOYI', ['CHINHOYI']),
    city('C-KAD', 'KADOMA', ['KADOMA', 'RIMUKA']),
    city('C-KAR', 'KARIBA', ['KARIBA']),
  ]),
  province('P-MSV', 'MASVINGO', [
    city('C-MSV', 'MASVINGO', ['MASVINGO', 'MUCHEKE']),
    city('C-CHR', 'CHIREDZI', ['CHIREDZI']),
  ]),
  province('P-MTN', 'MATABELELAND NORTH', [
    city('C-HWA', 'HWANGE', ['HWANGE']),
    city('C-VFA', 'VICTORIA FALLS', ['VICTORIA FALLS', 'CHINOTIMBA']),
    city('C-LUP', 'LUPANE', ['LUPANE']),
  ]),
  province('P-MTS', 'MATABELELAND SOUTH', [
    city('C-GWA', 'GWANDA', ['GWANDA']),
    city('C-BEI', 'BEITBRIDGE', ['BEITBRIDGE', 'DULIVHADZIMU']),
    city('C-PLU', 'PLUMTREE', ['PLUMTREE']),
  ]),
  province('P-MID', 'MIDLANDS', [
    city('C-GWE', 'GWERU', ['GWERU', 'MKOBA']),
    city('C-KWE', 'KWEKWE', ['KWEKWE', 'AMAVENI']),
    city('C-ZVI', 'ZVISHAVANE', ['ZVISHAVANE']),
  ]),
];

/** The suburbs and villages the address book offers, grouped by town (data: suburbNames.json). */
const SUBURB_NAMES: readonly string[] = Object.values(suburbNamesByTown).flat();

/** Suburbs and villages in name order, with fixed ids. */
export const SUBURBS: readonly IdNameRecord[] = [...SUBURB_NAMES]
  .sort((a, b) => a.localeCompare(b, 'en'))
  .map((name, index) => ({ ID: `SUB-${String(index + 1).padStart(3, '0')}`, NAME: name }));

/** A page of the suburbs whose name contains the keyword (case-insensitive). */
export function searchSuburbs(
  keyword: string,
  page: number,
  pageSize: number,
): { list: IdNameRecord[]; total: number } {
  const needle = keyword.trim().toUpperCase();
  const matches =
    needle === '' ? SUBURBS : SUBURBS.filter((suburb) => suburb.NAME.includes(needle));
  const start = (page - 1) * pageSize;
  return { list: matches.slice(start, start + pageSize), total: matches.length };
}

function find(nodes: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.ID === id) return node;
    const below = node.children ? find(node.children, id) : undefined;
    if (below) return below;
  }
  return undefined;
}

/** The entries under a parent (the provinces without one); undefined for an unknown parent. */
export function addressChildren(parentId: string | undefined): IdNameRecord[] | undefined {
  const nodes = parentId ? find(ADDRESS_TREE, parentId)?.children : ADDRESS_TREE;
  if (!nodes && parentId && find(ADDRESS_TREE, parentId)) return [];
  return nodes?.map(({ ID, NAME }) => ({ ID, NAME }));
}
