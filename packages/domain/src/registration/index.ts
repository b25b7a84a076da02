/** Registration (spec 01 §5–6, spec 02): sign-up steps, age rule, signature. */
export * from './age';
export * from './signaturePad';
export * from './registrationConfig';
export * from './stepOne/index';
export * from './identity/index';
export * from './submission/index';
export * from './corporate/index';
export * from './mobileFill/index';
