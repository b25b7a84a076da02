export * from './FaceCapture';
export * from './hasCamera';
