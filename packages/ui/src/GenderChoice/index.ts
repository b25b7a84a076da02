export * from './GenderChoice';
