export * from './model/index';
export * from './config/index';
export * from './validation/index';
export * from './i18n/index';
export * from './storage/index';
export * from './flows/index';
