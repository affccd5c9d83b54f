import { PhraseMatcher, tokenize } from '../../text.ts';
import type { DishIng } from '../dish.ts';
import { mentionPhrases } from '../lift.ts';
import { headWords } from '../mark.ts';
import type { Renderer } from './renderer.ts';
import type { TRole, TStep } from '../schema.ts';

/** A rendered step with the structure it came from. */
export interface RenderedStep {
  src: TStep | null;
  text: string;
}

/** Roles that finish a dish on the plate ("Top with the parsley"). */
const TOPPING: ReadonlySet<TRole> = new Set(['garnish', 'herb', 'nut', 'cheese']);
const HEAT = /\b(heat|pan|skillet|wok|pot|fry|saut|brown|aque[çc]a|frigideira|panela|frite|refogue|doure)/i;

const PHRASES = new Map<string, string[]>();

/** The words a step may use for an ingredient as it now stands in the dish (memoised: dishes repeat). */
function phrasesOf(r: Renderer, i: DishIng): string[] {
  const k = `${r.lang}|${i.key}|${i.origKey}|${i.label ?? ''}|${r.name(i)}|${i.line?.[r.lang] ?? ''}`;
  let hit = PHRASES.get(k);
  if (!hit) {
    if (PHRASES.size > 20_000) PHRASES.clear();
    hit = buildPhrases(r, i);
    PHRASES.set(k, hit);
  }
  return hit;
}

function buildPhrases(r: Renderer, i: DishIng): string[] {
  const lang = r.lang;
  const e = r.entry(i);
  const out = [r.name(i)];
  if (i.label) out.push(i.label);
  if (e) out.push(...e.name[lang], ...(e.words ?? []).filter((w) => w.includes(' ') || w.length > 3));
  const line = i.key === i.origKey ? i.line?.[lang] : undefined;
  if (line) out.push(...mentionPhrases(r.kb, i.key, line, lang));
  out.push(...headWords(r.kb, i.key, line ?? e?.name[lang][0] ?? i.key, lang));
  return out.filter((p) => tokenize(p).length > 0);
}

const MATCHERS = new Map<string, PhraseMatcher<string>>();

/** One matcher per set of ingredients and language (memoised: the same classics render again and again). */
function matcherOf(r: Renderer): PhraseMatcher<string> {
  const sig = `${r.lang}#${r.dish.ings.map((i) => `${i.id}|${i.key}|${i.origKey}|${i.label ?? ''}|${i.qty?.n ?? ''}|${i.line?.[r.lang] ?? ''}`).join('#')}`;
  let m = MATCHERS.get(sig);
  if (m) return m;
  m = new PhraseMatcher<string>();
  for (const i of r.dish.ings) for (const p of phrasesOf(r, i)) m.add(p, i.id);
  if (MATCHERS.size > 2000) MATCHERS.clear();
  MATCHERS.set(sig, m);
  return m;
}

/** Ids of the dish's ingredients that some step names. */
export function mentionedIds(
  r: Renderer,
  steps: readonly string[],
  m: PhraseMatcher<string> = matcherOf(r),
): Set<string> {
  const out = new Set<string>();
  for (const s of steps) for (const hit of m.findAll(s)) for (const id of hit.values) out.add(id);
  return out;
}

function act(s: TStep | null): string | undefined {
  if (!s) return undefined;
  return 'do' in s ? s.do : s.act;
}

/**
 * Every ingredient of the list is used in some step. A classic's hand-written steps can leave one
 * unnamed (a garnish, the frying oil, a spice of the rub), and an edit can add or swap one in; such
 * an ingredient joins the step where its kind of ingredient is used (the other spices, the other
 * vegetables), the fat goes into the pan before the first cooking, toppings finish the dish.
 */
export function coverIngredients(r: Renderer, steps: RenderedStep[]): RenderedStep[] {
  if (steps.length === 0) return steps;
  const m = matcherOf(r);
  const seen = mentionedIds(
    r,
    steps.map((s) => s.text),
    m,
  );
  const missing = r.dish.ings.filter((i) => !seen.has(i.id) && r.name(i).trim() !== '');
  if (missing.length === 0) return steps;
  const pt = r.lang === 'pt-BR';
  const out = steps.map((s) => ({ ...s }));
  const ids = (s: RenderedStep) => mentionedIds(r, [s.text], m);
  const named = out.map(ids);
  const sweet = r.dish.course === 'dessert' || out.some((s) => ['bake'].includes(act(s.src) ?? ''));
  let greased = false;
  for (const i of missing) {
    const the = r.withArticle(i);
    const opt = i.optional ? (pt ? ', se usar' : ', if using') : '';
    if (i.role === 'fat') {
      const cook = out.findIndex(
        (s) => HEAT.test(s.text) || ['brown', 'saute', 'fry', 'stirfry'].includes(act(s.src) ?? ''),
      );
      if (sweet && !greased) {
        greased = true;
        const at = Math.max(
          0,
          out.findIndex((s) => /\b(bake|oven|forno|asse)\b/i.test(s.text)),
        );
        out[at]!.text = `${pt ? `Unte a forma com ${the}.` : `Grease the pan with ${the}.`} ${out[at]!.text}`;
      } else if (cook >= 0) {
        out[cook]!.text = `${pt ? `Aqueça ${the} na panela.` : `Heat ${the} in the pan.`} ${out[cook]!.text}`;
      } else {
        const last = out[out.length - 1]!;
        last.text = `${last.text} ${pt ? `Regue com ${the}${opt}.` : `Drizzle with ${the}${opt}.`}`;
      }
      continue;
    }
    if (TOPPING.has(i.role) || i.optional) {
      const last = out[out.length - 1]!;
      last.text = `${last.text} ${pt ? `Finalize com ${the} por cima${opt}.` : `Top with ${the}${opt}.`}`;
      continue;
    }
    // The step that already uses most ingredients of the same role, else the first cooking step.
    let best = -1;
    let score = 0;
    named.forEach((set, n) => {
      const same = r.dish.ings.filter((o) => o !== i && o.role === i.role && set.has(o.id)).length;
      if (same > score) {
        score = same;
        best = n;
      }
    });
    if (best < 0) best = out.findIndex((s) => act(s.src) !== undefined && act(s.src) !== 'serve');
    if (best < 0) best = 0;
    const s = out[best]!;
    s.text =
      i.role === 'seasoning' || i.role === 'spice'
        ? `${s.text} ${pt ? `Tempere também com ${the}${opt}.` : `Season with ${the} too${opt}.`}`
        : `${s.text} ${pt ? `Junte também ${the}${opt}.` : `Add ${the} too${opt}.`}`;
  }
  return out;
}
