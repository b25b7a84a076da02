export * from './PhoneNumberField';
