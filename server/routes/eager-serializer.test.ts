import { Type } from '@sinclair/typebox';
import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { unionsAsTypes } from './eager-serializer.ts';

type Schema = Parameters<typeof fastJsonStringify>[0];

const Tier = Type.Union([Type.Literal('$'), Type.Literal('$$')]);
const Hours = Type.Object({ day: Type.Union([Type.Literal('monday'), Type.Literal('tuesday')]), open: Type.String() });
const Dish = Type.Object({
  price: Type.Union([Type.Number(), Type.Null()], { description: 'Dollars' }),
  tier: Type.Union([Tier, Type.Null()]),
  tags: Type.Array(Type.Union([Type.Literal('vegan'), Type.Literal('vegetarian')])),
  hours: Type.Union([Type.Array(Hours), Type.Null()]),
  place: Type.Union([Type.Object({ city: Type.String() }), Type.Null()]),
  either: Type.Union([Type.String(), Type.Number()]),
  shared: Type.Union([Type.Ref('Shared'), Type.Null()]),
});
const Shared = Type.Object({ name: Type.String() }, { $id: 'Shared' });

describe('unions written by type for the serializer', () => {
  const transformed = unionsAsTypes(Dish) as Schema;

  it('writes every value exactly as the published schema does', () => {
    const published = fastJsonStringify(Dish as Schema, {
      schema: { Shared: Shared as Schema },
      compileValidators: true,
    });
    const compiled = fastJsonStringify(transformed, { schema: { Shared: unionsAsTypes(Shared) as Schema } });
    const values = [
      { price: 12.5, tier: '$$', tags: ['vegan'], hours: [{ day: 'tuesday', open: '9' }], place: { city: 'Austin' } },
      { price: null, tier: null, tags: [], hours: null, place: null },
    ].flatMap((value) => [
      { ...value, either: 'x', shared: { name: 'a' } },
      { ...value, either: 3, shared: null },
    ]);
    for (const value of values) expect(compiled(value)).toBe(published(value));
  });

  it('tells a value from null, and literals of one type, by type; keeps unions it cannot', () => {
    const { properties } = transformed as unknown as {
      properties: Record<string, { type?: unknown; anyOf?: unknown }>;
    };
    expect(properties.price).toEqual({ type: ['number', 'null'], description: 'Dollars' });
    expect(properties.tier!.type).toEqual(['string', 'null']);
    expect((properties.tags as unknown as { items: { type: unknown } }).items.type).toBe('string');
    expect(properties.hours!.type).toEqual(['array', 'null']);
    expect(properties.place!.type).toEqual(['object', 'null']);
    expect(properties.either!.anyOf).toBeDefined();
    expect(properties.shared!.anyOf).toBeDefined();
  });
});
