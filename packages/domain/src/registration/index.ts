/** Registration (spec 01 §5–6, spec 02): sign-up steps, age rule, signature. */
export * from './age';
export * from './signaturePad';
