export * from './AddressForm';
