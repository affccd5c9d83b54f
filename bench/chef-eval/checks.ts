/**
 * Relevance (did the chef cook what was asked?) and coherence (does the recipe make sense as
 * written?) for one answer. Each check returns the problems it found; an empty list passes.
 * Only the bench's own vocabulary (words.ts, rules.ts) is used.
 */
import { fold, languageOf, mentionsCategory, mentionsMeat, quantity } from './rules.ts';
import {
  ALCOHOL,
  CENTRE_PROTEINS,
  CHILLI,
  COUNTABLE_EN,
  COUNTABLE_PT,
  DESCRIPTORS,
  EN_ONLY,
  FAMILIES,
  FRYING,
  GROUP_WORDS,
  INGREDIENTS,
  MEASURES,
  METHODS,
  NOT_A_MAIN,
  PT_AGREEING,
  PT_MEASURES_WITH_DE,
  PT_NOUN_FORM,
  REQUEST_PHRASES,
  STRICTLY_WHOLE,
  TECHNIQUE_WORDS,
  VERB_STARTS,
  type Category,
  type Lang,
} from './words.ts';

export interface RecipeLike {
  title: string;
  description?: string | null;
  prepTime: number;
  cookTime: number;
  servings: number;
  ingredients: { name: string; amount?: string | null }[];
  instructions: string[];
  tags?: string[] | null;
  tips?: string[] | null;
}

const tokens = (s: string): string[] =>
  fold(s)
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
const stem = (w: string): string => {
  // Portuguese -ões/-ães plurals: "limões" is the "limão" of a step.
  const x = w.replace(/[oa]es(?=-|$)/, 'ao').replace(/s$/, '');
  return x.length > 5 ? x.slice(0, 5) : x;
};
const key = (lang: Lang): 'en' | 'pt' => (lang === 'en' ? 'en' : 'pt');
const line = (i: { name: string; amount?: string | null }): string =>
  `${(i.amount ?? '').trim()} ${i.name.trim()}`.trim();
const names = (r: RecipeLike): string => fold(r.ingredients.map((i) => i.name).join(' | '));

/** The words of an ingredient name that say what it is (no cuts, sizes or grammar). */
function contentWords(name: string): string[] {
  // The name before its first comma, with what is in brackets ("red palm oil (dendê)").
  const folded = fold(name);
  const bare = folded.replace(/\([^)]*\)/g, ' ');
  const brackets = (folded.match(/\(([^)]*)\)/g) ?? []).join(' ');
  const keep = (text: string) =>
    tokens(text).filter((w) => !DESCRIPTORS.has(w) && !TECHNIQUE_WORDS.has(w) && !/^\d/.test(w));
  // "boneless, skinless chicken thighs": when the words before the comma only describe, read on.
  const head = keep(`${bare.split(',')[0]!} ${brackets}`);
  return head.length > 0 ? head : keep(`${bare} ${brackets}`);
}

// ------------------------------------------------------------------ coherence
function ingredientsUsed(r: RecipeLike, problems: string[]): void {
  const steps = fold(r.instructions.join(' '));
  const stepStems = new Set(tokens(steps).map(stem));
  for (const ing of r.ingredients) {
    const content = contentWords(ing.name);
    if (content.length === 0) continue; // reported as a technique word below
    if (content.some((w) => stepStems.has(stem(w)))) continue;
    const folded = fold(ing.name);
    if (GROUP_WORDS.some((g) => g.ingredient.test(folded) && g.step.test(steps))) continue;
    problems.push(`ingredient "${ing.name}" is used in no step`);
  }
}

function noTechniqueIngredients(r: RecipeLike, problems: string[]): void {
  for (const ing of r.ingredients) {
    const folded = fold(ing.name).trim();
    if (contentWords(ing.name).length === 0 || VERB_STARTS.test(folded))
      problems.push(`"${ing.name}" is a cooking word, not an ingredient`);
  }
}

/** "1 egg", "2 eggs", never "1 1/2 eggs", "1 eggs" or "3/4 ovos"; pt measures take "de". */
function amountsRead(r: RecipeLike, lang: Lang, problems: string[], skipDe: Set<string>): void {
  const countables = lang === 'en' ? COUNTABLE_EN : COUNTABLE_PT;
  const singular = new Set(countables.map(([s]) => s));
  const plural = new Set(countables.map(([, p]) => p));
  for (const ing of r.ingredients) {
    const amount = (ing.amount ?? '').trim();
    const q = quantity(amount);
    const full = line(ing);
    if (q === null) continue;
    // The words after the number.
    const rest = tokens(
      full.replace(/^[\d\s/.,½¼¾⅓⅔⅛⅜]+/, ' ').replace(/\((cha|chá|sopa|sobremesa|cafe|café)\)/gi, ' '),
    );
    const first = rest[0] ?? '';
    if (MEASURES.test(first)) {
      if (
        lang === 'pt-BR' &&
        PT_MEASURES_WITH_DE.test(first) &&
        !skipDe.has(fold(ing.name)) &&
        !['de', 'do', 'da', 'dos', 'das'].includes(rest[1] ?? '') &&
        !sumThenDe(rest)
      )
        problems.push(`"${full}" lacks "de" after "${first}"`);
      continue;
    }
    if (
      lang === 'pt-BR' &&
      PT_MEASURES_WITH_DE.test(first) &&
      !skipDe.has(fold(ing.name)) &&
      rest.length > 1 &&
      !['de', 'do', 'da', 'dos', 'das'].includes(rest[1] ?? '')
    )
      problems.push(`"${full}" lacks "de" after "${first}"`);
    if (!singular.has(first) && !plural.has(first)) continue;
    const whole = Number.isInteger(q);
    if (!whole && STRICTLY_WHOLE.has(first)) problems.push(`"${full}": a fraction of something counted whole`);
    else if (!whole && !Number.isInteger(q * 2)) problems.push(`"${full}": an odd fraction of something counted`);
    if (q === 1 && plural.has(first) && !singular.has(first)) problems.push(`"${full}": one, but plural`);
    // "2 egg yolks", "4 lime wedges": the countable word names what the plural noun after it is of.
    const compound = lang === 'en' && COMPOUND_HEADS.test(rest[1] ?? '') && fold(full).includes(`${first} ${rest[1]}`);
    if (whole && q >= 2 && singular.has(first) && !plural.has(first) && !compound)
      problems.push(`"${full}": several, but singular`);
  }
}

const COMPOUND_HEADS = /^(yolks|whites|wedges|slices|halves|leaves|fillets|strips|noodles|wrappers|chips)$/;

/** "1 colher (sopa) mais 1 colher (chá) de amido", "1 xícara + 2 colheres de açúcar": one measure, then "de". */
function sumThenDe(rest: string[]): boolean {
  const j = rest.findIndex((w, n) => n > 0 && PT_MEASURES_WITH_DE.test(w));
  return (
    j > 1 &&
    rest.slice(1, j).every((w) => w === 'mais' || /^\d+$/.test(w)) &&
    ['de', 'do', 'da', 'dos', 'das'].includes(rest[j + 1] ?? '')
  );
}

/** A pt participle agrees with a noun before it ("2 dentes de alho picados", never "legumes grelhadas"). */
function ptAgreement(text: string, problems: string[], where: string): void {
  for (const sentence of fold(text).split(/[.;:!?\n]/)) {
    const w = sentence.split(/[^a-z0-9-]+/).filter(Boolean);
    for (let i = 1; i < w.length; i++) {
      const m = PT_AGREEING.exec(w[i]!);
      if (!m) continue;
      const ending = m[2]!;
      const form = ending === 'o' ? 'm' : ending === 'a' ? 'f' : ending === 'os' ? 'mp' : 'fp';
      // Judged only after a noun the bench knows ("tomilho fresco" is not judged).
      if (!PT_NOUN_FORM.has(w[i - 1]!)) continue;
      const candidates = [w[i - 1]!];
      if (['de', 'do', 'da', 'dos', 'das'].includes(w[i - 2] ?? '') && w[i - 3]) candidates.push(w[i - 3]!);
      const forms = candidates.flatMap((c) => PT_NOUN_FORM.get(c) ?? []);
      if (forms.includes(form)) continue;
      // "o alho e a cebola picados": a plural after coordinated nouns.
      if (form.endsWith('p') && w.slice(Math.max(0, i - 5), i).includes('e')) continue;
      problems.push(`${where}: "${w[i - 1]} ${w[i]}" does not agree`);
    }
  }
}

function noEnglishInPortuguese(r: RecipeLike, problems: string[]): void {
  const parts: [string, string][] = [
    ['title', r.title],
    ['description', r.description ?? ''],
    ...r.instructions.map((s, i): [string, string] => [`step ${i + 1}`, s]),
    ...r.ingredients.map((i): [string, string] => ['ingredient', line(i)]),
    ...(r.tags ?? []).map((t): [string, string] => ['tag', t]),
  ];
  for (const [where, text] of parts) {
    const english = tokens(text).filter((w) => EN_ONLY.has(w));
    if (english.length > 0)
      problems.push(`${where} has English in Portuguese: ${english.slice(0, 3).join(', ')} ("${text.slice(0, 60)}")`);
  }
}

/** Fat is rendered only from something fatty: "cook in the fat" after the bacon became tofu is not. */
function fatFromSomething(r: RecipeLike, problems: string[]): void {
  const fatty = r.ingredients.some(
    (i) =>
      /\b(bacon|pancetta|guanciale|sausages?|chorizo|pork|lard|duck|linguica|toucinho|banha|paio|costelinha|carne de porco|pele|skin|skin-on|ground (beef|pork|lamb)|(beef|pork|lamb) mince|carne moida)\b/.test(
        fold(i.name),
      ) && !/"|shiitake|vegan|vegetal|coconut|coco|tofu|mushroom|cogumelo|berinjela|eggplant/.test(fold(i.name)),
  );
  if (fatty) return;
  for (const [n, s] of r.instructions.entries())
    if (
      /\brender(ed|s|ing)?\b|\b(in|into) the (rendered )?fat\b|\bna gordura\b|\bsolt(ar|e|ou) (a )?gordura\b|\bderret(er|a) a gordura\b/.test(
        fold(s),
      )
    )
      problems.push(`step ${n + 1} cooks in fat nothing renders: "${s.slice(0, 70)}"`);
}

/** An oven or air fryer at 68 °F is a conversion gone wrong. */
function plausibleHeat(r: RecipeLike, problems: string[]): void {
  for (const [n, s] of r.instructions.entries()) {
    const f = fold(s);
    // Only the heat of the appliance ("oven to 425 °F", "cook at 68 °F"), not a doneness temperature.
    for (const m of f.matchAll(
      /\b(oven to|oven at|bake at|roast at|cook at|fryer to|fryer at|forno a|forno em|asse a|fryer a)\s*(-?\d+)\s*°\s*([cf])\b/g,
    )) {
      const v = Number(m[2]);
      if ((m[3] === 'f' && v < 200) || (m[3] === 'c' && v < 90))
        problems.push(`step ${n + 1} heats to ${v} °${m[3]!.toUpperCase()}: "${s.slice(0, 70)}"`);
    }
  }
}

/** A wish that only names a dish ("risoto de quiabo"): no amounts, people, time or restrictions. */
const NOT_A_DISH_NAME =
  /\d|\b(for|para|without|sem|no|minutes?|minutos?|people|pessoas?|allerg\w*|alergi\w*|free|ready|pronto|make|fa[cz]a|please|instead|em vez)\b/;

function noRequestPasted(r: RecipeLike, requests: string[], problems: string[], titleMayNameDish = false): void {
  const fields = [r.title, ...r.ingredients.map((i) => i.name), ...r.instructions].map(fold);
  for (const req of requests) {
    const q = fold(req)
      .trim()
      .replace(/[.!?]+$/, '');
    if (q.split(/\s+/).length < 3) continue;
    // A generated recipe may be titled with the dish the wish names; nothing else may echo it.
    const where = titleMayNameDish && !NOT_A_DISH_NAME.test(q) ? fields.slice(1) : fields;
    if (where.some((f) => f.includes(q))) problems.push(`the request "${req}" is pasted into the recipe`);
  }
  for (const f of [r.title, ...r.ingredients.map((i) => i.name)]) {
    const m = REQUEST_PHRASES.exec(fold(f));
    if (m) problems.push(`"${f}" holds request words ("${m[0]}")`);
  }
}

/**
 * Coherence of one recipe in `lang`: steps in that language, every ingredient used, no cooking
 * words as ingredients, counts that read right, Portuguese that reads as Portuguese, no request
 * text inside. `userLines` are ingredient names the user wrote (not judged for "de").
 */
/**
 * Text added to pass a check rather than to cook: "Add the pecorino too.", "Season with the
 * fennel seeds too.", the same sentence twice. An engine that appends sentences so that every
 * ingredient "appears in a step" fails here instead of passing the check above.
 */
function padding(r: RecipeLike, problems: string[]): void {
  const seen = new Set<string>();
  r.instructions.forEach((step, n) => {
    for (const sentence of step.split(/(?<=[.!?])\s+/)) {
      const f = fold(sentence)
        .replace(/[^a-z0-9 ]/g, '')
        .trim();
      if (!f) continue;
      if (/\b(too|as well|tambem)$/.test(f)) problems.push(`step ${n + 1}: a sentence added on ("${sentence.trim()}")`);
      if (f.split(' ').length > 3 && seen.has(f))
        problems.push(`step ${n + 1}: a sentence repeated ("${sentence.trim()}")`);
      seen.add(f);
    }
  });
}

export function recipeCoherence(
  r: RecipeLike,
  lang: Lang,
  requests: string[] = [],
  userLines: Set<string> = new Set(),
  titleMayNameDish = false,
): string[] {
  const problems: string[] = [];
  const language = languageOf(r.instructions.join(' '));
  if (language !== lang) problems.push(`steps read as ${language}, expected ${lang}`);
  if (r.ingredients.length === 0 || r.instructions.length === 0) problems.push('no ingredients or no steps');
  ingredientsUsed(r, problems);
  noTechniqueIngredients(r, problems);
  amountsRead(r, lang, problems, userLines);
  if (lang === 'pt-BR') {
    noEnglishInPortuguese(r, problems);
    for (const i of r.ingredients) if (!userLines.has(fold(i.name))) ptAgreement(line(i), problems, 'ingredient');
    ptAgreement(r.title, problems, 'title');
    r.instructions.forEach((s, i) => ptAgreement(s, problems, `step ${i + 1}`));
  }
  padding(r, problems);
  fatFromSomething(r, problems);
  plausibleHeat(r, problems);
  noRequestPasted(r, requests, problems, titleMayNameDish);
  return problems;
}

// ------------------------------------------------------------------ relevance
export interface WishExpect {
  family?: string;
  course?: 'dessert' | 'breakfast';
  ingredients: string[];
  forbids: Category[];
  servings?: number;
  maxMinutes?: number;
}

const SWEET =
  /\b(goiabada|guava paste|sugar|acucar|honey|mel|maple|chocolate|cocoa|cacau|condensed|condensado|jam|geleia|caramel|banana|fruit|frutas?|berries|morangos?|mango|manga|dates|tamaras|sweetened|adocante|vanilla|baunilha)\b/;
const SAVOURY = /\b(onions?|garlic|cebolas?|alho|stock|caldo|broth)\b/;
const BREAKFAST =
  /\b(breakfast|brunch|cafe da manha|pancakes?|panquecas?|omelett?es?|omeletes?|eggs?|ovos?|porridge|oat|oats|oatmeal|aveia|mingau|granola|toast|torradas?|smoothies?|vitaminas?|tapioca|cuscuz|pao|paes|bread|muffins?|yogh?urt|iogurte|crepes?|waffles?|frittata|fritada)\b/;

/** Categories a recipe breaks: names for every category; steps and title too for animal ones. */
export function brokenCategories(r: RecipeLike, forbids: Category[]): string[] {
  const out: string[] = [];
  for (const cat of forbids) {
    for (const i of r.ingredients) {
      const w = mentionsCategory(i.name, cat);
      if (w) out.push(`${cat}: ingredient "${i.name}"`);
    }
    if (cat === 'meat' || cat === 'pork' || cat === 'fish' || cat === 'shellfish') {
      for (const s of [r.title, ...r.instructions]) {
        const w = cat === 'meat' ? mentionsMeat(s) : mentionsCategory(s, cat);
        if (w) out.push(`${cat}: "${w}" in "${s.slice(0, 70)}"`);
      }
    }
  }
  return out;
}

const centreProteinsOf = (r: RecipeLike, lang: Lang): Set<string> => {
  const found = new Set<string>();
  for (const i of r.ingredients) {
    const n = fold(i.name);
    if (/\b(stock|broth|sauce|caldo|molho|bouillon|paste|pasta de)\b/.test(n)) continue;
    for (const k of CENTRE_PROTEINS)
      if (INGREDIENTS[k]!.match[key(lang)].test(n)) found.add(k === 'groundBeef' ? 'beef' : k);
  }
  return found;
};

export function wishRelevance(r: RecipeLike, lang: Lang, expect: WishExpect): string[] {
  const problems: string[] = [];
  const l = key(lang);
  // The dish is what the recipe is called and what goes in it, not words in its description or
  // tags, which any engine can add.
  const about = fold([r.title, ...r.ingredients.map((i) => i.name)].join(' | '));
  if (expect.family && !FAMILIES[expect.family]!.match[l].test(about))
    problems.push(`not of the family "${FAMILIES[expect.family]!.en}": "${r.title}"`);
  const n = names(r);
  if (expect.course === 'dessert' && !(SWEET.test(n) && !SAVOURY.test(n) && !mentionsMeat(n)))
    problems.push(`not a dessert: "${r.title}"`);
  if (expect.course === 'breakfast' && !BREAKFAST.test(about + ' ' + n)) problems.push(`not a breakfast: "${r.title}"`);
  for (const k of expect.ingredients)
    if (!INGREDIENTS[k]!.match[l].test(n)) problems.push(`asked for ${INGREDIENTS[k]!.en}, not among the ingredients`);
  const wanted = new Set(
    expect.ingredients.filter((k) => CENTRE_PROTEINS.includes(k)).map((k) => (k === 'groundBeef' ? 'beef' : k)),
  );
  if (wanted.size > 0)
    for (const p of centreProteinsOf(r, lang))
      if (!wanted.has(p)) problems.push(`asked for ${[...wanted].join('+')}, also has ${p}`);
  problems.push(...brokenCategories(r, expect.forbids));
  if (expect.servings !== undefined && r.servings !== expect.servings)
    problems.push(`serves ${r.servings}, asked for ${expect.servings}`);
  if (expect.maxMinutes !== undefined && r.prepTime + r.cookTime > expect.maxMinutes)
    problems.push(`takes ${r.prepTime + r.cookTime} min, asked for ${expect.maxMinutes}`);
  return problems;
}

// ------------------------------------------------------------------ edits
export type EditExpect =
  | { kind: 'vegetarian' | 'vegan' | 'spicy' | 'healthy' | 'quick' | 'milder' | 'kidFriendly' | 'unknown' }
  | { kind: 'scale'; servings: number }
  | { kind: 'avoid'; forbids: Category[] }
  | { kind: 'swap'; from: string; to: string }
  | { kind: 'remove'; what: string }
  | { kind: 'add'; what: string }
  | { kind: 'method'; method: string; notFrying: boolean }
  | { kind: 'less'; what: 'salt' | 'sugar' };

const LESS = { salt: /\b(salt|sal)\b/, sugar: /\b(sugar|acucar)\b/ };

/** The amount of the first ingredient matching `re` (0 when absent, null when not a number). */
function amountOf(r: RecipeLike, re: RegExp): number | null {
  const i = r.ingredients.find((x) => re.test(fold(x.name)));
  if (!i) return 0;
  return quantity(i.amount ?? '');
}

/** Ingredient patterns by free word (swap/remove/add targets): the bench lexicon first, then the word. */
function patternOf(word: string, lang: Lang): RegExp {
  const entry = Object.values(INGREDIENTS).find((i) => i.en === word || i.pt === word);
  if (entry) return entry.match[key(lang)];
  return new RegExp(`\\b${fold(word).replace(/[^a-z ]/g, '')}s?\\b`);
}

export function editRelevance(
  before: RecipeLike,
  res: { success: boolean; updated_recipe: RecipeLike; summary: string; reasoning: string },
  lang: Lang,
  uiLang: Lang,
  expect: EditExpect,
): string[] {
  const problems: string[] = [];
  const after = res.updated_recipe;
  if (!res.summary.trim() || !res.reasoning.trim()) problems.push('empty summary or reasoning');
  if (expect.kind === 'unknown') {
    if (res.success) problems.push('an unknown request answered success: true');
    if (
      JSON.stringify(after.ingredients) !==
      JSON.stringify(before.ingredients.map((i) => ({ name: i.name, amount: i.amount ?? '' })))
    )
      problems.push('an unknown request changed the ingredients');
    return problems;
  }
  const total = (r: RecipeLike) => r.prepTime + r.cookTime;
  if (!res.success) {
    if (!(expect.kind === 'quick' && total(before) <= 20))
      problems.push(`success false: ${res.reasoning.slice(0, 100)}`);
    return problems;
  }
  if (languageOf(`${res.summary} ${res.reasoning}`) !== uiLang)
    problems.push(`summary not in ${uiLang}: "${res.summary.slice(0, 60)}"`);
  const l = key(lang);
  const n = names(after);
  const steps = fold(after.instructions.join(' '));
  switch (expect.kind) {
    case 'vegetarian':
      problems.push(...brokenCategories(after, ['meat', 'fish', 'shellfish']));
      break;
    case 'vegan':
      problems.push(...brokenCategories(after, ['meat', 'fish', 'shellfish', 'dairy', 'egg']));
      break;
    case 'avoid':
      problems.push(...brokenCategories(after, expect.forbids));
      break;
    case 'spicy':
      if (!CHILLI.test(n)) problems.push('no chilli among the ingredients');
      else if (!CHILLI.test(steps)) problems.push('chilli added but used in no step');
      break;
    case 'healthy':
      if (
        JSON.stringify(after.ingredients) === JSON.stringify(before.ingredients) &&
        JSON.stringify(after.instructions) === JSON.stringify(before.instructions)
      )
        problems.push('nothing changed');
      break;
    case 'quick':
      if (total(after) >= total(before)) problems.push(`not quicker: ${total(before)} → ${total(after)} min`);
      break;
    case 'scale': {
      if (after.servings !== expect.servings) problems.push(`serves ${after.servings}, asked for ${expect.servings}`);
      const factor = expect.servings / before.servings;
      before.ingredients.forEach((ing, i) => {
        const a = quantity(ing.amount ?? '');
        const match = after.ingredients.find((x) => fold(x.name) === fold(ing.name)) ?? after.ingredients[i];
        const b = quantity(match?.amount ?? '');
        if (a === null || b === null || a === 0) return;
        // Same unit word after the number: the ratio must follow the servings (rounding allowed).
        const unit = (s: string) => tokens(s.replace(/^[\d\s/.,½¼¾⅓⅔⅛⅜]+/, ''))[0] ?? '';
        if (unit(ing.amount ?? '') !== unit(match?.amount ?? '')) return;
        const ratio = b / a;
        if (ratio < factor * 0.75 || ratio > factor * 1.34)
          problems.push(`"${ing.name}": ${ing.amount} → ${match?.amount} (expected ×${factor.toFixed(2)})`);
      });
      break;
    }
    case 'swap': {
      const from = patternOf(expect.from, lang);
      const to = patternOf(expect.to, lang);
      if (from.test(n)) problems.push(`${expect.from} still among the ingredients`);
      if (from.test(steps)) problems.push(`${expect.from} still in the steps`);
      if (!to.test(n)) problems.push(`${expect.to} not among the ingredients`);
      if (!to.test(steps)) problems.push(`${expect.to} not in the steps`);
      break;
    }
    case 'remove': {
      const what = patternOf(expect.what, lang);
      if (what.test(n)) problems.push(`${expect.what} still among the ingredients`);
      if (what.test(steps)) problems.push(`${expect.what} still in the steps`);
      break;
    }
    case 'add': {
      const what = patternOf(expect.what, lang);
      if (!what.test(n)) problems.push(`${expect.what} not among the ingredients`);
      if (!what.test(steps)) problems.push(`${expect.what} not in the steps`);
      break;
    }
    case 'method': {
      if (!METHODS[expect.method]![l].test(steps)) problems.push(`no step says ${expect.method}`);
      if (expect.notFrying && FRYING[l].test(steps.replace(/air[ -]?fryer/g, ''))) problems.push('still fried');
      if (expect.method !== 'oven' && /\b(pre)?heat the oven\b|\bpreaqueca o forno\b|\bligue o forno\b/.test(steps))
        problems.push(`moved to ${expect.method}, a step still heats the oven`);
      break;
    }
    case 'less': {
      const a = amountOf(before, LESS[expect.what]);
      const b = amountOf(after, LESS[expect.what]);
      if (a !== null && b !== null && b >= a) problems.push(`${expect.what}: ${a} → ${b}, not less`);
      if (a !== null && b === null && !/gosto|taste|pinch|pitada/.test(n))
        problems.push(`${expect.what}: amount unreadable after the change`);
      break;
    }
    case 'milder': {
      const a = amountOf(before, CHILLI);
      const b = amountOf(after, CHILLI);
      if (a !== null && b !== null && b >= a && b !== 0) problems.push(`chilli ${a} → ${b}, not milder`);
      break;
    }
    case 'kidFriendly':
      for (const i of after.ingredients)
        if (CHILLI.test(fold(i.name)) || ALCOHOL.test(fold(i.name)))
          problems.push(`"${i.name}" in a dish for children`);
      break;
  }
  return problems;
}

// ------------------------------------------------------------------ plans
export interface PlanExpect {
  dates: string[];
  forbids: Category[];
  servings: number;
  maxMinutes?: number;
}

export interface Suggestion extends Omit<RecipeLike, 'title' | 'description'> {
  date: string;
  mealType: string;
  recipeTitle: string;
  recipeDescription: string;
  reasoning?: string;
}

export const asRecipe = (s: Suggestion): RecipeLike => ({
  ...s,
  title: s.recipeTitle,
  description: s.recipeDescription,
});

export function planRelevance(suggestions: Suggestion[], expect: PlanExpect): string[] {
  const problems: string[] = [];
  for (const d of expect.dates)
    for (const m of ['breakfast', 'lunch', 'dinner'])
      if (!suggestions.some((s) => s.date === d && s.mealType === m)) problems.push(`no ${m} on ${d}`);
  for (const s of suggestions) {
    const r = asRecipe(s);
    for (const b of brokenCategories(r, expect.forbids))
      problems.push(`${s.date} ${s.mealType} "${s.recipeTitle}": ${b}`);
    if (s.servings !== expect.servings)
      problems.push(`${s.date} ${s.mealType} "${s.recipeTitle}" serves ${s.servings}, asked for ${expect.servings}`);
    if (expect.maxMinutes !== undefined && s.prepTime + s.cookTime > expect.maxMinutes)
      problems.push(
        `${s.date} ${s.mealType} "${s.recipeTitle}" takes ${s.prepTime + s.cookTime} min > ${expect.maxMinutes}`,
      );
  }
  return problems;
}

/** Lunches and dinners are mains, none twice (unless planned as leftovers); each recipe coherent. */
export function planCoherence(suggestions: Suggestion[], lang: Lang): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const s of suggestions) {
    const title = fold(s.recipeTitle).trim();
    if (s.mealType === 'lunch' || s.mealType === 'dinner') {
      // "Brazilian Vinaigrette Salsa (Vinagrete)": the name and what is in brackets are both read.
      const names = [title.replace(/\([^)]*\)/g, ' '), ...[...title.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!)].map(
        (x) => x.replace(/\s+/g, ' ').trim(),
      );
      if (names.some((x) => NOT_A_MAIN.test(x)))
        problems.push(`${s.date} ${s.mealType} is a side, not a main: "${s.recipeTitle}"`);
      const leftovers = /leftover|sobra/.test(fold(`${s.recipeTitle} ${s.recipeDescription} ${s.reasoning ?? ''}`));
      if (seen.has(title) && !leftovers)
        problems.push(`"${s.recipeTitle}" served twice (${seen.get(title)} and ${s.date} ${s.mealType})`);
      seen.set(title, `${s.date} ${s.mealType}`);
    }
    for (const p of recipeCoherence(asRecipe(s), lang))
      problems.push(`${s.date} ${s.mealType} "${s.recipeTitle}": ${p}`);
  }
  return problems;
}
