export * from './EsimQrCode';
