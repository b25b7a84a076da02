/**
 * The shared kernel every business area stands on: the request layer, configuration, formats,
 * storage, security, field-rule builders, countdowns and camera capture. The kernel imports no area.
 */
export * from './http/index';
export * from './config/index';
export * from './content/index';
export * from './format/index';
export * from './storage/index';
export * from './security/index';
export * from './rules/index';
export * from './countdown/index';
export * from './capture/index';
export * from './layout/index';
export * from './i18n/types';
export * from './i18n/locale';
export * from './forms/index';
