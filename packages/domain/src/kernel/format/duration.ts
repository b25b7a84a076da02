/** Countdown display (F0.7 "date-time HH:mm:ss"; spec 03 §4 "shown HH:mm:ss"). */

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Formats a remaining time as HH:mm:ss ("01:05:09"). Partial seconds count as a whole second, so
 * "00:00:00" appears only when the time is really up. Hours go beyond 24 rather than wrapping
 * ("27:00:00"); negative or unreadable values show "00:00:00".
 */
export function formatDurationHms(milliseconds: number): string {
  const total = Number.isFinite(milliseconds) && milliseconds > 0 ? Math.ceil(milliseconds / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
}
