import { describe, expect, it } from 'vitest';
import { formatUsPhone, usPhoneDigits } from './phone.ts';

describe('usPhoneDigits', () => {
  it.each([
    '+17378800201',
    '737-880-0201',
    '(737) 880-0201',
    '737.880.0201',
    '1 737 880 0201',
    '+1 (737) 880-0201',
    '  7378800201 ',
    '1-737-880-0201',
  ])('reads %j as 7378800201', (text) => {
    expect(usPhoneDigits(text)).toBe('7378800201');
  });

  it.each([
    ['too few digits', '880-0201'],
    ['too many digits', '737-880-02011'],
    ['a country code other than 1', '+44 737 880 0201'],
    ['words', 'call 737-880-0201'],
    ['an area code starting with 1', '137-880-0201'],
    ['an exchange starting with 0', '737-080-0201'],
    ['empty', ''],
    ['a zip code', '78701'],
  ])('refuses %s', (_why, text) => {
    expect(usPhoneDigits(text)).toBeNull();
  });
});

describe('formatUsPhone', () => {
  it('writes a US number as people do, from E.164 or ten digits, and leaves anything else as it is', () => {
    expect(formatUsPhone('+17378800201')).toBe('(737) 880-0201');
    expect(formatUsPhone('7378800201')).toBe('(737) 880-0201');
    expect(formatUsPhone('+442071234567')).toBe('+442071234567');
  });
});
