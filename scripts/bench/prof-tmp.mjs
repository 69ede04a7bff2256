// temporary diagnostic (not committed)
import { shopFacts } from './catalog-scale.mjs';
import { createMix } from './catalog-mix.mjs';
import { watchCpu } from './cpu-accounting.mjs';
const base = process.argv[2]; const kind = process.argv[3]; const n = Number(process.argv[4] ?? 1500);
const { shop } = await shopFacts(base);
const tops = new Set(shop.tops.map((c) => c.id)); const leaves = new Set(shop.leaves.map((c) => c.id));
const mix = createMix(kind, shop, 7);
const groups = new Map(); let total = 0;
const watch = await watchCpu({ serverPid: Number(process.argv[5]), database: { adminUrl: 'postgres://postgres@127.0.0.1:5432/test', name: 'bench_scale_100k' } });
for (let i = 0; i < n; i++) {
  const p = mix.next(); const u = new URL(p, base); const q = u.searchParams;
  const cat = Number(q.get('categoryId')); const scope = cat === 0 ? 'shop' : tops.has(cat) ? 'top' : leaves.has(cat) ? 'leaf' : 'second';
  const filters = ['color','size','type','brand','isSale'].filter((k) => q.get(k)).concat(q.get('minPrice') ? ['price'] : []);
  const start = Number(q.get('start')); const len = Number(q.get('length'));
  const words = (q.get('searchByName') ?? '').trim().split(/\s+/).filter(Boolean).length;
  const t0 = performance.now(); const r = await fetch(u); const body = await r.json(); const ms = performance.now() - t0;
  const hits = body?.responseData?.recordsFiltered ?? -1;
  const hitsClass = hits > 1000 ? '>1000' : hits > 100 ? '101-1000' : hits > 0 ? '1-100' : '0';
  const key = kind === 'search'
    ? `${scope} w${words} ${len === 6 ? 'lookup' : 'page'} ${q.get('sort') ?? 'def'} ${start > 0 ? 'deep' : 'p1'} hits${hitsClass}`
    : `${scope} f${filters.length}[${filters.sort().join('+')}] ${q.get('sort') ?? 'def'} ${start === 0 ? 'p1' : start < 125 ? 'p2-5' : 'deep'}`;
  const g = groups.get(key) ?? { n: 0, ms: 0, max: 0, worst: '' }; g.n++; g.ms += ms; if (ms > g.max) { g.max = ms; g.worst = p; } groups.set(key, g); total += ms;
}
const cpu = await watch.stop(); console.log('cpu/req server', (cpu.server*1000/n).toFixed(2), 'db', (cpu.database*1000/n).toFixed(2));
const rows = [...groups.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30);
console.log(`total ${total.toFixed(0)} ms over ${n}: ${(total / n).toFixed(2)} ms/req`);
for (const [k, g] of rows) console.log(`${(g.ms / total * 100).toFixed(1).padStart(5)}%  n=${String(g.n).padStart(4)} avg ${(g.ms / g.n).toFixed(2).padStart(6)} max ${g.max.toFixed(1).padStart(6)}  ${k}   ${g.worst.slice(62)}`);
