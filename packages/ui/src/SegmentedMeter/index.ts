export * from './SegmentedMeter';
export { segmentedMeter } from './useSegmentedMeter';
