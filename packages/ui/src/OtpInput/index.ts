export * from './OtpInput';
