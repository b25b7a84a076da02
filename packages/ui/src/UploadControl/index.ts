export * from './UploadControl';
