import { describe, expect, it } from 'vitest';
import { resolveTyped, splitTyped } from './city-lookup';

const portlands = [
  { state: 'OR', city: 'Portland', restaurants: 693 },
  { state: 'ME', city: 'Portland', restaurants: 64 },
  { state: 'ME', city: 'South Portland', restaurants: 24 },
  { state: 'TX', city: 'Portland', restaurants: 10 },
];

describe('finding a typed city among the API’s places', () => {
  it('reads a state written after the name', () => {
    expect(splitTyped(' Portland, tx ')).toEqual({ city: 'Portland', state: 'TX' });
    expect(splitTyped('Winston-Salem')).toEqual({ city: 'Winston-Salem', state: null });
  });

  it('asks which one when several states have a city of that name, and never picks the state of the page', () => {
    expect(resolveTyped('portland', '', portlands)).toEqual({
      choose: [portlands[0], portlands[1], portlands[3]],
    });
  });

  it('picks the one city of that name in the state chosen or written', () => {
    expect(resolveTyped('Portland', 'TX', portlands)).toEqual({ pick: portlands[3] });
    expect(resolveTyped('portland, or', '', portlands)).toEqual({ pick: portlands[0] });
    expect(resolveTyped('South Portland', '', portlands)).toEqual({ pick: portlands[2] });
  });

  it('knows no city by a name only begun, or mistyped', () => {
    expect(resolveTyped('Portl', '', portlands)).toEqual({ unknown: true });
    expect(resolveTyped('Portland', 'CA', portlands)).toEqual({ unknown: true });
  });
});
