export * from './CopyButton';
export { copyText } from './useCopyButton';
