/** Step-up authentication: face, code, memorable word (spec 03 F3.10). */
export * from './model';
export * from './stepUpFlow';
export * from './otpCode';
export * from './memorableWord';
export * from './stepUpKeys';
