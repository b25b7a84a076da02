export * from '../kernel/i18n/types';
export * from './catalogues';
export * from './loadCatalogue';
export { firstPaintEnglish } from './firstPaint';
export * from '../kernel/i18n/locale';
export * from './componentCatalogues';
