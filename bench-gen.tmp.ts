// Temporary (not committed): generation time of the baseline generator vs this branch's, alternating, same run.
const which = process.argv[2]!;
const mod = await import(which === 'base' ? '/tmp/wt-base/server/dataset/generator.ts' : '/work/wt-data/server/dataset/generator.ts');
const t0 = performance.now();
const g = mod.createGenerator({ seed: 20261121, scale: 1 });
const rs = g.restaurants();
const t1 = performance.now();
let items = 0;
for (const r of rs) for (const s of g.menu(r)) items += s.items.length;
const t2 = performance.now();
console.log(which, 'restaurants', ((t1 - t0) / 1000).toFixed(1), 's; menus', ((t2 - t1) / 1000).toFixed(1), 's; items', items);
