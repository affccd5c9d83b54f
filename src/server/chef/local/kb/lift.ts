import type { TLanguage } from '../../../../shared/constants.ts';
import type { TChefRecipe } from '../../../../shared/schemas/chef.ts';
import { PhraseMatcher } from '../text.ts';
import type { Dish, DishIng } from './dish.ts';
import type { Knowledge } from './load.ts';
import type { TAction, TCourse, TRole, TStep } from './schema.ts';

/** The part of an ingredient line that names it: "chicken thighs, diced (skin on)" → "chicken thighs". */
export function lineHead(s: string): string {
  return s
    .replace(/\(.*?\)/g, '')
    .split(/[,;]/)[0]!
    .trim();
}

/**
 * Turns each mention of an ingredient in a step into a placeholder that keeps the words as written
 * (`{id|the:the chicken}`, `{id|o:o frango}`), so the step reads the same until that ingredient
 * changes, and then names the new one with the right article.
 */
export function placeholders(text: string, matcher: PhraseMatcher<string>, lang: TLanguage, used: Set<string>): string {
  let out = '';
  let at = 0;
  for (const h of matcher.findAll(text)) {
    const id = h.values[0]!;
    let start = h.start;
    let form = '';
    const before = text.slice(at, h.start);
    const art =
      lang === 'en'
        ? before.match(/\b(the)\s+$/i)
        : before.match(/(?:^|\s)(o|a|os|as|do|da|dos|das|no|na|nos|nas|ao|à|aos|às|pelo|pela|pelos|pelas)\s+$/i);
    if (art) {
      const a = art[1]!.toLowerCase();
      form =
        lang === 'en'
          ? 'the'
          : /^(o|a|os|as)$/.test(a)
            ? 'o'
            : /^d/.test(a)
              ? 'do'
              : /^n/.test(a)
                ? 'no'
                : /^pel/.test(a)
                  ? 'pelo'
                  : 'ao';
      start = h.start - art[0].length + (art[0].length - art[0].trimStart().length);
    }
    out += text.slice(at, start) + `{${id}${form ? `|${form}` : ''}:${text.slice(start, h.end).replace(/[{}]/g, '')}}`;
    at = h.end;
    used.add(id);
  }
  return out + text.slice(at);
}

/**
 * Words a step may use for an ingredient: its line's head and the parts of "A or B", the lexicon's
 * names in the language, and single words of the head that name the same kind of food ("the
 * chicken" for "boneless chicken thighs", "o frango" for "peito de frango em cubos").
 */
export function mentionPhrases(kb: Knowledge, key: string, line: string, lang: TLanguage): string[] {
  const e = kb.lex.get(key);
  const head = lineHead(line);
  const out = [head, ...head.split(/\s+(?:or|ou|and|e)\s+/)];
  if (e) out.push(...e.name[lang], ...(e.words ?? []).filter((w) => w.includes(' ') || w.length > 3));
  for (const w of head.split(/[\s/]+/)) {
    if (w.length < 4 || !kb.ingredientMatcher.has(w)) continue;
    const other = kb.ingredientMatcher.valuesIn(w)[0];
    const oe = other ? kb.lex.get(other) : undefined;
    // The same kind of food: same role and category ("paprika" for smoked paprika, "chicken" for thighs).
    const sameCats =
      oe && e && (oe.cats.some((c) => e.cats.includes(c)) || (oe.cats.length === 0 && e.cats.length === 0));
    if (other === key || (e && oe && oe.role === e.role && sameCats)) out.push(w);
  }
  return out.filter((p) => p.length > 1);
}

const ACTS: [RegExp, TAction][] = [
  [/\bstir-fr(y|ied)\b|\bsaltei/i, 'stirfry'],
  [/\bdeep-fr|\bfry\b|\bfried\b|\bfrite\b|\bfrit[ao]s?\b/i, 'fry'],
  // "Refogue a cebola até dourar" is a sauté: the onion stays on the stove after a method change.
  [/\bsauté|\bsaute|\bsoften|\brefogue/i, 'saute'],
  [/\bbrown|\bsear|\bdour[ae]/i, 'brown'],
  [/\broast|\bbake\b|\bbaked\b|\basse\b|\bforno\b/i, 'roast'],
  [/\bgrill|\bgrelh|\bchar\b|barbecue/i, 'grill'],
  [/\bsimmer|\bfogo baixo|\bcozinhe|\bstew\b/i, 'simmer'],
  // Pan-cooking without a technique word: "cook the chicken in a skillet", "cook until pink".
  [/\b(skillet|frying pan|frigideira|chapa)\b|\buntil (pink|cooked through|browned)\b|\baté dourar\b/i, 'brown'],
];

/** The cooking a step does, for method changes. */
export function actOf(text: string): TAction | undefined {
  // What it is served with ("sirva com arroz e ovo frito") is not what the step cooks.
  const cooking = text.split(/\b(?:serve (?:it |them )?with|sirva com|acompanhe com)\b/i)[0]!;
  return ACTS.find(([re]) => re.test(cooking))?.[1];
}

function roleFromText(name: string): TRole {
  return /\b(salt|sal|pepper|pimenta)\b/i.test(name) ? 'seasoning' : 'other';
}

/**
 * A recipe written as text (the cook's own, imported, generated) as structure: each line keyed to
 * the lexicon where it can be, each step with its ingredient mentions as placeholders.
 */
export function liftRecipe(kb: Knowledge, r: TChefRecipe, lang: TLanguage): Dish {
  const counts = new Map<string, number>();
  const ings: DishIng[] = r.ingredients
    .filter((i) => i.name.trim() !== '')
    .map((i, n) => {
      const hits = kb.ingredientMatcher.findAll(lineHead(i.name));
      const best = hits.sort((a, b) => b.end - b.start - (a.end - a.start))[0];
      const key = best?.values[0] ?? `line-${n}`;
      const c = (counts.get(key) ?? 0) + 1;
      counts.set(key, c);
      const e = kb.lex.get(key);
      const text = { en: i.amount ?? '', 'pt-BR': i.amount ?? '' };
      return {
        id: c > 1 ? `${key}-${c}` : key,
        key,
        role: e?.role ?? roleFromText(i.name),
        qty: null,
        amountText: text,
        line: { en: i.name.trim(), 'pt-BR': i.name.trim() },
        origKey: key,
      };
    });
  const matcher = new PhraseMatcher<string>();
  for (const i of ings)
    for (const p of mentionPhrases(kb, i.key, i.line![lang], lang)) if (!matcher.has(p)) matcher.add(p, i.id);
  const steps: TStep[] = r.instructions
    .filter((s) => s.trim() !== '')
    .map((s) => {
      const used = new Set<string>();
      const t = placeholders(s.trim(), matcher, lang, used);
      const act = actOf(s);
      return { text: { en: t, 'pt-BR': t }, ...(used.size ? { uses: [...used] } : {}), ...(act ? { act } : {}) };
    });
  const title = r.title.trim();
  const fam = kb.familyMatcher.valuesIn(title)[0];
  const classic = kb.dishMatcher.valuesIn(title)[0];
  const course: TCourse = classic ? kb.recipeById.get(classic)!.course : fam ? kb.families.get(fam)!.course : 'main';
  const same = (s: string) => ({ en: s, 'pt-BR': s });
  return {
    source: 'lifted',
    sourceId: '',
    title: same(title.replace(/[{}]/g, '')),
    description: same((r.description ?? '').replace(/[{}]/g, '')),
    course,
    family: fam ?? (classic ? kb.recipeById.get(classic)!.family : 'classic'),
    cuisine: 'international',
    servings: Math.max(1, r.servings),
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    difficulty: (['Easy', 'Medium', 'Hard'] as const).includes(r.difficulty as 'Easy')
      ? (r.difficulty as 'Easy')
      : 'Medium',
    ings,
    steps,
    tags: { en: [...r.tags], 'pt-BR': [...r.tags] },
    tips: { en: [...r.tips], 'pt-BR': [...r.tips] },
    factor: 1,
  };
}
