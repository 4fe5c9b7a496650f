import { describe, expect, it } from 'vitest';
import { isOpenAt, minutesOf, zonedMoment, type HoursRange } from './open-hours.ts';

const lunch: HoursRange = { day: 'monday', open: '11:00', close: '14:00', overnight: false };
const lateFriday: HoursRange = { day: 'friday', open: '18:00', close: '02:00', overnight: true };

describe('isOpenAt', () => {
  it('judges the instant in the place’s own time zone', () => {
    // Monday 2026-11-23 17:30 UTC is 11:30 in Chicago (open) and 09:30 in Los Angeles (not yet).
    const at = new Date('2026-11-23T17:30:00Z');
    expect(isOpenAt([lunch], 'America/Chicago', at)).toBe(true);
    expect(isOpenAt([lunch], 'America/Los_Angeles', at)).toBe(false);
  });

  it('keeps a range that runs past midnight open into the next day, and closes it at its end', () => {
    // Saturday 2026-11-28 01:30 in New York (06:30 UTC) still belongs to Friday's late range; 02:00 does not.
    expect(isOpenAt([lateFriday], 'America/New_York', new Date('2026-11-28T06:30:00Z'))).toBe(true);
    expect(isOpenAt([lateFriday], 'America/New_York', new Date('2026-11-28T07:00:00Z'))).toBe(false);
    expect(isOpenAt([lateFriday], 'America/New_York', new Date('2026-11-27T22:59:00Z'))).toBe(false);
  });

  it('treats a close of 00:00 as midnight at the end of the day', () => {
    const evening: HoursRange = { day: 'monday', open: '17:00', close: '00:00', overnight: false };
    expect(isOpenAt([evening], 'UTC', new Date('2026-11-23T23:59:00Z'))).toBe(true);
    expect(isOpenAt([evening], 'UTC', new Date('2026-11-24T00:00:00Z'))).toBe(false);
  });
});

describe('zonedMoment', () => {
  it('gives the local weekday and minutes, across a date line', () => {
    expect(zonedMoment(new Date('2026-11-23T03:00:00Z'), 'Pacific/Honolulu')).toEqual({
      day: 'sunday',
      minutes: minutesOf('17:00'),
    });
  });
});
