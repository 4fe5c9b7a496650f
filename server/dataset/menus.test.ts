import { describe, expect, it } from 'vitest';
import { CUISINES } from './cuisine-table.ts';
import { CUISINE_BY_SLUG, PRICE_RANGES } from './cuisines.ts';
import type { Cuisine, MenuKind } from './cuisine-type.ts';
import { outOfSection } from './dish-kinds.ts';
import { menuKindCapacities } from './menu-vocabulary.ts';
import { generateMenu, type MenuContext } from './menus.ts';
import { Rng, WeightedTable } from './random.ts';
import type { GeneratedItem, GeneratedSection, PriceRange } from '../index/source.ts';
import { dietBreaker } from '../index/diet-promises.ts';
import { dietaryTags } from '../index/dietary.ts';

const cuisine = (slug: string): Cuisine => {
  const c = CUISINE_BY_SLUG.get(slug);
  if (!c) throw new Error(`unknown cuisine ${slug}`);
  return c;
};

const context = (
  c: Cuisine,
  priceRange: PriceRange | null = '$$',
  costIndex = 1,
  restaurantId = 'rst_test00000000',
): MenuContext => ({
  cuisine: c,
  priceRange,
  costIndex,
  restaurantId,
});

const itemsOf = (menu: GeneratedSection[]): GeneratedItem[] => menu.flatMap((s) => s.items);

/** Draws the price range the way the catalog does: by the cuisine's weights. */
function drawPrice(rng: Rng, c: Cuisine): PriceRange {
  return new WeightedTable(PRICE_RANGES.map((p, i) => [p, c.price[i] ?? 0] as const)).draw(rng);
}

function menus(c: Cuisine, n: number, priceRange?: PriceRange | null, costIndex = 1): GeneratedSection[][] {
  const out: GeneratedSection[][] = [];
  for (let i = 0; i < n; i++) {
    const rng = Rng.from(`${c.slug}/${String(priceRange)}/${costIndex}/${i}`);
    const pr = priceRange === undefined ? drawPrice(rng, c) : priceRange;
    out.push(generateMenu(rng, context(c, pr, costIndex, `rst_${c.slug}_${i}`)));
  }
  return out;
}

const meanPrice = (ms: GeneratedSection[][]): number => {
  let sum = 0;
  let n = 0;
  for (const m of ms)
    for (const it of itemsOf(m)) {
      if (it.priceCents === null) continue;
      sum += it.priceCents;
      n++;
    }
  return sum / n;
};

describe('generateMenu', () => {
  it('is deterministic for the same rng seed and context', () => {
    for (const slug of ['pizza', 'chinese', 'steakhouse', 'coffee']) {
      const a = generateMenu(Rng.from(`seed/${slug}`), context(cuisine(slug)));
      const b = generateMenu(Rng.from(`seed/${slug}`), context(cuisine(slug)));
      expect(b).toEqual(a);
    }
    const c = generateMenu(Rng.from('seed/other'), context(cuisine('pizza')));
    expect(c).not.toEqual(generateMenu(Rng.from('seed/pizza'), context(cuisine('pizza'))));
  });

  it('has a vocabulary for all 34 menu kinds', () => {
    const kinds = new Set<MenuKind>(CUISINES.map((c) => c.menu));
    expect(kinds.size).toBe(34);
    const capacities = menuKindCapacities();
    for (const kind of kinds) expect(capacities.get(kind) ?? 0).toBeGreaterThanOrEqual(25);
  });

  it('gives every cuisine sections with valid, distinct items', () => {
    for (const c of CUISINES) {
      for (const menu of menus(c, 40)) {
        expect(menu.length).toBeGreaterThanOrEqual(1);
        const items = itemsOf(menu);
        expect(items.length).toBeGreaterThanOrEqual(3);
        expect(items.length).toBeLessThanOrEqual(60);
        expect(new Set(items.map((it) => it.id)).size).toBe(items.length);
        expect(new Set(items.map((it) => it.name)).size).toBe(items.length);
        for (const section of menu) {
          expect(section.title.length).toBeGreaterThan(0);
          expect(section.items.length).toBeGreaterThanOrEqual(2);
        }
        for (const it of items) {
          expect(it.id).toMatch(/^itm_[0-9A-Za-z]{12}$/);
          expect(it.name.trim()).toBe(it.name);
          expect(it.name.length).toBeGreaterThan(1);
          expect((it.priceCents === null) !== (it.priceText === null)).toBe(true);
          if (it.priceCents !== null) {
            expect(Number.isInteger(it.priceCents)).toBe(true);
            expect(it.priceCents).toBeGreaterThan(0);
            expect([0, 19, 25, 29, 49, 50, 69, 75, 79, 95, 99]).toContain(it.priceCents % 100);
          }
          if (it.description !== null) expect(it.description.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('numbers item ids by position over the whole menu', async () => {
    const { makeId } = await import('../index/ids.ts');
    const menu = generateMenu(Rng.from('ids'), context(cuisine('chinese'), '$', 1, 'rst_abcdefghijkl'));
    itemsOf(menu).forEach((it, i) => expect(it.id).toBe(makeId('itm', `rst_abcdefghijkl/${i}`)));
  });

  it('prices by price range and cost index', () => {
    for (const slug of ['pizza', 'italian', 'japanese', 'american', 'steakhouse', 'mexican']) {
      const c = cuisine(slug);
      const cheap = meanPrice(menus(c, 300, '$'));
      const mid = meanPrice(menus(c, 300, '$$'));
      const fancy = meanPrice(menus(c, 300, '$$$$'));
      expect(fancy).toBeGreaterThan(cheap * 1.8);
      expect(mid).toBeGreaterThan(cheap);
      // Menu prices follow the cost index as its square root: √(1.4 / 0.85) ≈ 1.28, not the index's 1.65.
      const ratio = meanPrice(menus(c, 300, '$$', 1.4)) / meanPrice(menus(c, 300, '$$', 0.85));
      expect(ratio).toBeGreaterThan(1.2);
      expect(ratio).toBeLessThan(1.38);
    }
    // Null price range behaves like '$$'.
    expect(meanPrice(menus(cuisine('thai'), 300, null))).toBeCloseTo(meanPrice(menus(cuisine('thai'), 300, '$$')), -2);
  });

  it('keeps realistic price levels', () => {
    const latte = menus(cuisine('coffee'), 300, '$')
      .flatMap(itemsOf)
      .filter((it) => it.name === 'Latte' && it.priceCents !== null);
    expect(latte.length).toBeGreaterThan(20);
    // Toast 2024: the average US latte costs $5.46.
    const cents = latte.map((it) => it.priceCents!).sort((a, b) => a - b);
    expect(cents[Math.floor(cents.length / 2)]).toBeGreaterThan(450);
    expect(cents[Math.floor(cents.length / 2)]).toBeLessThan(650);
    for (const price of cents) {
      expect(price).toBeGreaterThan(350);
      expect(price).toBeLessThan(800);
    }
    const mains = meanPrice(menus(cuisine('steakhouse'), 300, '$$$$'));
    expect(mains).toBeGreaterThan(3000);
    expect(mains).toBeLessThan(12000);
  });

  it('sizes menus around the cuisine mean', () => {
    for (const slug of ['pizza', 'chinese', 'coffee', 'steakhouse', 'mexican', 'ice-cream', 'diner', 'thai']) {
      const c = cuisine(slug);
      const counts = menus(c, 2000).map((m) => itemsOf(m).length);
      const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
      expect(Math.abs(mean / c.items - 1)).toBeLessThan(0.06);
      const sd = Math.sqrt(counts.reduce((a, b) => a + (b - mean) ** 2, 0) / counts.length);
      expect(sd / mean).toBeGreaterThan(0.2);
      expect(sd / mean).toBeLessThan(0.45);
    }
  });

  it('gives higher price ranges slightly smaller menus', () => {
    const c = cuisine('italian');
    const size = (pr: PriceRange) => menus(c, 800, pr).reduce((a, m) => a + itemsOf(m).length, 0) / 800;
    expect(size('$$$$')).toBeLessThan(size('$'));
  });

  it('keeps the dataset-wide mean near the cuisine means, with ~1.5% text prices and ~15% bare items', () => {
    const table = new WeightedTable(CUISINES.map((c) => [c, c.share] as const));
    let expected = 0;
    let items = 0;
    let text = 0;
    let bare = 0;
    const n = 6000;
    for (let i = 0; i < n; i++) {
      const rng = Rng.from(`mix/${i}`);
      const c = table.draw(rng);
      expected += c.items;
      const menu = generateMenu(
        rng,
        context(c, rng.chance(0.1) ? null : drawPrice(rng, c), 0.85 + 0.6 * rng.next(), `rst_${i}`),
      );
      for (const it of itemsOf(menu)) {
        items++;
        if (it.priceText !== null) text++;
        if (it.description === null) bare++;
      }
    }
    // Menus run ~4% above the cuisine means, which keeps ~2.1 million items with 42% short chain menus.
    expect(items / expected).toBeGreaterThan(1.01);
    expect(items / expected).toBeLessThan(1.08);
    expect(text / items).toBeGreaterThan(0.008);
    expect(text / items).toBeLessThan(0.025);
    expect(bare / items).toBeGreaterThan(0.11);
    expect(bare / items).toBeLessThan(0.19);
  });

  it('puts market prices mostly on seafood and steak', () => {
    const items = [...menus(cuisine('seafood'), 400), ...menus(cuisine('steakhouse'), 400)].flatMap(itemsOf);
    const rate = items.filter((it) => it.priceText !== null).length / items.length;
    expect(rate).toBeGreaterThan(0.02);
    expect(items.some((it) => it.priceText === 'Market price')).toBe(true);
  });

  it('uses the common dish words', () => {
    const pizzaItems = menus(cuisine('pizza'), 500).flatMap(itemsOf);
    const mentions = pizzaItems.filter((it) => /pizza/i.test(`${it.name} ${it.description ?? ''}`)).length;
    expect(mentions / pizzaItems.length).toBeGreaterThan(0.1);

    const kindsWithChicken = new Set<MenuKind>();
    const counts = new Map<string, number>();
    const words = [
      'chicken',
      'pizza',
      'salad',
      'burger',
      'taco',
      'rice',
      'cheese',
      'shrimp',
      'beef',
      'soup',
      'fries',
      'sandwich',
      'pork',
      'fried',
      'grilled',
      'spicy',
      'sauce',
    ];
    for (const c of CUISINES) {
      for (const it of menus(c, 60).flatMap(itemsOf)) {
        const text = `${it.name} ${it.description ?? ''}`.toLowerCase();
        if (text.includes('chicken')) kindsWithChicken.add(c.menu);
        for (const w of words) if (text.includes(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
    expect(kindsWithChicken.size).toBeGreaterThanOrEqual(24);
    for (const w of words) expect(counts.get(w) ?? 0, w).toBeGreaterThan(100);
  });

  it('lists every dish under a section that says its kind (no stir-fry under “Curries”)', () => {
    const misplaced: string[] = [];
    for (const c of CUISINES) {
      for (const menu of menus(c, 60)) {
        for (const section of menu) {
          for (const it of section.items) {
            if (outOfSection(section.title, it.name)) misplaced.push(`${c.slug}: ${it.name} under ${section.title}`);
          }
        }
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('follows the section order of the kind', () => {
    const order = ['Appetizers', 'Salads', 'Pizzas', 'Calzones', 'Pasta', 'Desserts', 'Drinks'];
    const rank = (title: string) => order.findIndex((t) => title.startsWith(t.slice(0, 4)));
    for (const menu of menus(cuisine('pizza'), 200, '$')) {
      const ranks = menu.map((s) => rank(s.title)).filter((r) => r >= 0);
      expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    }
  });
});

describe('signatures, promises and price endings', () => {
  const names = (menu: GeneratedSection[]) => itemsOf(menu).map((it) => it.name);

  it('gives every pizzeria a cheese pie in two sizes and a pepperoni pie, every Chinese take-out fried rice and lo mein', () => {
    for (const menu of menus(cuisine('pizza'), 200)) {
      expect(names(menu)).toEqual(
        expect.arrayContaining(['Small Cheese Pizza', 'Large Cheese Pizza', 'Pepperoni Pizza']),
      );
    }
    for (const menu of menus(cuisine('chinese'), 200)) {
      expect(names(menu).some((n) => n.endsWith('Fried Rice'))).toBe(true);
      expect(names(menu).some((n) => n.endsWith('Lo Mein'))).toBe(true);
    }
  });

  it('serves what the name promises', () => {
    let kept = 0;
    for (let i = 0; i < 100; i++) {
      const rng = Rng.from(`promise/${i}`);
      const menu = generateMenu(rng, { ...context(cuisine('japanese')), promised: ['Hibachi'] });
      const pho = generateMenu(rng, { ...context(cuisine('banh-mi')), promised: ['Pho', 'Banh Mi'] });
      const plain = names(pho).map((n) => n.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
      if (
        names(menu).some((n) => n.includes('Hibachi')) &&
        plain.some((n) => n.includes('Pho')) &&
        plain.some((n) => n.includes('Banh Mi'))
      )
        kept += 1;
    }
    // A promise can still be lost when its dish's name collides with another on a very short menu.
    expect(kept).toBeGreaterThanOrEqual(95);
  });

  it('ends quick-service prices in .49/.79/.99 and upscale prices in whole dollars', () => {
    const endings = (list: GeneratedSection[][]) => {
      const priced = list.flatMap(itemsOf).filter((it) => it.priceCents !== null);
      return (cents: number[]) => priced.filter((it) => cents.includes(it.priceCents! % 100)).length / priced.length;
    };
    expect(endings(menus(cuisine('fast-food'), 200, '$'))([49, 79, 99, 19, 29, 69])).toBeGreaterThan(0.95);
    expect(endings(menus(cuisine('steakhouse'), 200, '$$$$'))([0])).toBeGreaterThan(0.95);
  });

  it('composes a large dish vocabulary', () => {
    const distinct = new Set(CUISINES.flatMap((c) => menus(c, 60).flatMap(names)));
    expect(distinct.size).toBeGreaterThan(3000);
  });
});

describe('menus of restaurants that promise a diet', () => {
  it.each([
    ['vegan', ['vegan', 'vegetarian']],
    ['vegetarian', ['vegetarian']],
    ['halal', ['halal']],
  ] as const)('a %s restaurant lists only dishes that keep %j, several of them', (slug, diets) => {
    const sizes: number[] = [];
    for (let i = 0; i < 150; i++) {
      const menu = generateMenu(Rng.from(`diet/${slug}/${i}`), {
        ...context(cuisine(slug), '$$', 1, `rst_${slug}_${i}`),
        diets,
        // A house word that breaks the diet names no dish.
        house: i % 2 === 0 ? 'Lamb' : 'Glow',
        city: 'Portland',
      });
      const items = itemsOf(menu);
      sizes.push(items.length);
      for (const item of items)
        for (const diet of diets)
          expect([item.name, dietBreaker(diet, item.name, item.description)]).toEqual([item.name, null]);
    }
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeGreaterThan(7);
  });

  it('leaves the Turkey Avocado Sandwich, Cobb Salad and Kale Caesar off a vegan café', () => {
    const names = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const menu = generateMenu(Rng.from(`vegan-cafe/${i}`), { ...context(cuisine('vegan')), diets: ['vegan'] });
      for (const item of itemsOf(menu)) names.add(item.name);
    }
    for (const dish of ['Turkey Avocado Sandwich', 'Cobb Salad', 'Kale Caesar']) expect(names).not.toContain(dish);
    expect(names).toContain('Buddha Bowl');
  });
});

describe('gluten-free and vegan variants', () => {
  /** Share of `n` menus of the cuisine, in a city of `tier`, that list an item whose name matches. */
  const shareListing = (slug: string, pattern: RegExp, tier: MenuContext['tier'], n = 400) => {
    let listing = 0;
    for (let i = 0; i < n; i++) {
      const menu = generateMenu(Rng.from(`variants/${slug}/${tier}/${i}`), {
        ...context(cuisine(slug), '$$', 1, `rst_${slug}_${i}`),
        tier,
      });
      if (itemsOf(menu).some((item) => pattern.test(item.name))) listing += 1;
    }
    return listing / n;
  };

  it('puts them on a minority of pizza, pasta, burger and bowl menus, more in big cities than in villages', () => {
    for (const [slug, pattern] of [
      ['pizza', /^(Gluten-Free Pizza Crust|Cauliflower Crust Pizza)$/],
      ['italian', /^Gluten-Free (Penne|Spaghetti)$/],
      ['burgers', /^Gluten-Free Bun$/],
      ['mexican', /^Vegan Bowl$/],
    ] as const) {
      const metro = shareListing(slug, pattern, 'metro');
      const village = shareListing(slug, pattern, 'village');
      expect([slug, metro > 0.1 && metro < 0.6]).toEqual([slug, true]);
      expect([slug, village < metro, village > 0]).toEqual([slug, true, true]);
    }
  });

  it('words them so the dietary rule tags them gluten free or vegan', () => {
    const tagged = new Map<string, string[]>();
    for (let i = 0; i < 300; i++) {
      for (const slug of ['pizza', 'italian', 'burgers', 'american', 'mexican', 'salads']) {
        const menu = generateMenu(Rng.from(`variant-tags/${slug}/${i}`), { ...context(cuisine(slug)), tier: 'metro' });
        for (const item of itemsOf(menu)) {
          // The variants, which never carry a note of the house ("… Family recipe", which says nothing of the dish).
          const variant = /^(Gluten-Free|Cauliflower Crust|Vegan (Burger|Bowl|\w+ Bowl)$|Impossible Burger)/;
          if (variant.test(item.name) && !item.description?.includes('. '))
            tagged.set(`${item.name} — ${item.description}`, dietaryTags(item.name, item.description));
        }
      }
    }
    for (const [text, tags] of tagged) {
      const claim = /^(Gluten-Free|Cauliflower)/.test(text) ? 'gluten_free' : 'vegan';
      expect([text, tags.includes(claim)]).toEqual([text, true]);
    }
    expect([...tagged.keys()].some((text) => text.startsWith('Gluten-Free Penne — Gluten-free pasta'))).toBe(true);
  });
});
