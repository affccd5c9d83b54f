/**
 * One-off: the chef's 210 classic recipes (src/server/chef/knowledge/recipes, the old format) into
 * cookbook recipes (docs/cookbook-format.md). Amounts become one quantity and unit (the Portuguese
 * text for Brazilian dishes, the English for the rest), placeholders `{id|the:the oats}` become
 * `the {oats=oats}`, temperatures become `{temp:C}`. What cannot be converted mechanically is left
 * for the cookbook checks to name and a cook to fix by hand.
 *   node scripts/knowledge/convert-classics.ts [--force]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAmountDetail, totalQuantity } from '../../src/shared/amounts/parse.ts';
import { toNumber } from '../../src/shared/amounts/rational.ts';
import { UNITS } from '../../src/shared/amounts/units.ts';

const root = path.resolve(import.meta.dirname, '../..');
const from = path.join(root, 'src/server/chef/knowledge/recipes');
const to = path.join(root, 'src/knowledge/cookbook');
const force = process.argv.includes('--force');

const FAMILY_DISH: Record<string, string> = {
  stew: 'stew',
  'stir-fry': 'stir-fry',
  pudding: 'pudding',
  omelette: 'omelette',
  side: 'side-vegetable',
  casserole: 'casserole',
  soup: 'soup',
  pie: 'savoury-pie',
  curry: 'curry',
  rice: 'rice-dish',
  sandwich: 'sandwich',
  salad: 'salad',
  porridge: 'porridge',
  pancakes: 'pancakes',
  sauce: 'sauce',
  tacos: 'tacos',
  'grain-bowl': 'bowl',
  cookies: 'cookies',
  'sheet-pan': 'roast',
  pasta: 'pasta',
  fritters: 'fritters',
  fried: 'fritters',
  cake: 'cake',
  'quick-bread': 'quick-bread',
  skewers: 'skewers',
  smoothie: 'smoothie',
  'noodle-soup': 'noodle-soup',
  risotto: 'risotto',
  'fried-rice': 'fried-rice',
  grill: 'grill',
  burger: 'burger',
  snack: 'snack',
};

const CUISINE: Record<string, string> = { african: 'west-african' };
const UNIT_OF: Record<string, string> = {
  g: 'g',
  kg: 'kg',
  ml: 'ml',
  l: 'l',
  tsp: 'tsp',
  tbsp: 'tbsp',
  cup: 'cup',
  oz: 'oz',
  lb: 'lb',
  'fl-oz': 'fl-oz',
  pinch: 'pinch',
  dash: 'dash',
  handful: 'handful',
  clove: 'clove',
  slice: 'slice',
  can: 'can',
  package: 'package',
  box: 'package',
  jar: 'jar',
  bunch: 'bunch',
  sprig: 'sprig',
  stalk: 'stalk',
  stick: 'stick',
  head: 'head',
  leaf: 'leaf',
  piece: 'piece',
  drop: 'drop',
  glass: 'cup',
};

type Problem = string;
const problems: Problem[] = [];
const round = (n: number) => Math.round(n * 1000) / 1000;

function amountOf(text: string, where: string): Record<string, unknown> {
  const t = text.trim();
  if (!t || /^(to taste|a gosto|q\.?b\.?)$/i.test(t)) return { taste: true };
  const d = parseAmountDetail(t);
  if (!d || (!d.min && !d.unit)) {
    problems.push(`${where}: amount "${t}" not read`);
    return { taste: true };
  }
  const out: Record<string, unknown> = {};
  let qty = d.min ? toNumber(totalQuantity(d)) : 1;
  const unit = d.unit ? UNIT_OF[d.unit.form.unit] : undefined;
  if (d.unit && !unit && ['large', 'medium', 'small'].includes(d.unit.form.unit)) out.size = d.unit.form.unit;
  else if (d.unit && !unit) problems.push(`${where}: unit ${d.unit.form.unit} in "${t}"`);
  if (d.compound && d.unit && d.compound.unit) {
    // "1 cup plus 2 tbsp": one quantity in the larger unit.
    const a = UNITS[d.unit.form.unit].base;
    const b = UNITS[d.compound.unit.form.unit].base;
    if (a && b && d.min) qty = toNumber(d.min.value) + (toNumber(d.compound.token.value) * toNumber(b)) / toNumber(a);
  }
  if (d.max) out.q = [round(toNumber(d.min!.value)), round(toNumber(d.max.value))];
  else out.q = round(qty);
  if (unit) out.u = unit;
  // "1 (14 oz) can", "1 lata (400 g)": the pack size.
  const pack = /\((\d+(?:[.,]\d+)?)\s*(g|kg|ml|l|oz|lb)\b/i.exec(t);
  if (pack && ['can', 'jar', 'package'].includes(unit ?? '')) {
    out.pack = { q: Number(pack[1]!.replace(',', '.')), u: pack[2]!.toLowerCase() };
  } else if (/\(\s*\d+\s*(?:oz|g)\s*\)\s*(?:can|box|jar)/i.test(t)) {
    const m = /\((\d+)\s*(oz|g)\)\s*(can|box|jar)/i.exec(t)!;
    out.q = round(qty);
    out.u = m[3]!.toLowerCase() === 'box' ? 'package' : m[3]!.toLowerCase();
    out.pack = { q: Number(m[1]), u: m[2]!.toLowerCase() };
  }
  return out;
}

const ARTICLES_PT = /^(o|a|os|as|do|da|dos|das|no|na|nos|nas|ao|à|aos|às|pelo|pela|pelos|pelas|um|uma)\s+/i;

function convertText(text: string, lang: 'en' | 'pt-BR'): string {
  let s = text.replace(/\{([a-z0-9-]+)\|[a-z]+:([^}]*)\}/g, (_m, id: string, words: string) => {
    if (lang === 'en') {
      const m = /^(the|a|an)\s+(.*)$/i.exec(words);
      return m ? `${m[1]} {${id}=${m[2]}}` : `{${id}=${words}}`;
    }
    const m = ARTICLES_PT.exec(words);
    return m ? `${m[1]} {${id}=${words.slice(m[0].length)}}` : `{${id}=${words}}`;
  });
  s = s.replace(/\{([a-z0-9-]+):([^}]*)\}/g, (_m, id: string, words: string) => `{${id}=${words}}`);
  // Temperatures: "350°F (180°C)", "180°C (350°F)", "180 °C", "400°F".
  s = s.replace(/(\d{3})\s*°\s*F\s*\((\d{2,3})\s*°\s*C\)/g, (_m, _f, c: string) => `{temp:${c}}`);
  s = s.replace(/(\d{2,3})\s*°\s*C\s*\((\d{3})\s*°\s*F\)/g, (_m, c: string) => `{temp:${c}}`);
  s = s.replace(/(\d{2,3})\s*°\s*C\b/g, (_m, c: string) => `{temp:${c}}`);
  s = s.replace(/(\d{3})\s*°\s*F\b/g, (_m, f: string) => `{temp:${Math.round(((Number(f) - 32) * 5) / 9 / 5) * 5}}`);
  s = s.replace(/(\d{3})\s*graus/g, (_m, c: string) => `{temp:${c}}`);
  return s;
}

let written = 0;
for (const file of fs.readdirSync(from).filter((f) => f.endsWith('.json'))) {
  const old = JSON.parse(fs.readFileSync(path.join(from, file), 'utf8'));
  const cuisine = CUISINE[old.cuisine] ?? old.cuisine;
  const useLang: 'en' | 'pt-BR' = cuisine === 'brazilian' ? 'pt-BR' : 'en';
  const where = old.id;
  const ingredients = old.ingredients.map((i: any) => {
    const amount = typeof i.amount === 'string' ? i.amount : i.amount[useLang];
    const out: Record<string, unknown> = {};
    if (i.id !== i.key) out.id = i.id;
    out.food = i.key;
    Object.assign(out, amountOf(amount, `${where}/${i.id}`));
    if (i.line) out.name = { en: i.line.en, 'pt-BR': i.line['pt-BR'] };
    if (i.optional) out.optional = true;
    return out;
  });
  const aliases: string[] = old.aliases ?? [];
  const recipe = {
    id: old.id,
    name: old.title,
    ...(aliases.length ? { aliases: { en: aliases, 'pt-BR': aliases } } : {}),
    dish: FAMILY_DISH[old.family] ?? old.family,
    course: old.course,
    ...(old.also?.length ? { also: old.also } : {}),
    cuisine,
    description: old.description,
    servings: old.servings,
    time: { prep: old.prepTime, cook: old.cookTime },
    difficulty: old.difficulty,
    equipment: [],
    ingredients,
    steps: old.steps.map((s: any) => ({
      en: convertText(s.text.en, 'en'),
      'pt-BR': convertText(s.text['pt-BR'], 'pt-BR'),
    })),
    ...(old.tips?.en?.length ? { tips: old.tips } : {}),
  };
  const dir = path.join(to, cuisine);
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${old.id}.json`);
  if (fs.existsSync(out) && !force) continue;
  fs.writeFileSync(out, JSON.stringify(recipe, null, 2) + '\n');
  written++;
}
for (const p of problems) console.log(p);
console.log(`${written} recipes written; ${problems.length} amounts to look at`);
