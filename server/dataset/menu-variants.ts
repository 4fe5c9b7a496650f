/**
 * Gluten-free and vegan versions of the dishes a kind of restaurant is known for, which a minority of real menus
 * list beside them: gluten-free penne and pizza crust at pizzerias and Italian places, a gluten-free bun and a
 * vegan or Impossible burger at burger places, a vegan bowl at burrito and bowl places. Shares are of menus in a
 * city of ordinary size; big cities list them more often, villages less (`TIER_FACTOR`). Each text is worded so
 * that the dietary rule tags it (`server/index/dietary.ts` exempts "gluten free pasta", "cauliflower crust",
 * "vegan burger"), a data table that `menus.ts` draws from.
 */
import type { MenuKind } from './cuisine-type.ts';
import type { CityTier } from './places.ts';

export interface VariantSpec {
  /** What it is a variant of, as the report counts it: "gluten-free pasta", "vegan burger"… */
  label: string;
  kinds: readonly MenuKind[];
  /** The section it joins: the first on the menu whose title matches. */
  section: RegExp;
  /** Share of the kinds' menus (in a city of ordinary size) that list it. */
  share: number;
  /** Dish lines in the vocabulary format (`menu-kinds/types.ts`); a menu lists one of them. */
  dishes: readonly string[];
}

export const VARIANTS: readonly VariantSpec[] = [
  {
    label: 'gluten-free pizza crust',
    kinds: ['pizza', 'italian'],
    section: /pizz/i,
    share: 0.3,
    dishes: [
      'Gluten-Free Pizza Crust; 10-inch gluten-free crust, {tomato sauce, mozzarella|roasted vegetables, mozzarella:+2}; 14.95',
      'Cauliflower Crust Pizza; {Tomato sauce, mozzarella, basil|Roasted vegetables, pesto, mozzarella:+2}; 15.95',
    ],
  },
  {
    label: 'gluten-free pasta',
    kinds: ['pizza', 'italian'],
    section: /pasta/i,
    share: 0.22,
    dishes: [
      'Gluten-Free Penne; Gluten-free pasta, {marinara|pomodoro and basil|garlic and olive oil|pesto:+1}; 16.95',
      'Gluten-Free Spaghetti; Gluten-free pasta, {marinara|pomodoro and basil|garlic and olive oil}; 16.95',
    ],
  },
  {
    label: 'gluten-free bun',
    kinds: ['american', 'burgers'],
    section: /burger|handheld/i,
    share: 0.15,
    dishes: ['Gluten-Free Bun; Certified gluten-free, toasted to order; 2'],
  },
  {
    label: 'vegan burger',
    kinds: ['american', 'burgers'],
    section: /burger|handheld/i,
    share: 0.25,
    dishes: [
      'Impossible Burger; Plant-based patty, lettuce, tomato, onion, pickles, toasted bun; 14.5',
      'Vegan Burger; Black bean patty, avocado, lettuce, tomato, vegan mayo, toasted bun; 13.5',
    ],
  },
  {
    label: 'vegan bowl',
    kinds: ['mexican', 'taqueria'],
    section: /burrito|más|especialidades/i,
    share: 0.2,
    dishes: ['Vegan Bowl; {Cilantro-lime rice|Brown rice}, black beans, fajita vegetables, guacamole, salsa; 11.5'],
  },
  {
    label: 'vegan bowl',
    kinds: ['healthy'],
    section: /bowl|salad/i,
    share: 0.3,
    dishes: ['Vegan {Power|Harvest|Buddha} Bowl; Quinoa, roasted sweet potato, kale, chickpeas, tahini; 13.5'],
  },
];

/** How much more often a menu lists a variant by the size of its city; a chain lists it everywhere or nowhere. */
export const TIER_FACTOR: Readonly<Record<CityTier | 'chain', number>> = {
  metro: 1.6,
  city: 1.15,
  town: 0.8,
  village: 0.5,
  // Chains standardise a gluten-free crust or a plant-based patty across their locations.
  chain: 1.3,
};
