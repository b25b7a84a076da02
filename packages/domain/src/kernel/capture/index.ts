export * from './faceBox';
export * from './cameraError';
