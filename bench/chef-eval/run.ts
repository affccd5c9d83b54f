/**
 * Chef evaluation: runs the cases of cases/*.json (wishes, edits, week plans; English and
 * Portuguese) through the chef's public interface (the one the API routes call), scores every
 * answer for relevance and coherence with checks written apart from the engine (checks.ts,
 * words.ts, rules.ts), and prints the rates per language and the latency per call.
 *
 *   node_modules/.bin/node bench/chef-eval/run.ts [--verbose] [--only wishes|edits|plans] [--json out.json] [--cases DIR]
 *
 * Regenerate the cases (deterministic) with bench/chef-eval/make-cases.ts; `make-cases.ts --seed N
 * --out DIR` writes an unseen set of the same kinds to run with `--cases DIR`.
 * Exit code 0 when relevance ≥ 95% and coherence ≥ 98% in each language and p95 < 50 ms.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ZRecipeDraft } from '../../src/shared/schemas/recipe.ts';
import { createChef, type Chef } from '../../src/server/chef/index.ts';
import {
  editRelevance,
  planCoherence,
  planRelevance,
  recipeCoherence,
  wishRelevance,
  type RecipeLike,
  type Suggestion,
} from './checks.ts';
import { fold } from './rules.ts';
import type { EditCase, PlanCase, WishCase } from './make-cases.ts';
import type { Lang } from './words.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;

const TARGET = { relevance: 95, coherence: 98, p95: 50 };
const casesDir = args.includes('--cases')
  ? pathToFileURL(`${args[args.indexOf('--cases') + 1]!.replace(/\/?$/, '/')}`)
  : new URL('./cases/', import.meta.url);
const read = <T>(name: string, dir = casesDir): T => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as T;
const wishes = read<WishCase[]>('wishes.json');
const edits = read<EditCase[]>('edits.json');
const plans = read<PlanCase[]>('plans.json');
const bases = new Map(
  read<{ id: string; lang: Lang; recipe: RecipeLike }[]>('recipes.json', new URL('./cases/', import.meta.url)).map(
    (b) => [b.id, b],
  ),
);

interface Outcome {
  id: string;
  kind: 'wish' | 'edit' | 'plan';
  lang: Lang;
  request: unknown;
  relevance: string[];
  coherence: string[];
  /** The chef's meta.note, when it gave one (honest notes, issue 17 item 9). */
  note?: string;
}
const outcomes: Outcome[] = [];
const latencies: number[] = [];

const t0 = performance.now();
const chef: Chef = createChef({}, { warmUp: true });
const startupMs = performance.now() - t0;

async function timed<T>(fn: () => Promise<T>): Promise<T> {
  const s = performance.now();
  const out = await fn();
  latencies.push(performance.now() - s);
  return out;
}

function schemaProblems(r: unknown): string[] {
  const parsed = ZRecipeDraft.safeParse(r);
  return parsed.success
    ? []
    : [`not a valid recipe (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`];
}

// The bench checks itself first: its hand-written recipes must pass its own coherence checks.
const selfProblems = [...bases.values()].flatMap((b) => recipeCoherence(b.recipe, b.lang).map((p) => `${b.id}: ${p}`));
if (selfProblems.length > 0) {
  console.error('The bench disagrees with its own base recipes (fix words.ts or recipes.json):');
  for (const p of selfProblems) console.error(`  - ${p}`);
  process.exit(2);
}

/** A note that says plainly the chef does not have the dish asked (the bench's own words). */
const HONEST =
  /\b(I don't have a recipe for|Ainda não tenho uma receita de|I know .* but not in a version|Conheço .* mas não numa versão)/i;
const honest = new Set<string>();

async function runWish(c: WishCase): Promise<void> {
  const relevance: string[] = [];
  const coherence: string[] = [];
  let note: string | undefined;
  try {
    const res = await timed(() =>
      chef.generateRecipes({ ...c.request, language: c.lang }, { unitSystem: c.lang === 'en' ? 'imperial' : 'metric' }),
    );
    // "I don't have a recipe for X yet; here are the closest": an honest, labelled alternative
    // counts as an answer, and is tallied on its own line.
    const labelled = HONEST.test(res.meta.note ?? '');
    if (labelled) honest.add(c.id);
    if (res.recipes.length !== c.request.recipeCount && !(labelled || /fit|atende/i.test(res.meta.note ?? '')))
      relevance.push(`${res.recipes.length} recipes, asked for ${c.request.recipeCount}`);
    if (new Set(res.recipes.map((r) => fold(r.title))).size !== res.recipes.length)
      coherence.push('the same recipe twice');
    note = res.meta.note;
    const requests = [c.request.dishType, c.request.preferences].filter(Boolean);
    for (const r of res.recipes) {
      // An alternative under its own name is not the dish asked; the restrictions still hold.
      const expect = labelled ? { ...c.expect, family: undefined, ingredients: [] } : c.expect;
      for (const p of wishRelevance(r, c.lang, expect)) relevance.push(`"${r.title}": ${p}`);
      for (const p of [...schemaProblems(r), ...recipeCoherence(r, c.lang, requests, undefined, true)])
        coherence.push(`"${r.title}": ${p}`);
    }
  } catch (err) {
    relevance.push(`threw: ${(err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 160)}`);
    coherence.push('threw');
  }
  outcomes.push({ id: c.id, kind: 'wish', lang: c.lang, request: c.request, relevance, coherence, note });
}

async function runEdit(c: EditCase): Promise<void> {
  const relevance: string[] = [];
  const coherence: string[] = [];
  const base = bases.get(c.base)!.recipe;
  try {
    const res = await timed(() =>
      chef.modifyRecipe(
        { ...c.request, action: c.request.action as never, currentRecipe: base, language: c.uiLang },
        { unitSystem: c.lang === 'en' ? 'imperial' : 'metric' },
      ),
    );
    relevance.push(...editRelevance(base, res, c.lang, c.uiLang, c.expect));
    if (res.success) {
      // Lines the user wrote are the user's; only what the chef wrote is judged for "de".
      const userLines = new Set(base.ingredients.map((i) => fold(i.name)));
      coherence.push(
        ...schemaProblems(res.updated_recipe),
        ...recipeCoherence(
          res.updated_recipe,
          c.lang,
          c.request.customPrompt ? [c.request.customPrompt] : [],
          userLines,
        ),
      );
    }
  } catch (err) {
    relevance.push(`threw: ${(err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 160)}`);
    coherence.push('threw');
  }
  outcomes.push({ id: c.id, kind: 'edit', lang: c.lang, request: c.request, relevance, coherence });
}

async function runPlan(c: PlanCase): Promise<void> {
  const relevance: string[] = [];
  const coherence: string[] = [];
  const savedRecipes = c.savedRecipes.map((id) => ({ id, ...bases.get(id)!.recipe }));
  try {
    const res = await timed(() =>
      chef.planMeals(
        { ...c.request, language: c.lang, savedRecipes },
        { unitSystem: c.lang === 'en' ? 'imperial' : 'metric' },
      ),
    );
    const suggestions: Suggestion[] = res.suggestions;
    relevance.push(...planRelevance(suggestions, c.expect));
    coherence.push(...planCoherence(suggestions, c.lang));
  } catch (err) {
    relevance.push(`threw: ${(err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 160)}`);
    coherence.push('threw');
  }
  outcomes.push({ id: c.id, kind: 'plan', lang: c.lang, request: c.request, relevance, coherence });
}

if (!only || only === 'wishes') for (const c of wishes) await runWish(c);
if (!only || only === 'edits') for (const c of edits) await runEdit(c);
if (!only || only === 'plans') for (const c of plans) await runPlan(c);

// ------------------------------------------------------------------ report
const pct = (n: number, d: number) => (d === 0 ? 100 : (100 * n) / d);
const rate = (xs: Outcome[], f: 'relevance' | 'coherence') =>
  pct(xs.filter((x) => x[f].length === 0).length, xs.length);
const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

if (verbose) {
  for (const o of outcomes) {
    if (o.relevance.length === 0 && o.coherence.length === 0) continue;
    console.log(`FAIL ${o.id} ${JSON.stringify(o.request)}`);
    for (const p of o.relevance) console.log(`     relevance: ${p}`);
    for (const p of o.coherence) console.log(`     coherence: ${p}`);
  }
  console.log('');
}

// The most frequent reasons, with the text in quotes and numbers folded away so kinds group.
const reasons = new Map<string, number>();
for (const o of outcomes)
  for (const [f, ps] of [
    ['relevance', o.relevance],
    ['coherence', o.coherence],
  ] as const)
    for (const p of new Set(
      ps.map(
        (x) =>
          `${o.kind} ${f}: ${x
            .replace(/^[\d-]+ \w+ /, '')
            .replace(/"[^"]*"/g, '"…"')
            .replace(/\d+/g, 'N')}`,
      ),
    ))
      reasons.set(p, (reasons.get(p) ?? 0) + 1);
console.log('Most frequent problems (cases):');
for (const [r, n] of [...reasons.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${String(n).padStart(4)}  ${r}`);
console.log('');

console.log(
  `Cases: ${outcomes.filter((o) => o.kind === 'wish').length} wishes, ${outcomes.filter((o) => o.kind === 'edit').length} edits, ${outcomes.filter((o) => o.kind === 'plan').length} week plans; chef start-up ${startupMs.toFixed(0)} ms`,
);
const rows: string[][] = [['', 'relevance', 'coherence', 'cases']];
let ok = true;
for (const lang of ['en', 'pt-BR'] as const) {
  for (const kind of ['wish', 'edit', 'plan'] as const) {
    const xs = outcomes.filter((o) => o.lang === lang && o.kind === kind);
    if (xs.length > 0)
      rows.push([
        `${lang} ${kind === 'wish' ? 'wishes' : `${kind}s`}`,
        `${rate(xs, 'relevance').toFixed(1)}%`,
        `${rate(xs, 'coherence').toFixed(1)}%`,
        String(xs.length),
      ]);
  }
  const all = outcomes.filter((o) => o.lang === lang);
  const rel = rate(all, 'relevance');
  const coh = rate(all, 'coherence');
  if (rel < TARGET.relevance || coh < TARGET.coherence) ok = false;
  rows.push([`${lang} ALL`, `${rel.toFixed(1)}%`, `${coh.toFixed(1)}%`, String(all.length)]);
}
for (const r of rows)
  console.log(`  ${r[0]!.padEnd(14)} ${r[1]!.padStart(10)} ${r[2]!.padStart(10)} ${r[3]!.padStart(6)}`);
// Honesty, reported beside the targets: a wish the chef did not fully match should say so.
const unmatched = outcomes.filter((o) => o.kind === 'wish' && o.relevance.length > 0);
console.log(
  `Wishes not fully matched that said so in meta.note: ${unmatched.filter((o) => o.note?.trim()).length}/${unmatched.length}`,
);
console.log(`Wishes answered with labelled alternatives (the dish asked is not in the cookbook): ${honest.size}`);
const p95 = percentile(95);
if (p95 >= TARGET.p95) ok = false;
console.log(
  `Latency per chef call (${sorted.length} calls): p50 ${percentile(50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`,
);
console.log(
  `Targets: relevance ≥ ${TARGET.relevance}% and coherence ≥ ${TARGET.coherence}% in each language, p95 < ${TARGET.p95} ms: ${ok ? 'MET' : 'NOT MET'}`,
);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ outcomes, latencies: { p50: percentile(50), p95 } }, null, 1));
process.exitCode = ok ? 0 : 1;
