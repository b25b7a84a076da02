export * from './Meter';
export { meterState, type MeterState } from './useMeterState';
