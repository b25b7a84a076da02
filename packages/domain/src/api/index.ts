export * from '../http/index';
export * from './auth';
