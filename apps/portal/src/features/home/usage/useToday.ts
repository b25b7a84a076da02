import { useState } from 'react';
import { localDay } from '@gaia/domain';

/**
 * The day the usage history ends on: the one given (stories, tests), else the device's day when the
 * piece first showed — kept for the piece's life, so the cache key does not move at midnight while
 * someone reads the chart.
 */
export function useToday(given?: string): string {
  const [today] = useState(() => given ?? localDay());
  return given ?? today;
}
