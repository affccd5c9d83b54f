/**
 * One-off: the first food records of src/knowledge/foods, from the five lists the product kept
 * before (the chef's lexicon, core + pantry + vary; shared/food/catalog.ts's USDA rows). Each
 * lexicon entry becomes a record under its key; each catalog row the lexicon does not cover
 * becomes one too. Kept in the repo as the record of how the room was first filled; the records
 * are edited by hand from then on. Run: node scripts/knowledge/seed-foods.ts (Node 24).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOG } from '../../src/shared/food/catalog.ts';
import { findFood } from '../../src/shared/food/lookup.ts';
import { SR24_FOODS } from '../../src/shared/food/usda-sr24.generated.ts';

const root = path.resolve(import.meta.dirname, '../..');
const lexDir = path.join(root, 'src/server/chef/knowledge/lexicon');
type Lex = Record<string, any>;
const lex: Lex = {};
for (const f of ['core.json', 'pantry.json', 'vary.json'])
  Object.assign(lex, JSON.parse(fs.readFileSync(path.join(lexDir, f), 'utf8')));

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const PT_HINT = /[ãõçáéíóúâêôà]|\b(de|do|da|dos|das|com)\b|ão$|ões$|inha$|inho$/;
const catalogPt = new Set(CATALOG.flatMap((c) => c.pt.map((n) => n.toLowerCase())));

const KIND: Record<string, string> = {
  protein: 'protein',
  vegetable: 'vegetable',
  starch: 'starch',
  aromatic: 'aromatic',
  fat: 'fat',
  liquid: 'liquid',
  seasoning: 'seasoning',
  spice: 'spice',
  herb: 'herb',
  sauce: 'sauce',
  garnish: 'other',
  dairy: 'dairy',
  cheese: 'cheese',
  sweet: 'sweet',
  flour: 'flour',
  leaven: 'leaven',
  fruit: 'fruit',
  egg: 'egg',
  nut: 'nut',
  other: 'other',
};

function aisleOf(kind: string, cats: string[], name: string): string {
  if (cats.includes('fish') || cats.includes('shellfish')) return 'fish';
  if (cats.includes('meat')) return 'meat';
  if (kind === 'egg') return 'eggs';
  if (kind === 'cheese' || kind === 'dairy') return 'dairy';
  if (kind === 'herb') return 'herbs';
  if (kind === 'vegetable' || kind === 'fruit' || kind === 'aromatic') return 'produce';
  if (kind === 'spice' || kind === 'seasoning') return 'spices';
  if (kind === 'fat') return 'oils';
  if (kind === 'sauce') return 'condiments';
  if (kind === 'flour' || kind === 'leaven' || kind === 'sweet') return 'baking';
  if (kind === 'nut') return 'nuts';
  if (/pasta|noodle|spaghetti|macaroni|penne|lasagna/.test(name)) return 'pasta';
  if (/rice|quinoa|oat|couscous|bulgur|polenta|cornmeal/.test(name)) return 'grains';
  if (/bean|lentil|chickpea|pea\b/.test(name)) return 'legumes';
  if (/bread|tortilla|bun|pita/.test(name)) return 'bakery';
  return 'other';
}

function kindOf(role: string, cats: string[], name: string): string {
  if (role === 'starch') {
    if (/pasta|noodle|spaghetti|macaroni|penne|lasagna|gnocchi/.test(name)) return 'pasta';
    if (/rice|quinoa|oat|couscous|bulgur|barley|farro|cornmeal|polenta/.test(name)) return 'grain';
    if (/bread|tortilla|bun|pita|baguette/.test(name)) return 'bread';
  }
  if (role === 'protein' && /bean|lentil|chickpea/.test(name)) return 'legume';
  return KIND[role] ?? 'other';
}

const out: Record<string, any> = {};
const usedUsda = new Set<string>();

for (const [key, e] of Object.entries(lex)) {
  const en = e.name.en as [string, string];
  const pt = e.name['pt-BR'] as [string, string];
  const words: string[] = e.words ?? [];
  const synEn: string[] = [];
  const synPt: string[] = [];
  for (const w of words) {
    if (w === en[0] || w === en[1] || w === pt[0] || w === pt[1]) continue;
    (PT_HINT.test(w) || catalogPt.has(w.toLowerCase()) ? synPt : synEn).push(w);
  }
  const food = findFood(en[0], 'en') ?? findFood(pt[0], 'pt');
  const cats: string[] = [...(e.cats ?? [])];
  if (/bean|lentil|chickpea|pea\b|soy/.test(en[0]) && !cats.includes('legume')) cats.push('legume');
  const kind = kindOf(e.role, cats, en[0]);
  const rec: any = {
    names: {
      en: { one: en[0], many: en[1], ...(synEn.length ? { syn: [...new Set(synEn)] } : {}) },
      'pt-BR': { one: pt[0], many: pt[1], g: e.g, ...(synPt.length ? { syn: [...new Set(synPt)] } : {}) },
    },
    ...(food ? { usda: food.id } : {}),
    measure: e.measure,
    by: food?.by ?? (e.measure === 'volume' ? 'liquid' : 'weight'),
  };
  if (food?.halves) rec.halves = true;
  if (e.unit === 'clove') rec.unit = { key: 'clove', g: food?.measures.clove ?? 3 };
  rec.diet = [...new Set(cats)];
  rec.kind = kind;
  rec.aisle = aisleOf(kind, cats, en[0]);
  if (e.cook) {
    rec.cook = Object.fromEntries(
      Object.entries(e.cook as Record<string, [number, number]>).map(([a, r]) => [
        a === 'stirfry' ? 'stirfry' : a,
        { min: r },
      ]),
    );
  }
  if (e.subs?.length) rec.subs = e.subs.map((s: string) => ({ food: s, for: ['main'] }));
  if (e.plural) rec.plural = true;
  out[key] = rec;
  if (food) usedUsda.add(food.id);
}

for (const c of CATALOG) {
  if (usedUsda.has(c.id)) continue;
  let key = slug(c.en[0]!);
  if (out[key]) key = `${key}-${c.id}`;
  const row = SR24_FOODS[c.id];
  const count = c.by === 'weight' && row && (row[2].medium || row[2].large || row[2].fruit);
  out[key] = {
    names: {
      en: { one: c.en[0], many: c.en[0], ...(c.en.length > 1 ? { syn: c.en.slice(1) } : {}) },
      'pt-BR': { one: c.pt[0], many: c.pt[0], ...(c.pt.length > 1 ? { syn: c.pt.slice(1) } : {}) },
    },
    usda: c.id,
    measure: count ? 'count' : c.by === 'liquid' ? 'volume' : 'mass',
    by: c.by,
    ...(c.halves ? { halves: true } : {}),
    diet: [],
    kind: 'other',
    aisle: 'other',
  };
  usedUsda.add(c.id);
}

const dir = path.join(root, 'src/knowledge/foods');
fs.mkdirSync(dir, { recursive: true });
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(sorted, null, 2) + '\n');
console.log(`${Object.keys(sorted).length} food records written to src/knowledge/foods/seed.json`);
