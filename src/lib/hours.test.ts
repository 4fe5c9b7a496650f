import { describe, expect, it } from 'vitest';
import { zonedMoment, type HoursRange } from '../../rules/open-hours';
import { formatClock, openStatus, weekHours } from './hours';

const every = (open: string, close: string, overnight = false): HoursRange[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({
    day,
    open,
    close,
    overnight,
  }));

describe('zonedMoment', () => {
  it('reads the weekday and time in the given zone', () => {
    // 2025-01-06 is a Monday. 03:30 UTC is Sunday 21:30 in Chicago (UTC-6).
    const at = new Date('2025-01-06T03:30:00Z');
    expect(zonedMoment(at, 'America/Chicago')).toEqual({ day: 'sunday', minutes: 21 * 60 + 30 });
    expect(zonedMoment(at, 'UTC')).toEqual({ day: 'monday', minutes: 3 * 60 + 30 });
  });
  it('follows daylight saving time', () => {
    // July: New York is UTC-4.
    expect(zonedMoment(new Date('2025-07-07T16:00:00Z'), 'America/New_York')).toEqual({
      day: 'monday',
      minutes: 12 * 60,
    });
  });
});

describe('openStatus', () => {
  it('is open inside a same-day range, in the restaurant’s zone', () => {
    const hours = every('11:00', '22:00');
    // Monday 12:00 in Los Angeles = 20:00 UTC (PST, UTC-8).
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2025-01-06T20:00:00Z'))).toEqual({
      open: true,
      label: 'Open now · until 10:00 PM',
    });
    // Same instant is 15:00 in New York: open; 06:00 next morning LA time: closed.
    expect(openStatus(hours, 'America/Los_Angeles', new Date('2025-01-06T14:00:00Z')).open).toBe(false);
  });

  it('handles overnight ranges on both sides of midnight', () => {
    const hours: HoursRange[] = [{ day: 'friday', open: '18:00', close: '02:00', overnight: true }];
    // Friday 23:00 UTC: open.
    expect(openStatus(hours, 'UTC', new Date('2025-01-10T23:00:00Z')).open).toBe(true);
    // Saturday 01:30 UTC: still open from Friday.
    expect(openStatus(hours, 'UTC', new Date('2025-01-11T01:30:00Z'))).toEqual({
      open: true,
      label: 'Open now · until 2:00 AM',
    });
    // Saturday 02:00: closed, opens next Friday.
    expect(openStatus(hours, 'UTC', new Date('2025-01-11T02:00:00Z'))).toEqual({
      open: false,
      label: 'Closed · opens Fri 6:00 PM',
    });
    // Friday 01:00 (the early hours belong to Thursday's range, which does not exist): closed.
    expect(openStatus(hours, 'UTC', new Date('2025-01-10T01:00:00Z')).open).toBe(false);
  });

  it('treats a close not after the open as overnight even without the flag, and 00:00 as midnight', () => {
    expect(openStatus(every('20:00', '03:00'), 'UTC', new Date('2025-01-07T02:00:00Z')).open).toBe(true);
    expect(openStatus(every('17:00', '00:00'), 'UTC', new Date('2025-01-07T23:59:00Z')).open).toBe(true);
    expect(openStatus(every('17:00', '00:00'), 'UTC', new Date('2025-01-07T00:00:00Z')).open).toBe(false);
  });

  it('wraps sunday night into monday morning', () => {
    const hours: HoursRange[] = [{ day: 'sunday', open: '22:00', close: '04:00', overnight: true }];
    expect(openStatus(hours, 'UTC', new Date('2025-01-06T03:00:00Z')).open).toBe(true); // Monday 03:00
  });

  it('names the next opening', () => {
    const hours: HoursRange[] = [{ day: 'tuesday', open: '11:00', close: '14:00', overnight: false }];
    expect(openStatus(hours, 'UTC', new Date('2025-01-06T12:00:00Z')).label).toBe('Closed · opens tomorrow 11:00 AM');
    expect(openStatus(hours, 'UTC', new Date('2025-01-07T09:00:00Z')).label).toBe('Closed · opens 11:00 AM');
  });

  it('copes with no hours and bad zones', () => {
    expect(openStatus([], 'UTC').label).toBe('Hours not listed');
    expect(openStatus(every('10:00', '11:00'), 'Not/AZone').label).toBe('Hours unknown');
  });
});

describe('formatting', () => {
  it('formats clock times', () => {
    expect(formatClock('00:00')).toBe('12:00 AM');
    expect(formatClock('12:05')).toBe('12:05 PM');
    expect(formatClock('17:30')).toBe('5:30 PM');
  });
  it('lists the week from Monday with closed days empty', () => {
    const week = weekHours([
      { day: 'tuesday', open: '17:00', close: '22:00', overnight: false },
      { day: 'tuesday', open: '11:00', close: '14:00', overnight: false },
      { day: 'friday', open: '18:00', close: '02:00', overnight: true },
    ]);
    expect(week.map((w) => w.day)[0]).toBe('monday');
    expect(week[0]!.ranges).toEqual([]);
    expect(week[1]!.ranges).toEqual(['11:00 AM – 2:00 PM', '5:00 PM – 10:00 PM']);
    expect(week[4]!.ranges).toEqual(['6:00 PM – 2:00 AM (next day)']);
  });
});
