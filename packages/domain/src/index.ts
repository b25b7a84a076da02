export * from './model/index';
export * from './config/index';
export * from './validation/index';
export * from './i18n/index';
export * from './storage/index';
export * from './security/index';
export * from './flows/index';
export * from './format/index';
