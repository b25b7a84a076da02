export * from './SignaturePad';
