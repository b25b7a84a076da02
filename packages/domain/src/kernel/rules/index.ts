/** The shared field-rule builders and normalisers every area's rules are made of. */
export * from './codeTable';
export * from './normalise';
export * from './phoneNumber';
export * from './rules';
