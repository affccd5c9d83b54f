/**
 * Coherence sweep over every classic of the knowledge base: each recipe, in each language, as it
 * is, under every restriction a plan or wish can impose (vegetarian, vegan, dairy-, gluten-, egg-,
 * nut-free, no pork), scaled to 1, 3 and 5 servings, and through the edit operations a cook asks
 * for (presets and method changes). Every answer is scored by the bench's own coherence checks
 * (checks.ts), so the figures speak for kinds of input, not for the cases of cases/*.json.
 *
 *   node_modules/.bin/node bench/chef-eval/sweep.ts [--verbose] [--only base|avoid|scale|edit]
 */
import { recipeCoherence } from './checks.ts';
import { knowledge } from '../../src/server/chef/local/kb/load.ts';
import { dishFromRecipe, scaleDish } from '../../src/server/chef/local/kb/build.ts';
import { enforce } from '../../src/server/chef/local/kb/restrictions.ts';
import { renderDish } from '../../src/server/chef/local/kb/render/render-dish.ts';
import { modifyOnStructure } from '../../src/server/chef/local/kb/edit/modify.ts';
import { DIET_CATS } from '../../src/server/chef/local/kb/wish-words.ts';
import type { TDietCat } from '../../src/server/chef/local/kb/schema.ts';
import type { TLanguage } from '../../src/shared/constants.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const kb = knowledge();
const LANGS: TLanguage[] = ['en', 'pt-BR'];
const AVOID: [string, TDietCat[]][] = [
  ['vegetarian', DIET_CATS.vegetarian],
  ['vegan', DIET_CATS.vegan],
  ['dairy-free', ['dairy']],
  ['gluten-free', ['gluten']],
  ['egg-free', ['egg']],
  ['nut-free', ['treenut', 'peanut']],
  ['no pork', ['pork']],
];
const EDITS: { action?: 'vegetarian' | 'double' | 'spicy' | 'healthy' | 'quick'; customPrompt?: string }[] = [
  { action: 'vegetarian' },
  { action: 'double' },
  { action: 'healthy' },
  { action: 'spicy' },
  { customPrompt: 'make it vegan' },
  { customPrompt: 'make it in the air fryer' },
  { customPrompt: 'make it in the slow cooker' },
  { customPrompt: 'for 3 people' },
];

const tally = new Map<string, { n: number; bad: number }>();
const problems = new Map<string, number>();
function score(group: string, lang: TLanguage, label: string, r: Parameters<typeof recipeCoherence>[0]): void {
  const k = `${group} ${lang}`;
  const t = tally.get(k) ?? { n: 0, bad: 0 };
  t.n++;
  const p = recipeCoherence(r, lang);
  if (p.length) {
    t.bad++;
    if (verbose) console.log(`FAIL ${k} ${label}\n  ${p.join('\n  ')}`);
    for (const x of p) {
      const kind = x.replace(/"[^"]*"/g, '"…"').replace(/\d+(\.\d+)?/g, 'N');
      problems.set(kind, (problems.get(kind) ?? 0) + 1);
    }
  }
  tally.set(k, t);
}

for (const r of kb.recipes) {
  for (const lang of LANGS) {
    if (!only || only === 'base') score('base', lang, r.id, renderDish(kb, dishFromRecipe(r), lang));
    if (!only || only === 'avoid')
      for (const [name, cats] of AVOID) {
        const d = dishFromRecipe(r);
        if (!enforce(kb, d, { avoidCats: cats, avoidKeys: [] })) continue;
        score('avoid', lang, `${r.id} ${name}`, renderDish(kb, d, lang));
      }
    if (!only || only === 'scale')
      for (const n of [1, 3, 5]) {
        const d = dishFromRecipe(r);
        scaleDish(d, n);
        score('scale', lang, `${r.id} ×${n}`, renderDish(kb, d, lang, 'metric'));
      }
    if (!only || only === 'edit') {
      const base = renderDish(kb, dishFromRecipe(r), lang);
      for (const e of EDITS) {
        const out = modifyOnStructure(kb, { currentRecipe: base, language: lang, ...e } as never);
        if (out.success) score('edit', lang, `${r.id} ${e.action ?? e.customPrompt}`, out.updated_recipe);
      }
    }
  }
}
console.log('\nMost frequent problems:');
for (const [k, n] of [...problems].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${String(n).padStart(4)}  ${k}`);
console.log('\ngroup        coherent   cases');
for (const [k, t] of [...tally].sort())
  console.log(`  ${k.padEnd(12)} ${((100 * (t.n - t.bad)) / t.n).toFixed(1).padStart(6)}%  ${String(t.n).padStart(5)}`);
