/** "3 d 4 h 5 min", "4 min 10 s", "10 s" for a duration in milliseconds. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (d > 0) return `${d} d ${h} h ${m} min`;
  if (h > 0) return `${h} h ${m} min ${s} s`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * A moment as the API states it (UTC: quotas reset at midnight UTC) and as the reader's clock shows it:
 * `{ utc: 'Jan 1, 2026, 12:00 AM UTC', local: 'Dec 31, 2025, 6:00 PM CST' }`. `local` is null where the reader's
 * clock reads the same as UTC. `timeZone` is the reader's (tests pass one).
 */
export function formatUtcAndLocal(date: Date, timeZone?: string): { utc: string; local: string | null } {
  const format = (zone: string | undefined, named: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      ...WALL_CLOCK,
      timeZone: zone,
      ...(named && { timeZoneName: 'short' as const }),
    }).format(date);
  const utc = format('UTC', true);
  const local = format(timeZone, false) === format('UTC', false) ? null : format(timeZone, true);
  return { utc, local };
}

/** A moment to the second, with its zone: "Nov 25, 3:04:05 PM CST". */
export function formatClockTime(date: Date | number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}
