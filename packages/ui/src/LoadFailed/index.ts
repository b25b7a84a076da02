export { lazyWithRetry, LazyLoadError, type LazyModule, type LazyWithRetry, type LazyWithRetryOptions } from './lazyWithRetry';
export { LoadFailed, type LoadFailedProps } from './LoadFailed';
