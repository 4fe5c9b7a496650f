import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, fieldRows, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('San Francisco, CA')).toBe('"San Francisco, CA"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });
  it('writes numbers and empties plainly', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('defuses formula-looking strings', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
  });
  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv(
        ['percentile', 'price'],
        [
          ['p10', 5],
          ['p50', 12.5],
        ],
      ),
    ).toBe('percentile,price\r\np10,5\r\np50,12.5\r\n');
  });
  it('reads the API’s fields by name, nested ones dotted, values as they are and none as empty', () => {
    const records = [
      { state: 'TX', city: 'Austin', share: 0.097, tiers: { $: 3 }, note: null },
      { state: 'OR', city: null, share: 0, tiers: {} },
    ];
    expect(fieldRows(records, ['state', 'city', 'share', 'tiers.$', 'note', 'missing.deep'])).toEqual([
      ['TX', 'Austin', 0.097, 3, null, null],
      ['OR', null, 0, null, null, null],
    ]);
  });
  it('makes file names', () => {
    expect(csvFileName('Austin, TX — price percentiles')).toBe('austin-tx-price-percentiles.csv');
    expect(csvFileName('Señor')).toBe('senor.csv');
  });
});
