export * from './Spinner';
export { useDelayedVisibility } from './useSpinner';
