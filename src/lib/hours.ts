/**
 * Opening hours in the restaurant's own IANA time zone. A range with `overnight: true` (or whose close is not after
 * its open) runs past midnight into the next day; "00:00" as a close means midnight at the end of the day.
 */
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];

export interface HoursRange {
  day: Day;
  open: string;
  close: string;
  overnight: boolean;
}

export interface ZonedMoment {
  day: Day;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

export function zonedMoment(date: Date, timeZone: string): ZonedMoment {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  const day = String(parts.weekday).toLowerCase() as Day;
  const hour = Number(parts.hour) % 24;
  return { day, minutes: hour * 60 + Number(parts.minute) };
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const nextDay = (day: Day): Day => DAYS[(DAYS.indexOf(day) + 1) % 7]!;
const previousDay = (day: Day): Day => DAYS[(DAYS.indexOf(day) + 6) % 7]!;

interface Span {
  day: Day;
  open: number;
  /** May exceed 1440 when the range runs past midnight. */
  close: number;
  range: HoursRange;
}

function toSpan(range: HoursRange): Span {
  const open = toMinutes(range.open);
  let close = toMinutes(range.close);
  if (range.overnight || close <= open) close += 1440;
  return { day: range.day, open, close, range };
}

export interface OpenStatus {
  open: boolean;
  /** "Open now · until 10:00 PM", "Closed · opens Tue 11:00 AM", "Closed today" … */
  label: string;
}

/** Is the restaurant open at `at`, judged in its time zone? */
export function openStatus(hours: readonly HoursRange[], timeZone: string, at: Date = new Date()): OpenStatus {
  if (hours.length === 0) return { open: false, label: 'Hours not listed' };
  let now: ZonedMoment;
  try {
    now = zonedMoment(at, timeZone);
  } catch {
    return { open: false, label: 'Hours unknown' };
  }
  const spans = hours.map(toSpan);
  for (const span of spans) {
    const todayMatch = span.day === now.day && now.minutes >= span.open && now.minutes < span.close;
    const fromYesterday = span.close > 1440 && span.day === previousDay(now.day) && now.minutes < span.close - 1440;
    if (todayMatch || fromYesterday) return { open: true, label: `Open now · until ${formatClock(span.range.close)}` };
  }
  // Next opening within the coming week.
  let day = now.day;
  for (let offset = 0; offset < 8; offset += 1) {
    const candidates = spans
      .filter((s) => s.day === day && (offset > 0 || s.open > now.minutes))
      .sort((a, b) => a.open - b.open);
    const first = candidates[0];
    if (first) {
      const when = offset === 0 ? '' : offset === 1 ? 'tomorrow ' : `${shortDay(day)} `;
      return { open: false, label: `Closed · opens ${when}${formatClock(first.range.open)}` };
    }
    day = nextDay(day);
  }
  return { open: false, label: 'Closed' };
}

/** "17:30" → "5:30 PM", "00:00" → "12:00 AM" */
export function formatClock(hhmm: string): string {
  const total = toMinutes(hhmm) % 1440;
  const h = Math.floor(total / 60);
  const m = total % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

function shortDay(day: Day): string {
  return day.charAt(0).toUpperCase() + day.slice(1, 3);
}

export function dayLabel(day: Day): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

export interface WeekRow {
  day: Day;
  ranges: string[];
}

/** The week from Monday, each day's ranges in time order ("11:00 AM – 2:00 PM"); empty means closed. */
export function weekHours(hours: readonly HoursRange[]): WeekRow[] {
  return DAYS.map((day) => ({
    day,
    ranges: hours
      .filter((r) => r.day === day)
      .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
      .map(
        (r) =>
          `${formatClock(r.open)} – ${formatClock(r.close)}${toSpan(r).close > 1440 && r.close !== '00:00' ? ' (next day)' : ''}`,
      ),
  }));
}
