export * from './portalConfig';
