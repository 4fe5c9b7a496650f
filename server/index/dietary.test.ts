import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { dietaryBits } from '../../rules/dietary.ts';
import { catalogSchemaSql } from './schema.ts';
import { DietaryCheck, dietaryContradictions, dietaryTags } from './dietary.ts';

describe('dietaryTags', () => {
  it.each([
    ['Garden Salad', 'Mixed greens, tomato, cucumber, balsamic', ['vegetarian', 'vegan', 'gluten_free']],
    ['Margherita Pizza', 'Tomato, fresh mozzarella, basil', ['vegetarian']],
    ['Chicken Tikka Masala', 'Creamy tomato sauce, basmati rice', ['gluten_free']],
    ['Agedashi Tofu', 'Fried tofu in dashi broth with bonito flakes', []],
    ['Pad Thai', 'Rice noodles, tofu, peanuts, bean sprouts', ['gluten_free']],
    ['Veggie Burger', 'Black bean patty, lettuce, tomato, brioche bun', ['vegetarian']],
    ['Classic Burger', 'Lettuce, tomato, onion', []],
    ['Vegetable Dumplings', 'Six pieces, steamed', ['vegetarian', 'vegan']],
    ['Pancakes', 'Three buttermilk pancakes, maple syrup', ['vegetarian']],
    ['Fish Tacos', 'Corn tortillas, cabbage, lime crema', ['gluten_free']],
    ['Combination Plate', null, []],
    ["Chef's Special", 'Ask your server', []],
    ['French Fries', null, ['vegetarian', 'vegan', 'gluten_free']],
    ['Peanut Butter Smoothie', 'Banana, peanut butter, almond milk', ['vegetarian', 'vegan', 'gluten_free']],
    // Animal products a dish's name hides: a fish stock, a meat stock, a fat, gelatin, whey.
    ['Agedashi Tofu', null, ['gluten_free']],
    ['Miso Glazed Eggplant', 'With kombu dashi', ['vegetarian', 'vegan', 'gluten_free']],
    ['Refried Beans', 'Slow cooked with lard', ['gluten_free']],
    ['Vegetable Rice', 'Simmered in stock', ['gluten_free']],
    ['Vegetable Rice', 'Simmered in vegetable stock', ['vegetarian', 'vegan', 'gluten_free']],
    ['French Onion Soup', null, ['gluten_free']],
    ['French Onion Dip', 'With chips', ['vegetarian', 'vegan', 'gluten_free']],
    ['Vanilla Panna Cotta', 'Berries', ['gluten_free']],
    ['Green Curry', 'Tofu, bamboo shoots, basil', ['gluten_free']],
    ['Bloody Mary', null, ['gluten_free']],
    ['Michelada', null, ['gluten_free']],
    ['Whey Protein Smoothie', 'Banana, oats', ['vegetarian']],
    ['Schmaltz Potatoes', null, ['gluten_free']],
    ['Farro Salad', 'Arugula, lemon', ['vegetarian', 'vegan']],
    ['Matzo Ball Soup', null, []],
    ['Bánh Mì Xíu Mại', null, []],
    // Gluten-free and vegan versions of wheat and meat dishes, as menus name them.
    ['Gluten-Free Penne', 'Gluten-free pasta, marinara, basil', ['vegetarian', 'vegan', 'gluten_free']],
    ['Gluten-Free Pizza Crust', '10-inch gluten-free crust, tomato sauce, mozzarella', ['vegetarian', 'gluten_free']],
    ['Cauliflower Crust Pizza', 'Tomato sauce, mozzarella, basil', ['vegetarian', 'gluten_free']],
    ['Gluten-Free Bun', 'Certified gluten-free, toasted to order', ['vegetarian', 'vegan', 'gluten_free']],
    ['Gluten-Free Penne', 'Gluten-free pasta, meatballs', []],
    ['Vegan Burger', 'Black bean patty, lettuce, tomato, vegan mayo, bun', ['vegetarian', 'vegan']],
    ['Vegan Mac & Cheese', 'Cashew cheese sauce', ['vegetarian', 'vegan']],
    ['Vegan Tacos', 'Seasoned walnut meat, cashew crema', ['vegetarian', 'vegan', 'gluten_free']],
    ['Cauliflower Wings', 'Buffalo or BBQ', ['vegetarian', 'vegan', 'gluten_free']],
    ['Tofu Scramble', 'Peppers, onions, potatoes', ['vegetarian', 'vegan', 'gluten_free']],
  ])('%s (%s) is %j', (name, description, tags) => {
    expect(dietaryTags(name, description)).toEqual(tags);
  });

  it('never tags a dish in a way its own text contradicts', () => {
    for (const [name, description] of [
      ['Shrimp Fried Rice', 'Egg, peas, scallions'],
      ['Caesar Salad', 'Romaine, parmesan, croutons'],
      ['Honey Walnut Prawns', null],
      ['Tom Yum Soup', 'Lemongrass, mushrooms, lime'],
    ] as const) {
      expect(dietaryContradictions(name, description, dietaryTags(name, description))).toEqual([]);
    }
  });
});

describe('dietaryContradictions', () => {
  it('names the word that rules a claimed tag out', () => {
    expect(dietaryContradictions('Tofu Bowl', 'Silken tofu, bonito flakes, scallions', ['vegetarian'])).toEqual([
      { tag: 'vegetarian', word: 'bonito' },
    ]);
    expect(dietaryContradictions('Green Curry', 'Vegetables in coconut milk with fish sauce', ['vegan'])).toEqual([
      { tag: 'vegan', word: 'fish' },
    ]);
    expect(dietaryContradictions('Honey Toast', null, ['vegan', 'gluten_free'])).toEqual([
      { tag: 'vegan', word: 'honey' },
      { tag: 'gluten_free', word: 'toast' },
    ]);
    expect(dietaryContradictions('Garden Salad', 'Greens, tomato', ['vegetarian', 'vegan', 'gluten_free'])).toEqual([]);
  });
});

describe('the builder’s check of every item', () => {
  const catalogWith = (items: [string, string | null, number][]) => {
    const db = new Database(':memory:');
    db.exec(catalogSchemaSql);
    const insert = db.prepare('INSERT INTO items VALUES (?, ?, 1, 0, ?, ?, NULL, NULL, ?, NULL)');
    items.forEach(([name, description, bits], index) => insert.run(index + 1, `itm_${index}`, name, description, bits));
    return db;
  };
  /** Checks the rows as the builder does, a range at a time. */
  const checkAll = (db: Database.Database) => {
    const check = new DietaryCheck(db);
    check.items(1, 2);
    check.items(3, 1_000);
    check.finish();
  };

  it('stops the build, naming the items and the words, when tags contradict their dishes', () => {
    const db = catalogWith([
      ['Garden Salad', 'Greens, tomato', dietaryBits(['vegetarian', 'vegan', 'gluten_free'])],
      ['Tofu Bowl', 'Silken tofu, bonito flakes', dietaryBits(['vegetarian'])],
      ['Honey Toast', null, dietaryBits(['vegan'])],
    ]);
    expect(() => checkAll(db)).toThrow(
      /2 menu items .*\n.*itm_1 "Tofu Bowl": vegetarian but "bonito"\n.*itm_2 "Honey Toast": vegan but "honey"/,
    );
  });

  it('passes the tags the rule gives', () => {
    const dishes: [string, string | null][] = [
      ['Agedashi Tofu', 'Fried tofu in dashi broth with bonito flakes'],
      ['Margherita Pizza', 'Tomato, fresh mozzarella, basil'],
      ['Pad Thai', 'Rice noodles, tofu, peanuts'],
    ];
    const db = catalogWith(
      dishes.map(([name, description]) => [name, description, dietaryBits(dietaryTags(name, description))]),
    );
    expect(() => checkAll(db)).not.toThrow();
  });
});
