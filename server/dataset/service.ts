/**
 * The service attributes of a sample restaurant (delivery, takeout, dine-in, reservations), drawn by its kind: a
 * quick-service cuisine (counter service: burgers, coffee, donuts, lunch spots; rules/service-kind.ts) or a
 * full-service one, and its price tier. Takeout is nearly universal, dine-in most places have, delivery is common at
 * quick service and less so as the bill rises, reservations are a full-service thing that grows with the price.
 * The shares follow the National Restaurant Association's State of the Industry figures roughly (off-premises at
 * most quick-service units, reservations at under half of full-service ones); docs/sample-data.md lists them.
 */
import { isQuickService } from '../../rules/service-kind.ts';
import type { Cuisine } from './cuisine-type.ts';
import type { Rng } from './random.ts';
import type { PriceRange, ServiceAttributes } from '../index/source.ts';

/** Chance of each attribute by kind, then by price tier ($ … $$$$; the first when the tier is unknown). */
const CHANCE = {
  quick: { delivery: [0.72, 0.66, 0.5, 0.4], takeout: [0.98, 0.97, 0.95, 0.9], dineIn: [0.62, 0.7, 0.8, 0.85] },
  full: { delivery: [0.55, 0.48, 0.3, 0.12], takeout: [0.9, 0.86, 0.7, 0.45], dineIn: [0.97, 0.98, 0.99, 1] },
} as const;
const RESERVATIONS = { quick: [0.01, 0.02, 0.05, 0.1], full: [0.12, 0.35, 0.78, 0.95] } as const;
/** An independent's listing leaves an attribute unsaid this often; a chain publishes all four. */
const UNKNOWN = 0.03;

export function serviceAttributes(
  rng: Rng,
  cuisine: Cuisine,
  priceRange: PriceRange | null,
  chain: boolean,
): ServiceAttributes {
  const kind = isQuickService(cuisine.slug) ? 'quick' : 'full';
  const tier = Math.max(0, (priceRange?.length ?? 1) - 1);
  const draw = (chance: number) => {
    const value = rng.chance(chance);
    return !chain && rng.chance(UNKNOWN) ? null : value;
  };
  return {
    delivery: draw(CHANCE[kind].delivery[tier]!),
    takeout: draw(CHANCE[kind].takeout[tier]!),
    dineIn: draw(CHANCE[kind].dineIn[tier]!),
    reservations: draw(RESERVATIONS[kind][tier]!),
  };
}
