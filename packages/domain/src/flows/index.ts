/** State machines and decision rules as pure functions (ARCHITECTURE.md: domain/flows). */
export * from './signIn/index';
export * from './countdown/index';
export * from './capture/index';
export * from './kit/index';
