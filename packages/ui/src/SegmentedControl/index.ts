export * from './SegmentedControl';
