/**
 * Everything of @gaia/domain except the server calls (`@gaia/domain/api`). A consumer that needs
 * one area imports it by its own entry (`@gaia/domain/orders` …) and pays for that area only.
 */
export * from './kernel/index';
export * from './messages/index';
export * from './host/index';
export * from './sign-in/index';
export * from './registration/index';
export * from './profile/index';
export * from './subscriptions/index';
export * from './payments/index';
export * from './orders/index';
export * from './stores/index';
export * from './shop/index';
export * from './shell/index';
