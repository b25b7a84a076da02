/** Shop catalogue and favourites (F4.1, F4.2): floors, categories, products, SKUs, offers, favourites. */
export * from './catalogueModel';
export * from './catalogueCalls';
export * from './skuChoice';
export * from './productQuery';
export * from './favouriteToggle';
export * from './priceDisplay';
export * from './shopRoutes';
