import type { Meta } from '@storybook/react-vite';
import type { MeterSegment } from './useSegmentedMeter';
import type { SegmentedMeter } from './SegmentedMeter';

/** A family data bundle of 20 GB shared by four lines (story data). */
export const familyLines: readonly MeterSegment[] = [
  { id: '263771234567', label: 'gaia_kitforms_example_line_me', detail: '077 123 4567', value: 4.5 },
  { id: '263772345678', label: 'gaia_kitforms_example_line_partner', detail: '077 234 5678', value: 2 },
  { id: '263773456789', label: 'gaia_kitforms_example_line_child', detail: '077 345 6789', value: 0.75 },
  { id: '263714567890', label: 'gaia_kitforms_example_line_tablet', detail: '071 456 7890', value: 0.25 },
];

/** The meta the SegmentedMeter stories and feature stories share (all but the title). */
export const segmentedMeterStoryDefaults = {
  args: { label: 'gaia_kitforms_example_family_data', segments: familyLines, max: 20, unit: 'gaia_kitforms_example_unit_gb' },
} satisfies Meta<typeof SegmentedMeter>;
