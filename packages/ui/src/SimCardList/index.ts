export * from './SimCardList';
