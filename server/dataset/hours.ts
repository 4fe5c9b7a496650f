/**
 * Weekly opening hours by kind of place. Times are minutes from the opening day's midnight; a close at or past
 * 1440 falls on the next day, which is exactly what `overnight` means.
 */
import { clockOf } from '../../rules/open-hours.ts';
import type { HoursKind } from './cuisine-type.ts';
import type { CityTier } from './places.ts';
import type { Rng } from './random.ts';
import type { OpeningRange, PriceRange, Weekday } from '../index/source.ts';

const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MON = 0;
const TUE = 1;
const FRI = 4;
const SAT = 5;
const SUN = 6;

type Span = readonly [open: number, close: number];
type Week = Span[][];

const h = (hours: number, minutes = 0): number => hours * 60 + minutes;

/** Same hours every day, minus the given closed days. */
function uniform(open: number, close: number, closed: ReadonlySet<number> = new Set()): Week {
  return WEEKDAYS.map((_, d) => (closed.has(d) ? [] : [[open, close] as const]));
}

/** Independent-restaurant habit: a quiet-day closure, usually Monday, sometimes Monday and Tuesday. */
function closedDays(rng: Rng, pMonday: number, pAlsoTuesday = 0, pSunday = 0): Set<number> {
  const closed = new Set<number>();
  if (rng.chance(pMonday)) {
    closed.add(MON);
    if (rng.chance(pAlsoTuesday)) closed.add(TUE);
  }
  if (rng.chance(pSunday)) closed.add(SUN);
  return closed;
}

/**
 * How often a late kind of place (pizza by the slice, tacos, wings, diners) really stays open past midnight:
 * common in big cities, rare in small towns. Tuned so that about 15–20% of all restaurants close after midnight on
 * some day, mostly bars, diners and big-city spots (Yelp and Google listings show roughly that share); a close at
 * midnight itself is not late, though its range is flagged `overnight`.
 */
const LATE_NIGHT: Readonly<Record<CityTier, number>> = { metro: 0.9, city: 0.7, town: 0.25, village: 0.06 };

function isWeekendNight(d: number): boolean {
  return d === FRI || d === SAT;
}

const WEEK_BUILDERS: Record<HoursKind, (rng: Rng, priceRange: PriceRange | null, tier: CityTier) => Week> = {
  breakfast(rng) {
    const open = rng.pick([h(6), h(6, 30), h(7)]);
    const close = rng.pick([h(14), h(14, 30), h(15)]);
    const week = uniform(open, close, closedDays(rng, 0.3, 0.2));
    // Weekend brunch crowds: open a little later, stay a little longer.
    for (const d of [SAT, SUN]) if (week[d]?.length) week[d] = [[Math.max(open, h(7)), close + 60]];
    return week;
  },
  diner(rng, _priceRange, tier) {
    if (rng.chance(Math.min(1, LATE_NIGHT[tier] * 1.1))) {
      const close = rng.pick([h(24), h(25), h(26)]);
      return WEEKDAYS.map((_, d) => [[h(6), isWeekendNight(d) ? close + 60 : close] as const]);
    }
    return uniform(rng.pick([h(6), h(6, 30), h(7)]), rng.pick([h(20), h(21), h(22)]), closedDays(rng, 0.1));
  },
  coffee(rng) {
    const open = rng.pick([h(6), h(6, 30), h(7)]);
    const close = rng.pick([h(17), h(18), h(19), h(20)]);
    const week = uniform(open, close, closedDays(rng, 0.05, 0, 0.08));
    for (const d of [SAT, SUN]) if (week[d]?.length) week[d] = [[open + 60, close]];
    return week;
  },
  bakery(rng) {
    const open = rng.pick([h(6), h(6, 30), h(7), h(7, 30)]);
    const close = rng.pick([h(14), h(15), h(17), h(18)]);
    const week = uniform(open, close, closedDays(rng, 0.4, 0.15));
    if (week[SUN]?.length) week[SUN] = [[open + 60, Math.min(close, h(14))]];
    return week;
  },
  donuts(rng) {
    return uniform(rng.pick([h(5), h(5, 30), h(6)]), rng.pick([h(12), h(13), h(14)]));
  },
  lunch(rng) {
    const open = rng.pick([h(8), h(10), h(10, 30), h(11)]);
    const close = rng.pick([h(15), h(16), h(17), h(19), h(20)]);
    const week = uniform(open, close, closedDays(rng, 0.05, 0, 0.35));
    if (week[SAT]?.length) week[SAT] = [[Math.max(open, h(10)), Math.min(close, h(16))]];
    return week;
  },
  casual(rng, _priceRange, tier) {
    const open = rng.pick([h(10, 30), h(11), h(11), h(11, 30)]);
    const close = rng.pick([h(21), h(21, 30), h(22)]);
    const closed = closedDays(rng, 0.12);
    // Big-city grills and cantinas keep the kitchen open after midnight on weekends.
    const weekendClose = rng.chance(LATE_NIGHT[tier] * 0.6) ? h(25) : close + 60;
    return WEEKDAYS.map((_, d) => {
      if (closed.has(d)) return [];
      if (isWeekendNight(d)) return [[open, weekendClose]];
      if (d === SUN) return [[open, close - 60]];
      return [[open, close]];
    });
  },
  bbq(rng) {
    // Pitmasters open when the meat is ready and close when it sells out.
    const open = rng.pick([h(10, 30), h(11)]);
    const close = rng.pick([h(19), h(20), h(21)]);
    const week = uniform(open, close, closedDays(rng, 0.45, 0.3));
    if (week[SUN]?.length) week[SUN] = [[open, Math.min(close, h(18))]];
    return week;
  },
  split(rng) {
    const lunchOpen = rng.pick([h(11), h(11), h(11, 30)]);
    const lunchClose = rng.pick([h(14, 30), h(15)]);
    const dinnerOpen = rng.pick([h(16, 30), h(17), h(17)]);
    const dinnerClose = rng.pick([h(21), h(21, 30), h(22)]);
    const closed = closedDays(rng, 0.35, 0.15);
    // About 40 % stay open through the afternoon.
    const continuous = rng.chance(0.4);
    return WEEKDAYS.map((_, d) => {
      if (closed.has(d)) return [];
      const close = isWeekendNight(d) ? dinnerClose + 30 : dinnerClose;
      if (continuous) return [[lunchOpen, close]];
      if (d === SAT || d === SUN) return [[h(12), close]];
      return [
        [lunchOpen, lunchClose],
        [dinnerOpen, close],
      ];
    });
  },
  dinner(rng, priceRange) {
    const fine = priceRange === '$$$$';
    const open = rng.pick([h(17), h(17), h(17, 30), h(18)]);
    const close = rng.pick([h(21, 30), h(22), h(22), h(23)]);
    const closed = closedDays(rng, fine ? 0.7 : 0.5, 0.3, fine ? 0.4 : 0.2);
    const brunch = !fine && rng.chance(0.35);
    return WEEKDAYS.map((_, d) => {
      if (closed.has(d)) return [];
      const dinner = [open, isWeekendNight(d) ? close + 60 : close] as const;
      if (brunch && (d === SAT || d === SUN)) return [[h(10), h(14, 30)], dinner];
      return [dinner];
    });
  },
  late(rng, _priceRange, tier) {
    const open = rng.pick([h(10, 30), h(11), h(11), h(16)]);
    if (!rng.chance(LATE_NIGHT[tier])) {
      const close = rng.pick([h(21), h(22), h(22), h(23)]);
      return WEEKDAYS.map((_, d) => [[open, isWeekendNight(d) ? close + 60 : d === SUN ? close - 60 : close] as const]);
    }
    const close = rng.pick([h(22), h(23), h(24)]);
    const weekendClose = rng.pick([h(25), h(26), h(27)]);
    return WEEKDAYS.map((_, d) => {
      if (isWeekendNight(d)) return [[open, Math.max(close, weekendClose)]];
      return [[open, d === SUN ? close - 60 : close]];
    });
  },
  fast(rng, _priceRange, tier) {
    const open = rng.pick([h(6), h(10), h(10, 30), h(10, 30), h(11)]);
    if (rng.chance(LATE_NIGHT[tier] * 0.5)) return uniform(open, h(26));
    const close = rng.pick([h(21), h(22), h(22), h(23)]);
    return WEEKDAYS.map((_, d) => [[open, isWeekendNight(d) ? close + 60 : close] as const]);
  },
  dessert(rng) {
    const open = rng.pick([h(11), h(12), h(13)]);
    const close = rng.pick([h(21), h(21), h(22)]);
    const week = uniform(open, close, closedDays(rng, 0.2));
    for (const d of [FRI, SAT]) if (week[d]?.length) week[d] = [[open, close + 60]];
    return week;
  },
  bar(rng) {
    const open = rng.pick([h(11), h(11, 30), h(15), h(16)]);
    const close = rng.pick([h(24), h(24), h(25), h(26)]);
    const closed = closedDays(rng, 0.2);
    return WEEKDAYS.map((_, d) => {
      if (closed.has(d)) return [];
      if (isWeekendNight(d)) return [[Math.min(open, h(12)), Math.max(close, h(26))]];
      return [[d === SUN ? Math.min(open, h(11)) : open, d === SUN ? h(23) : close]];
    });
  },
};

export function openingHours(rng: Rng, kind: HoursKind, priceRange: PriceRange | null, tier: CityTier): OpeningRange[] {
  const week = WEEK_BUILDERS[kind](rng, priceRange, tier);
  const out: OpeningRange[] = [];
  week.forEach((spans, d) => {
    const day = WEEKDAYS[d] as Weekday;
    for (const [open, close] of spans) {
      out.push({ day, open: clockOf(open), close: clockOf(close), overnight: close >= 1440 });
    }
  });
  return out;
}
