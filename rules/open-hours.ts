/**
 * Whether a place is open at an instant, judged by its weekly hours in its own IANA time zone: the app's
 * "Open now" and the API's open-now filter answer the same question the same way. A range whose close is not
 * after its open (or marked `overnight`) runs past midnight into the next day; "00:00" as a close is midnight at
 * the end of the day.
 */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];

export interface HoursRange {
  day: Day;
  open: string;
  close: string;
  overnight: boolean;
}

/** A local weekday and time of day. */
export interface ZonedMoment {
  day: Day;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local weekday and time of `date` in `timeZone`; throws a RangeError for an unknown zone. */
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

/** "17:30" → 1050 */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 1050 → "17:30"; minutes past midnight wrap onto the next day (1560 → "02:00"). */
export function clockOf(minutes: number): string {
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export const nextDay = (day: Day): Day => DAYS[(DAYS.indexOf(day) + 1) % 7]!;
const previousDay = (day: Day): Day => DAYS[(DAYS.indexOf(day) + 6) % 7]!;

/** A range as minutes from its day's midnight; `close` exceeds 1440 when it runs past midnight. */
export interface OpenSpan {
  day: Day;
  open: number;
  close: number;
  range: HoursRange;
}

export function openSpan(range: HoursRange): OpenSpan {
  const open = minutesOf(range.open);
  let close = minutesOf(range.close);
  if (range.overnight || close <= open) close += 1440;
  return { day: range.day, open, close, range };
}

/** The range open at that local moment (one that began today, or yesterday and runs past midnight), if any. */
export function spanOpenAt(spans: readonly OpenSpan[], now: ZonedMoment): OpenSpan | undefined {
  return spans.find(
    (span) =>
      (span.day === now.day && now.minutes >= span.open && now.minutes < span.close) ||
      (span.close > 1440 && span.day === previousDay(now.day) && now.minutes < span.close - 1440),
  );
}

/** Open at `at` in `timeZone`? */
export function isOpenAt(hours: readonly HoursRange[], timeZone: string, at: Date): boolean {
  return spanOpenAt(hours.map(openSpan), zonedMoment(at, timeZone)) !== undefined;
}
