import { SqliteCatalog } from './server/catalog/sqlite-catalog.ts';
const c = new SqliteCatalog(process.argv[2]!);
await c.warm();
const facets = ['cuisine', 'price_range', 'city', 'state', 'rating', 'open_now'] as const;
const words = ['pizza', 'chicken', 'burger', 'tacos', 'sushi', 'salad', 'coffee', 'noodles'];
const states = ['CA', 'TX', 'NY', 'FL', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI'];
const cuisines = ['mexican', 'italian', 'chinese', 'pizza', 'american', 'japanese', 'thai', 'indian', 'cafe', 'bbq'];
const out: string[] = [];
for (let i = 0; i < 48; i++) {
  const index = i % 2 === 0 ? 'restaurants' : 'items';
  const kind = i % 3;
  const text = kind === 1 ? words[(i / 3) % 8 | 0]! : '';
  const filters: Record<string, unknown> = kind === 0 ? { state: states[i % 10] } : kind === 2 ? { cuisines: [cuisines[i % 10]] } : {};
  const t = performance.now();
  const r = await c.search({ index, text, filters, sort: 'relevance', sortChosen: false, facets: [...facets], page: { limit: 10, offset: 0 }, now: Date.now() } as never);
  out.push(`${(performance.now() - t).toFixed(1).padStart(6)} ${index.padEnd(11)} ${text || JSON.stringify(filters)} total=${(r as { total: number }).total}`);
}
console.log(out.join('\n'));
