import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { isOpen, readAttributes, weekMinutes, type Attributes } from '../../index/attributes.ts';
import { openFlagsAt } from './open-flags.ts';

let fixture: CatalogFixture;
let attributes: Attributes;

beforeAll(async () => {
  fixture = await catalogFixture();
  const db = new Database(fixture.path, { readonly: true });
  attributes = readAttributes(db);
  db.close();
});

afterAll(() => fixture.cleanup());

describe('who is open at an instant, kept per minute', () => {
  const instants = ['2026-11-24T18:00:00Z', '2026-11-25T04:30:00Z', '2026-11-29T12:15:00Z'].map((at) => new Date(at));

  it('says what each restaurant’s own hours say, at every instant asked about', () => {
    for (const at of instants) {
      const minutes = weekMinutes(attributes, at);
      const flags = openFlagsAt(attributes, minutes);
      for (let r = 1; r <= attributes.restaurants; r += 1) {
        expect(flags.isOpen(r)).toBe(isOpen(attributes, r, minutes));
      }
    }
    const someOpen = (at: Date) => {
      const flags = openFlagsAt(attributes, weekMinutes(attributes, at));
      return Array.from({ length: attributes.restaurants }, (_, i) => flags.isOpen(i + 1));
    };
    // The instants differ, so what was worked out for one is not answered for another.
    expect(someOpen(instants[0]!)).not.toEqual(someOpen(instants[1]!));
  });

  it('shares one instant’s answers between the searches of the same minute', () => {
    const minute = weekMinutes(attributes, instants[0]!);
    expect(openFlagsAt(attributes, minute)).toBe(openFlagsAt(attributes, Uint16Array.from(minute)));
    const later = weekMinutes(attributes, new Date(instants[0]!.getTime() + 60_000));
    expect(openFlagsAt(attributes, later)).not.toBe(openFlagsAt(attributes, minute));
  });
});
