import { describe, expect, it } from 'vitest';
import { CUISINES } from './cuisine-table.ts';
import type { Cuisine } from './cuisine-type.ts';
import { generateMenu } from './menus.ts';
import { promisedDishes, restaurantName } from './names.ts';
import { Rng } from './random.ts';

/** Names a cuisine gives its places in one town, drawn the way the generator draws them. */
function namesOf(cuisine: Cuisine, count: number): string[] {
  const rng = Rng.from(`names/${cuisine.slug}`);
  return Array.from({ length: count }, () => restaurantName(rng, cuisine, 'Springfield', 'Main', new Set()));
}

const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

describe('restaurant names', () => {
  it('say one cuisine: two cuisines of one menu kind never give a place the same name', () => {
    for (const kind of new Set(CUISINES.map((c) => c.menu))) {
      const seen = new Map<string, string>();
      for (const cuisine of CUISINES.filter((c) => c.menu === kind)) {
        for (const name of new Set(namesOf(cuisine, 3000))) {
          expect(seen.get(name) ?? cuisine.slug, `“${name}”`).toBe(cuisine.slug);
          seen.set(name, cuisine.slug);
        }
      }
    }
  });

  it('promise only dishes the menu serves', () => {
    const lost: string[] = [];
    let promises = 0;
    for (const cuisine of CUISINES) {
      namesOf(cuisine, 300).forEach((name, i) => {
        const promised = promisedDishes(name);
        if (promised.length === 0) return;
        const menu = generateMenu(Rng.from(`promise/${name}/${i}`), {
          cuisine,
          priceRange: '$$',
          costIndex: 1,
          restaurantId: 'rst_test00000000',
          promised,
        });
        const dishes = menu.flatMap((s) => s.items.map((item) => plain(item.name).toLowerCase()));
        for (const word of promised) {
          promises += 1;
          if (!dishes.some((d) => d.includes(plain(word).toLowerCase()))) lost.push(`${cuisine.slug}: ${name}`);
        }
      });
    }
    expect(promises).toBeGreaterThan(5000);
    expect(lost).toEqual([]);
  });
});

describe('names in one crowded city', () => {
  it('never repeat, however many places a cuisine has there', () => {
    const pizza = CUISINES.find((cuisine) => cuisine.slug === 'pizza')!;
    const rng = Rng.from('crowded/pizza');
    const taken = new Set<string>();
    // More pizza places than the usual names of a pizza place can tell apart.
    for (let i = 0; i < 20_000; i += 1) {
      const name = restaurantName(rng, pizza, 'New York', 'Main', taken);
      expect(taken.has(name), name).toBe(false);
      taken.add(name);
    }
  });
});
