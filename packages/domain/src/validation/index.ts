export * from './normalise';
export * from './rules';
export * from './signIn';
export * from './kit/index';
export * from './age';
export * from './changePassword';
export * from './phoneNumber';
