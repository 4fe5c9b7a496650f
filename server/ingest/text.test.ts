import { describe, expect, it } from 'vitest';
import { cleanText } from './text.ts';

describe('cleaning source text', () => {
  it('leaves tidy text as it is', () => {
    expect(cleanText('Phở Tái, rare steak')).toBe('Phở Tái, rare steak');
    expect(cleanText('')).toBe('');
  });

  it('decodes the common HTML entities once', () => {
    expect(cleanText('Chips &amp; Guacamole')).toBe('Chips & Guacamole');
    expect(cleanText('Joe&#39;s &quot;Best&quot; Jalape&ntilde;o &#x2014; caf&eacute;')).toBe(
      'Joe\'s "Best" Jalapeño — café',
    );
    expect(cleanText('Fish &amp;amp; Chips')).toBe('Fish &amp; Chips');
    expect(cleanText('Salt & Pepper &unknown; &#0; &#xD800;')).toBe('Salt & Pepper &unknown; &#0; &#xD800;');
  });

  it('makes every run of blanks one space and trims the ends', () => {
    expect(cleanText('  Three rolls.\r\n Shrimps,\t sliced   pork.&nbsp; ')).toBe('Three rolls. Shrimps, sliced pork.');
    expect(cleanText(' \n ')).toBe('');
  });
});
