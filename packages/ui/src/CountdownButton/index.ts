export * from './CountdownButton';
