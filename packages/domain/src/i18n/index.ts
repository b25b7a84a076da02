export * from './types';
export * from './catalogues';
export * from './loadCatalogue';
export { firstPaintEnglish } from './en/firstPaint';
export * from './locale';
export * from './kitAreas';
