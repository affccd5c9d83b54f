/**
 * Nutrition accuracy: Tempero's calories per serving against the recipe pages' own nutrition
 * labels. Each saved page of ../shared/fixtures/recipe-pages (or --fixtures DIR) is read by the
 * app's importer (parseRecipeHtml: ingredient lines, servings, language), counted by the app's
 * nutrition (recipeNutrition on the knowledge room), and compared with the schema.org
 * NutritionInformation the page itself publishes. Only labels that are consistent are kept: the
 * label's kcal within 15% of 4·protein + 4·carbohydrate + 9·fat, and servings known.
 *
 *   node_modules/.bin/node bench/nutrition-labels/run.ts [--fixtures DIR] [--verbose] [--json FILE]
 *
 * Prints, for the kept pages: how many are within 25% of the label (target: 75% of pages), the
 * median error, and each miss with its worst lines; pages in languages the product does not read
 * (neither English nor Portuguese) are counted apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { load } from 'cheerio';
import { decodeHtmlBody } from '../../src/server/importer/html/decode.ts';
import { parseRecipeHtml } from '../../src/server/importer/html/index.ts';
import { lineNutrients, recipeNutrition } from '../../src/shared/food/nutrition.ts';

const { values: args } = parseArgs({
  options: {
    fixtures: { type: 'string', default: path.resolve(import.meta.dirname, '../../../shared/fixtures/recipe-pages') },
    verbose: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

interface Label {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

const num = (v: unknown): number | null => {
  const m = /(\d+(?:[.,]\d+)?)/.exec(String(v ?? ''));
  return m ? Number(m[1]!.replace(',', '.')) : null;
};

/** The first schema.org NutritionInformation of the page's JSON-LD, or null. */
function labelOf(html: string): Label | null {
  const $ = load(html);
  const found: Record<string, unknown>[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.nutrition && typeof o.nutrition === 'object') found.push(o.nutrition as Record<string, unknown>);
      Object.values(o).forEach(walk);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      walk(JSON.parse($(el).text()));
    } catch {
      // A page's broken JSON-LD is the page's; it simply has no label here.
    }
  });
  for (const n of found) {
    const kcal = num(n.calories);
    const protein = num(n.proteinContent);
    const carbs = num(n.carbohydrateContent);
    const fat = num(n.fatContent);
    if (kcal && protein !== null && carbs !== null && fat !== null) return { kcal, protein, carbs, fat };
  }
  return null;
}

function pages(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? pages(path.join(dir, d.name)) : d.name.endsWith('.html') ? [path.join(dir, d.name)] : [],
    )
    .sort();
}

interface Row {
  page: string;
  language: string;
  label: number;
  ours: number;
  error: number;
  counted: string;
  worst: string[];
}

const rows: Row[] = [];
let labelled = 0;
let inconsistent = 0;
for (const file of pages(args.fixtures)) {
  const html = decodeHtmlBody(fs.readFileSync(file), null);
  const label = labelOf(html);
  if (!label) continue;
  labelled++;
  const macro = 4 * label.protein + 4 * label.carbs + 9 * label.fat;
  const recipe = parseRecipeHtml(html, 'https://example.org/');
  if (!recipe?.servings || Math.abs(macro - label.kcal) / label.kcal > 0.15) {
    inconsistent++;
    continue;
  }
  const lang = recipe.language?.toLowerCase().startsWith('pt') ? 'pt' : 'en';
  const n = recipeNutrition(recipe.ingredients, recipe.servings, lang);
  const lines = recipe.ingredients
    .map((i) => ({ i, kcal: (lineNutrients(i.name, i.amount, lang)?.kcal ?? 0) / recipe.servings! }))
    .sort((a, b) => b.kcal - a.kcal)
    .slice(0, 3)
    .map(({ i, kcal }) => `${i.amount} ${i.name} = ${Math.round(kcal)}`);
  const uncounted = n.uncounted.map((u) => `${u.name} (${u.reason})`);
  rows.push({
    page: path.relative(args.fixtures, file),
    language: recipe.language ?? '?',
    label: label.kcal,
    ours: Math.round(n.perServing.kcal),
    error: (n.perServing.kcal - label.kcal) / label.kcal,
    counted: `${n.counted}/${n.lines}`,
    worst: [...lines, ...(uncounted.length ? [`not counted: ${uncounted.join(', ')}`] : [])],
  });
}

const read = rows.filter((r) => /^(en|pt)/i.test(r.language));
const within = (rs: Row[]) => rs.filter((r) => Math.abs(r.error) <= 0.25).length;
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');
const median = (rs: Row[]) => {
  const e = rs.map((r) => Math.abs(r.error)).sort((a, b) => a - b);
  return e.length ? `${(100 * e[Math.floor(e.length / 2)]!).toFixed(1)}%` : '—';
};
console.log(
  `pages with a nutrition label: ${labelled}; consistent and with servings: ${rows.length} (${inconsistent} left out)`,
);
console.log(
  `all kept pages: within 25% of the label ${within(rows)}/${rows.length} = ${pct(within(rows), rows.length)}, median error ${median(rows)}`,
);
console.log(
  `English and Portuguese pages: within 25% ${within(read)}/${read.length} = ${pct(within(read), read.length)}, median error ${median(read)} (target ≥ 75%)`,
);
for (const r of rows.filter((x) => args.verbose || Math.abs(x.error) > 0.25)) {
  console.log(
    `${Math.abs(r.error) <= 0.25 ? '  ok  ' : '  MISS'} ${r.page} [${r.language}] label ${r.label} kcal, ours ${r.ours} (${r.error >= 0 ? '+' : ''}${Math.round(100 * r.error)}%), counted ${r.counted}`,
  );
  for (const w of r.worst) console.log(`         ${w}`);
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify(rows, null, 2));
