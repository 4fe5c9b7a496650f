import { describe, expect, it } from 'vitest';
import { createGenerator } from './generator.ts';
import { CUISINES } from './cuisine-table.ts';
import { QUICK_SERVICE_HOURS } from './menu-pricing.ts';
import { isQuickService, QUICK_SERVICE_CUISINES } from '../../rules/service-kind.ts';

const restaurants = createGenerator({ seed: 3, scale: 0.02 }).restaurants();
const share = (list: typeof restaurants, has: (r: (typeof restaurants)[number]) => boolean) =>
  list.filter(has).length / list.length;

describe('the sample’s service attributes', () => {
  it('are quick service for exactly the cuisines whose hours and prices are a counter’s', () => {
    const counters = CUISINES.filter((c) => QUICK_SERVICE_HOURS.has(c.hours)).map((c) => c.slug);
    expect([...QUICK_SERVICE_CUISINES].sort()).toEqual(counters.sort());
  });

  const quick = restaurants.filter((r) => isQuickService(r.cuisines[0]!));
  const full = restaurants.filter((r) => !quick.includes(r));

  it('are plausible by kind: takeout nearly everywhere, delivery at quick service, reservations at full service', () => {
    expect(share(restaurants, (r) => r.service?.takeout === true)).toBeGreaterThan(0.8);
    expect(share(restaurants, (r) => r.service?.dineIn === true)).toBeGreaterThan(0.7);
    expect(share(quick, (r) => r.service?.delivery === true)).toBeGreaterThan(
      share(full, (r) => r.service?.delivery === true) + 0.1,
    );
    expect(share(quick, (r) => r.service?.reservations === true)).toBeLessThan(0.05);
    expect(share(full, (r) => r.service?.reservations === true)).toBeGreaterThan(0.15);
  });

  it("are a chain's, the same at every location, and never unknown there; an independent's now and then are", () => {
    const byChain = new Map<string, string>();
    for (const r of restaurants.filter((r) => r.chain)) {
      const said = JSON.stringify(r.service);
      expect(byChain.get(r.chain!) ?? said, r.chain!).toBe(said);
      byChain.set(r.chain!, said);
      expect(Object.values(r.service!)).not.toContain(null);
    }
    expect(byChain.size).toBeGreaterThan(50);
    const unknown = share(
      restaurants.filter((r) => !r.chain),
      (r) => Object.values(r.service!).includes(null),
    );
    expect(unknown).toBeGreaterThan(0.05);
    expect(unknown).toBeLessThan(0.2);
  });

  it('are the same for the same seed', () => {
    const again = createGenerator({ seed: 3, scale: 0.02 }).restaurants();
    expect(again.map((r) => r.service)).toEqual(restaurants.map((r) => r.service));
  });
});
