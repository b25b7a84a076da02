/** The online shop (F4.1–F4.5): catalogue and favourites, cart, checkout. */
export * from './catalogue/index';
export * from './cart/index';
export * from './checkout/index';
