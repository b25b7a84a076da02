/** Profile (spec 01 §3, spec 02): the session user, addresses, files and uploads, changing the password. */
export * from './address';
export * from './addressRules';
export * from './addressPatterns';
export * from './changePassword';
export * from './deliveryAddress';
export * from './fileType';
export * from './upload';
export * from './uploadFlow';
export * from './newPassword';
export * from './partyProfile';
export * from './completion/index';
export * from './addressBook/index';
