export * from './base64';
export * from './passwordEncryption';
export * from './abuseResultCodes';
