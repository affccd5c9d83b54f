import { detectUnitSystem, parseAmount } from '../../../shared/amounts/index.ts';
import type { TLanguage } from '../../../shared/constants.ts';
import { categoriesOf, dietViolations, lexiconMatches } from './analyze.ts';
import { SPICE_BY_CUISINE, SWEET_SPICE } from './knowledge/cuisines.ts';
import { DIET_RULES, DIETS, type Diet } from './knowledge/diets.ts';
import { LIGHT_REDUCTIONS, QUICK_TECHNIQUES, type SubContext } from './knowledge/substitutions.ts';
import type { Bi, IngredientCategory as C } from './knowledge/types.ts';
import { coreName, mentionPhrases, ptGrammar, removeMentions, rewriteAll, rewriteText, rewriteTitle, type MentionRule } from './mentions.ts';
import { cloneRecipe, scaleAmountText, temperaturesFor, type WIngredient, type WRecipe } from './model.ts';
import { findOptions, stripParens, substituteLine, type SubOption } from './substitution-index.ts';
import { capitalize, fold, listJoin, pick, tokenize } from './text.ts';

/** What a transformation did, in both languages, for the summary and reasoning. */
export interface Outcome {
  recipe: WRecipe;
  /** Short statements of what changed. */
  changes: Bi[];
  /** Why, and what to watch for. */
  notes: Bi[];
  /** Ingredients that could not be adapted (the caller decides whether that is a failure). */
  failed: string[];
}

export const bi = (en: string, pt: string): Bi => ({ en, pt });

function langKey(lang: TLanguage): 'en' | 'pt' {
  return lang === 'pt-BR' ? 'pt' : 'en';
}

const COOK_VERB_EN = /\b(heat|saut[eé]|fry|cook|brown|sear|simmer|boil|roast|bake|grill|stir-fry|toast|melt|warm)\b/i;
const COOK_VERB_PT = /\b(aque[çc]a|refogue|frite|cozinhe|doure|sele|ferva|asse|grelhe|salteie|toste|derreta|leve ao fogo|leve ao forno|coloque no forno|esquente)\b/i;

function isCookingStep(step: string, lang: TLanguage): boolean {
  return (lang === 'pt-BR' ? COOK_VERB_PT : COOK_VERB_EN).test(step);
}

/** Index after which a step about aromatics or heat fits (the first cooking step), or -1. */
function firstCookingStep(r: WRecipe): number {
  return r.steps.findIndex((s) => isCookingStep(s, r.lang));
}

/** The unit system the recipe's amounts are written in (new text uses it for temperatures). */
function recipeUnits(r: WRecipe): 'metric' | 'imperial' {
  // Oven temperatures already in the steps say best which units the cook reads.
  const text = r.steps.join(' ');
  const c = (text.match(/\d\s*°\s*C/g) ?? []).length;
  const f = (text.match(/\d\s*°\s*F/g) ?? []).length;
  if (c !== f) return c > f ? 'metric' : 'imperial';
  if (r.lang === 'pt-BR') return 'metric';
  return detectUnitSystem(r.ingredients.map((i) => i.amount)) ?? 'imperial';
}

function newText(r: WRecipe, s: string): string {
  return temperaturesFor(s, recipeUnits(r));
}

export function contextOf(r: WRecipe): SubContext[] {
  if (r.sweet) return r.methods.includes('oven') ? ['baking', 'sweet'] : ['sweet'];
  const ctx: SubContext[] = ['savory'];
  if (r.protein && r.protein !== 'none') ctx.push('main');
  if (r.methods.includes('oven') && r.ingredients.some((i) => i.families.includes('flour'))) ctx.push('baking');
  if (r.methods.includes('no-cook')) ctx.push('raw');
  if (r.methods.includes('fry')) ctx.push('frying');
  return ctx;
}

// ------------------------------------------------------------------------------------------ swaps

interface Swap {
  index: number;
  option: SubOption;
}

const FLESH: C[] = ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish'];

/** Mention rules: swapped ingredients get their new name, every other ingredient is protected. */
function swapRules(r: WRecipe, swaps: { index: number; newName: string; g?: 'm' | 'f' }[], removed: Set<number> = new Set()): MentionRule[] {
  const rules: MentionRule[] = [];
  // "Brown the meats" when several meats became different plant proteins: one plural name for all.
  const fleshSwaps = swaps.filter((s) => r.ingredients[s.index]!.cats.some((c) => FLESH.includes(c)));
  const shared = fleshSwaps.length > 1;
  if (shared) {
    const words = new Set<string>();
    for (const s of fleshSwaps) for (const m of mentionPhrases(r.ingredients[s.index]!, r.lang)) if (m.priority === 0) words.add(m.text);
    rules.push({ phrases: [...words].map((text) => ({ text, priority: 1 })), replacement: pick(r.lang, 'plant proteins', 'proteínas vegetais'), gender: 'f', plural: true });
  }
  r.ingredients.forEach((ing, i) => {
    const s = swaps.find((x) => x.index === i);
    if (s) {
      const mention = stripParens(s.newName);
      const g = ptGrammar(mention, s.g);
      const phrases = mentionPhrases(ing, r.lang).filter((p) => !(shared && p.priority === 0));
      rules.push({ phrases, replacement: mention, gender: g.gender, plural: g.plural });
    } else if (!removed.has(i)) {
      rules.push({ phrases: mentionPhrases(ing, r.lang).filter((p) => p.priority >= 2), replacement: null });
    }
  });
  return rules;
}

function applyRules(r: WRecipe, rules: MentionRule[]): void {
  r.steps = rewriteAll(r.steps, rules, r.lang);
  r.tips = rewriteAll(r.tips, rules, r.lang);
  r.description = rewriteText(r.description, rules, r.lang);
  r.title = rewriteTitle(r.title, rules, r.lang);
  r.tags = rewriteAll(r.tags, rules, r.lang).map((t) => t.toLowerCase());
}

function refreshFacts(r: WRecipe): void {
  r.spicy = r.ingredients.some((i) => i.cats.includes('chili') && !i.optional) || r.spicy;
}

function setIngredient(r: WRecipe, index: number, o: SubOption): WIngredient {
  const old = r.ingredients[index]!;
  const line = substituteLine(o, old.amount, r.lang);
  const ing: WIngredient = {
    name: line.name,
    amount: line.amount,
    cats: [...o.cats],
    families: [...o.families],
    aliases: [o.entry.to[langKey(r.lang) === 'pt' ? 'en' : 'pt']],
    ...(old.optional ? { optional: true } : {}),
  };
  r.ingredients[index] = ing;
  return ing;
}

function insertPrep(r: WRecipe, prep: Bi | undefined): void {
  if (!prep) return;
  const text = prep[langKey(r.lang)];
  if (!r.steps.includes(text)) r.steps.unshift(text);
}

/** Swaps ingredients for table entries and rewrites every mention of them. */
export function applySwaps(r: WRecipe, swaps: Swap[], removed: Set<number> = new Set()): { changes: Bi[]; notes: Bi[] } {
  const before = r.ingredients.map((i) => ({ ...i }));
  const rules = swapRules(
    r,
    swaps.map((s) => ({ index: s.index, newName: s.option.entry.to[langKey(r.lang)], g: s.option.entry.g })),
    removed,
  );
  applyRules(r, rules);
  const changes: Bi[] = [];
  const notes: Bi[] = [];
  for (const s of swaps) {
    const old = before[s.index]!;
    setIngredient(r, s.index, s.option);
    insertPrep(r, s.option.entry.prep);
    const oldName = coreName(old.name) || old.name;
    changes.push(bi(`${oldName} → ${s.option.entry.to.en}`, `${oldName} → ${s.option.entry.to.pt}`));
    notes.push(bi(`${capitalize(s.option.entry.to.en)}: ${s.option.entry.note.en}`, `${capitalize(s.option.entry.to.pt)}: ${s.option.entry.note.pt}`));
  }
  refreshFacts(r);
  return { changes, notes };
}

/** Removes ingredient lines and their mentions; steps that only talked about them go. */
export function removeIngredients(r: WRecipe, indexes: number[]): Bi[] {
  if (indexes.length === 0) return [];
  const set = new Set(indexes);
  const removedPhrases = indexes.flatMap((i) => mentionPhrases(r.ingredients[i]!, r.lang).filter((p) => p.priority >= 1));
  const keepPhrases = r.ingredients.filter((_, i) => !set.has(i)).flatMap((ing) => mentionPhrases(ing, r.lang).filter((p) => p.priority >= 2));
  const steps: string[] = [];
  for (const s of r.steps) {
    const res = removeMentions(s, removedPhrases, keepPhrases, r.lang);
    if (res.changed && res.emptied) continue;
    steps.push(res.text);
  }
  if (steps.length > 0) r.steps = steps;
  r.tips = r.tips.filter((t) => !removeMentions(t, removedPhrases, keepPhrases, r.lang).changed);
  r.tags = r.tags.filter((t) => !removeMentions(t, removedPhrases, keepPhrases, r.lang).changed);
  const names = indexes.map((i) => coreName(r.ingredients[i]!.name) || r.ingredients[i]!.name);
  r.ingredients = r.ingredients.filter((_, i) => !set.has(i));
  return names.map((n) => bi(`removed ${n}`, `retirado: ${n}`));
}

// ------------------------------------------------------------------------------------------ diets

const MINOR_CATS: C[] = ['spice', 'herb', 'condiment', 'salt', 'water', 'alcohol', 'oil', 'chili'];

function isMinor(i: WIngredient): boolean {
  if (i.optional) return true;
  const a = i.amount.toLowerCase();
  if (/\b(pinch|dash|to taste|to serve|garnish|pitada|a gosto|para servir|para decorar|opcional|optional)\b/.test(a)) return true;
  return i.cats.length > 0 && i.cats.every((c) => MINOR_CATS.includes(c) || c === 'fish' || c === 'gelatin');
}

/** Diet tags a recipe keeps and gains. */
function refreshDietTags(r: WRecipe, gained: readonly Diet[]): void {
  const l = langKey(r.lang);
  const violates = (d: Diet) => r.ingredients.some((i) => dietViolations(i.cats, i.families, [d]).length > 0);
  r.tags = r.tags.filter((t) => {
    const d = DIETS.find((x) => DIET_RULES[x].tag.en === t.toLowerCase() || DIET_RULES[x].tag.pt === t.toLowerCase() || DIET_RULES[x].label[l] === t.toLowerCase());
    return !d || !violates(d);
  });
  for (const d of gained) {
    const rule = DIET_RULES[d];
    const tag = rule.tag[l];
    const names = [rule.tag.en, rule.tag.pt, rule.label.en, rule.label.pt, ...rule.words].map((x) => fold(x));
    if (!violates(d) && !r.tags.some((t) => names.includes(fold(t.trim())))) r.tags.push(tag);
  }
}

/**
 * Makes a recipe follow diets: each forbidden ingredient is swapped through the substitution
 * table (steps, title and tips rewritten to match) or, when it is only a garnish or seasoning,
 * left out. Whatever cannot be adapted is listed in `failed`.
 */
export function applyDiets(input: WRecipe, diets: readonly Diet[], opts: { avoidFamilies?: readonly string[]; prefer?: 'light' | 'quick' } = {}): Outcome {
  const r = cloneRecipe(input);
  if (diets.length === 0) return { recipe: r, changes: [], notes: [], failed: [] };
  const swaps: Swap[] = [];
  const remove: number[] = [];
  const failed: string[] = [];
  const used = r.ingredients.map((i) => i.name);
  const ctx = contextOf(r);
  r.ingredients.forEach((ing, index) => {
    if (dietViolations(ing.cats, ing.families, diets).length === 0) return;
    const options = findOptions({
      names: [ing.name, ...ing.aliases],
      cats: ing.cats,
      families: ing.families,
      diets,
      avoidFamilies: opts.avoidFamilies,
      ctx,
      prefer: opts.prefer,
      usedNames: used,
    });
    const minor = isMinor(ing);
    if (ing.optional || (minor && options.length === 0)) {
      remove.push(index);
      return;
    }
    const choice = options[0];
    if (!choice) {
      failed.push(ing.name);
      return;
    }
    swaps.push({ index, option: choice });
    used.push(choice.entry.to.en, choice.entry.to.pt);
  });
  const titleBefore = r.title;
  const descriptionBefore = r.description;
  const { changes, notes } = applySwaps(r, swaps, new Set(remove));
  const removedNotes = removeIngredients(r, remove);
  const fleshSwaps = swaps.filter((s) => input.ingredients[s.index]!.cats.some((c) => FLESH.includes(c)));
  scrubDietWords(r, diets, fleshSwaps.length > 1 ? pick(r.lang, 'plant proteins', 'proteínas vegetais') : swaps[0] ? stripParens(swaps[0].option.entry.to[langKey(r.lang)]) : null);
  describeAdapted(r, titleBefore, descriptionBefore, diets, swaps);
  if (fleshSwaps.length > 0) fixDoneness(r);
  if (swaps.length + remove.length > 0 && r.title === titleBefore) r.title = labelTitle(r.title, diets[0]!, r.lang);
  refreshDietTags(r, diets);
  return { recipe: r, changes: [...changes, ...removedNotes], notes, failed };
}

function labelTitle(title: string, diet: Diet, lang: TLanguage): string {
  const rule = DIET_RULES[diet];
  if (lang === 'pt-BR') return `${title} (versão ${rule.label.pt})`;
  return `${capitalize(rule.label.en)} ${title}`;
}

/** Words left in steps, title and tips that still name forbidden food (e.g. "serve with grilled chicken"). */
function scrubDietWords(r: WRecipe, diets: readonly Diet[], replacement: string | null): void {
  const okNames = r.ingredients.filter((i) => dietViolations(i.cats, i.families, diets).length === 0).map((i) => coreName(i.name).toLowerCase());
  const fix = (text: string, title = false): string => {
    // Only names of meat and fish: generic words like "massa" (dough) or "creme" stay.
    const hits = lexiconMatches(text).filter((m) => {
      const { cats, families } = categoriesOf([m.text]);
      return cats.some((c) => FLESH.includes(c)) && dietViolations(cats, families, diets).length > 0;
    });
    if (hits.length === 0) return text;
    // Names of ingredients still in the recipe are fine (e.g. "vegan butter" contains "butter").
    const lower = text.toLowerCase();
    const covered = (h: { text: string }) => okNames.some((n) => n.includes(h.text.toLowerCase()) && lower.includes(n));
    const bad = hits.filter((h) => !covered(h));
    if (bad.length === 0) return text;
    const rules: MentionRule[] = bad.map((h) => {
      const g = replacement ? ptGrammar(replacement) : { gender: 'm' as const, plural: false };
      return { phrases: [{ text: h.text, priority: 5 }], replacement: replacement ?? pick(r.lang, 'vegetables', 'legumes'), gender: g.gender, plural: g.plural };
    });
    return title ? rewriteTitle(text, rules, r.lang) : rewriteText(text, rules, r.lang);
  };
  r.steps = r.steps.map((s) => fix(s));
  r.tips = r.tips.map((s) => fix(s));
  r.description = fix(r.description);
  r.title = fix(r.title, true);
  r.tags = r.tags.filter((t) => lexiconMatches(t).every((m) => dietViolations(categoriesOf([m.text]).cats, categoriesOf([m.text]).families, diets).length === 0));
}

/** Doneness cues that only make sense for meat and seafood ("until just pink"). */
const MEAT_DONENESS: { en: [RegExp, string][]; pt: [RegExp, string][] } = {
  en: [
    [/\buntil (?:they are |it is |they turn |it turns )?(?:just )?(?:opaque and )?pink(?: and (?:opaque|cooked through))?\b/gi, 'until golden'],
    [/\buntil (?:they are |it is )?no longer pink(?: inside| in the middle)?\b/gi, 'until golden and hot through'],
    [/\buntil (?:the )?juices run clear\b/gi, 'until golden and hot through'],
    [/\buntil (?:the fish |it )?flakes easily\b/gi, 'until tender'],
    [/\buntil (?:just )?opaque\b/gi, 'until golden'],
  ],
  pt: [
    [/\baté (?:\S+\s+){0,3}?(?:ficar|ficarem|estar|estarem) (?:bem )?rosad[oa]s?\b/gi, 'até dourar'],
    [/\baté (?:não estar mais|perder a cor) rosad[oa]s?\b/gi, 'até dourar e aquecer por dentro'],
    [/\baté (?:\S+\s+){0,2}?(?:ficar|ficarem) opac[oa]s?\b/gi, 'até dourar'],
    [/\baté (?:o peixe )?(?:se desfazer|lascar) facilmente\b/gi, 'até ficar macio'],
  ],
};

function fixDoneness(r: WRecipe): void {
  const rules = r.lang === 'pt-BR' ? MEAT_DONENESS.pt : MEAT_DONENESS.en;
  r.steps = r.steps.map((st) => rules.reduce((acc, [re, to]) => acc.replace(re, to), st));
}

/** A description that still names forbidden food after rewriting is replaced by an honest one. */
function describeAdapted(r: WRecipe, originalTitle: string, originalDescription: string, diets: readonly Diet[], swaps: Swap[]): void {
  const bad = lexiconMatches(r.description).some((m) => {
    const { cats, families } = categoriesOf([m.text]);
    return dietViolations(cats, families, diets).length > 0 && !r.ingredients.some((i) => coreName(i.name).toLowerCase().includes(m.text.toLowerCase()));
  });
  // Several names rewritten inside one sentence rarely reads well: say it plainly instead.
  const garbled = swaps.length > 1 && r.description !== originalDescription;
  if (!bad && !garbled) return;
  const l = langKey(r.lang);
  const names = [...new Set(swaps.map((s) => stripParens(s.option.entry.to[l])))];
  const label = DIET_RULES[diets[0]!].label[l];
  r.description =
    l === 'pt'
      ? `Uma versão ${label} de ${originalTitle}${names.length > 0 ? `, feita com ${listJoin(names, 'pt-BR')}` : ''}.`
      : `A ${label} take on ${originalTitle}${names.length > 0 ? `, made with ${listJoin(names, 'en')}` : ''}.`;
}

/** True when every ingredient follows the diets. */
export function followsDiets(r: WRecipe, diets: readonly Diet[]): boolean {
  return r.ingredients.every((i) => dietViolations(i.cats, i.families, diets).length === 0);
}

// ------------------------------------------------------------------------------------------ scaling

/** Every amount times the factor (exact fractions), servings with it. */
export function scaleRecipe(input: WRecipe, factor: number, servings?: number): Outcome {
  const r = cloneRecipe(input);
  const unscaled: string[] = [];
  r.ingredients = r.ingredients.map((i) => {
    if (!i.amount) return i;
    const scaled = scaleAmountText(i.amount, factor, r.lang);
    if (scaled === i.amount && factor !== 1) unscaled.push(i.name);
    return { ...i, amount: scaled };
  });
  const newServings = servings ?? Math.max(1, Math.round(r.servings * factor));
  const before = r.servings;
  r.servings = newServings;
  const notes: Bi[] = [];
  if (factor > 1) {
    notes.push(
      bi(
        'Use a larger pan (or two) so nothing is crowded; cooking times stay about the same, though big pots take a few extra minutes to come to the boil.',
        'Use uma panela maior (ou duas) para não amontoar; os tempos de cozimento ficam parecidos, mas panelas cheias demoram alguns minutos a mais para ferver.',
      ),
    );
  } else if (factor < 1) {
    notes.push(bi('Use a smaller pan and check for doneness a little earlier.', 'Use uma panela menor e confira o ponto um pouco antes.'));
  }
  if (unscaled.length > 0) {
    notes.push(bi(`Adjust to taste: ${listJoin(unscaled, 'en')}.`, `Ajuste a gosto: ${listJoin(unscaled, 'pt-BR')}.`));
  }
  const fx = Number.isInteger(factor) ? String(factor) : factor.toFixed(2).replace(/0+$/, '');
  return {
    recipe: r,
    changes: [bi(`servings ${before} → ${newServings}, every amount ×${fx}`, `porções ${before} → ${newServings}, todas as quantidades ×${fx.replace('.', ',')}`)],
    notes,
    failed: [],
  };
}

// ------------------------------------------------------------------------------------------ heat

/** Adds the chilli of the recipe's cuisine (a sweet dish gets a pinch of cayenne) and a step using it. */
export function makeSpicy(input: WRecipe, seed = 0): Outcome {
  const r = cloneRecipe(input);
  const l = langKey(r.lang);
  const changes: Bi[] = [];
  const notes: Bi[] = [];
  const existing = r.ingredients.filter((i) => i.cats.includes('chili'));
  for (const i of existing) {
    const more = i.amount ? scaleAmountText(i.amount, 2, r.lang) : i.amount;
    if (more !== i.amount) {
      changes.push(bi(`doubled ${coreName(i.name)} (${i.amount} → ${more})`, `dobrou ${coreName(i.name)} (${i.amount} → ${more})`));
      i.amount = more;
    }
  }
  const choices = r.sweet ? [SWEET_SPICE] : SPICE_BY_CUISINE[r.cuisine] ?? SPICE_BY_CUISINE.international;
  const fresh = choices.filter((c) => !r.ingredients.some((i) => i.name.toLowerCase().includes(stripParens(c.name[l]).toLowerCase())));
  const add = fresh.length > 0 ? fresh[seed % fresh.length]! : null;
  if (add) {
    const { cats, families } = categoriesOf([add.name.en, add.name.pt], add.cats);
    r.ingredients.push({ name: add.name[l], amount: add.amount[l], cats, families, aliases: [add.name[l === 'pt' ? 'en' : 'pt']], added: true });
    const at = firstCookingStep(r);
    const cooked = at >= 0 && !r.methods.includes('no-cook');
    const step = cooked ? add.step[l] : add.rawStep[l];
    if (cooked) r.steps.splice(at + 1, 0, step);
    else r.steps.splice(Math.max(0, r.steps.length - 1), 0, step);
    changes.push(bi(`added ${add.name.en} (${add.amount.en})`, `acrescentou ${add.name.pt} (${add.amount.pt})`));
  }
  if (changes.length === 0) return { recipe: r, changes, notes, failed: ['chilli'] };
  notes.push(
    bi(
      `Chilli suited to ${r.sweet ? 'a sweet dish' : `${r.cuisine} cooking`}; taste as you go and add more at the end if you like it hotter.`,
      `Pimenta que combina com ${r.sweet ? 'um doce' : `a cozinha ${cuisineLabelPt(r.cuisine)}`}; prove durante o preparo e acrescente mais no final se quiser mais ardido.`,
    ),
  );
  const tag = pick(r.lang, 'spicy', 'picante');
  if (!r.tags.some((t) => t.toLowerCase() === tag)) r.tags.push(tag);
  r.spicy = true;
  return { recipe: r, changes, notes, failed: [] };
}

function cuisineLabelPt(c: string): string {
  const map: Record<string, string> = {
    brazilian: 'brasileira', italian: 'italiana', mexican: 'mexicana', indian: 'indiana', chinese: 'chinesa', japanese: 'japonesa', thai: 'tailandesa', korean: 'coreana', vietnamese: 'vietnamita', mediterranean: 'mediterrânea', greek: 'grega', 'middle-eastern': 'do Oriente Médio', american: 'americana', french: 'francesa', spanish: 'espanhola', portuguese: 'portuguesa', british: 'britânica', german: 'alemã', african: 'africana', caribbean: 'caribenha', peruvian: 'peruana', argentinian: 'argentina', international: 'internacional',
  };
  return map[c] ?? c;
}

/** Removes chilli (for a mild version). */
export function makeMild(input: WRecipe): Outcome {
  const r = cloneRecipe(input);
  const idx = r.ingredients.map((i, n) => (i.cats.includes('chili') ? n : -1)).filter((n) => n >= 0);
  const changes = removeIngredients(r, idx);
  r.spicy = false;
  r.tags = r.tags.filter((t) => !['spicy', 'picante', 'apimentado', 'apimentada'].includes(t.toLowerCase()));
  return { recipe: r, changes, notes: [], failed: [] };
}

// ------------------------------------------------------------------------------------------ frying

const DEEP_FRY_EN = /deep[- ]?fr|hot oil|shallow[- ]?fr|in (?:plenty of |enough |the )?oil\b|fry (?:them|it|the \w+) (?:in|until)/i;
const DEEP_FRY_PT = /imers[ãa]o|[óo]leo quente|bastante [óo]leo|frite (?:em|no) [óo]leo|fritar em [óo]leo|frite[- ](?:os|as|o|a)? ?em [óo]leo|fritura/i;
const FRY_WORD_EN = /\b(fry|fried|frying)\b|\binto the (?:hot )?oil\b|\b(?:heat|raise|bring) the (?:frying )?oil\b[^.;]*\d\s*°/i;
const FRY_WORD_PT = /\b(frite|fritar|frita-?[oa]s?|fritura)\b|\b(?:aqueça|esquente) o [óo]leo\b[^.;]*\d\s*°/i;
const FRY_OIL = /for (?:deep[- ]?)?fr(?:y|ying)|para fritar|para fritura|para fritura por imersão/i;

function fryingSteps(r: WRecipe): number[] {
  const hasFryOil = r.ingredients.some((i) => FRY_OIL.test(`${i.name} ${i.amount}`));
  const deep = r.lang === 'pt-BR' ? DEEP_FRY_PT : DEEP_FRY_EN;
  const word = r.lang === 'pt-BR' ? FRY_WORD_PT : FRY_WORD_EN;
  return r.steps.map((s, i) => (deep.test(s) || (hasFryOil && word.test(s)) ? i : -1)).filter((i) => i >= 0);
}

/** Phrase rewrites that turn a frying step into an oven or air-fryer step, keeping the rest of it. */
function frySwaps(lang: TLanguage, target: 'oven' | 'air-fryer'): [RegExp, string][] {
  const oven = target === 'oven';
  if (lang === 'pt-BR') {
    return [
      [/\b(?:aqueça|esquente|leve ao fogo)\s+o\s+[óo]leo[^.;]*?(?=\s+e\s|[.;]|$)/gi, oven ? 'preaqueça o forno a 220 °C e forre uma assadeira com papel-manteiga' : 'preaqueça a air fryer a 190 °C'],
      [/\b(?:coloque|mergulhe|ponha|despeje)\s+(?:\S+\s+){0,3}?(?:com cuidado\s+)?no\s+[óo]leo(?:\s+quente)?/gi, oven ? 'arrume na assadeira, pincelados com um pouco de óleo' : 'arrume no cesto da air fryer, pincelados com um pouco de óleo'],
      [/\bem\s+(?:bastante\s+)?[óo]leo\s+quente(?:\s+a\s+\d+\s*°\s*C)?/gi, oven ? 'no forno quente' : 'na air fryer'],
      [/\bno\s+[óo]leo(?:\s+quente)?/gi, oven ? 'na assadeira' : 'no cesto da air fryer'],
      [/\bpor\s+imers[ãa]o\b/gi, ''],
      [/\b[Ff]rite\b/g, oven ? 'asse' : 'leve à air fryer'],
      [/\bfritar\b/gi, oven ? 'assar' : 'levar à air fryer'],
    ];
  }
  return [
    [/\b(?:heat|raise|bring)\s+(?:the\s+)?(?:frying\s+)?oil\b[^.;]*?\bto\s+\d[^.;]*?(?=\s+and\s|[.;]|$)/gi, oven ? 'heat the oven to 220 °C and line a tray with baking paper' : 'heat the air fryer to 190 °C'],
    [/\b(?:lower|drop|slide|place|put)\s+(?:\S+\s+){0,3}?into\s+the\s+(?:hot\s+)?oil(?:,?\s*away from you)?/gi, oven ? 'lay them on the tray and brush lightly with oil' : 'lay them in the air-fryer basket and brush lightly with oil'],
    [/\binto\s+the\s+(?:hot\s+)?oil\b/gi, oven ? 'onto the tray' : 'into the basket'],
    [/\bin\s+(?:plenty of\s+|the\s+)?hot\s+oil(?:\s+at\s+\d+\s*°\s*[CF])?/gi, oven ? 'in the hot oven' : 'in the air fryer'],
    [/\b(?:deep|shallow|pan)[- ]?fry\b/gi, oven ? 'bake' : 'air-fry'],
    [/\b(?:deep|shallow|pan)[- ]?fried\b/gi, oven ? 'baked' : 'air-fried'],
    [/\bfrying\b/gi, oven ? 'baking' : 'air-frying'],
    [/\bfry\b/gi, oven ? 'bake' : 'air-fry'],
  ];
}

function replaceFrying(r: WRecipe, target: 'oven' | 'air-fryer'): boolean {
  const idx = fryingSteps(r);
  if (idx.length === 0) return false;
  const swaps = frySwaps(r.lang, target).map(([re, to]): [RegExp, string] => [re, newText(r, to)]);
  const cookMin = target === 'oven' ? 15 : 10;
  const cookMax = target === 'oven' ? 20 : 14;
  let added = 0;
  for (const i of idx) {
    let step = r.steps[i]!;
    for (const [re, to] of swaps) {
      step = step.replace(re, (m) => (to && /^\p{Lu}/u.test(m) ? capitalize(to) : to));
    }
    // Frying takes minutes; baking or air-frying the same pieces takes longer.
    step = step.replace(new RegExp(DURATION.source, 'gi'), (whole, a: string, _h: string | undefined, _b: string | undefined, unit: string) => {
      const lo = Number(a.replace(',', '.')) * (/^h/i.test(unit) ? 60 : 1);
      if (lo >= cookMin) return whole;
      added += cookMin - lo;
      return `${cookMin}–${cookMax} ${r.lang === 'pt-BR' ? 'minutos' : 'minutes'}`;
    });
    r.steps[i] = step.replace(/\s{2,}/g, ' ').replace(/\s+([,.;])/g, '$1');
  }
  const note = pick(
    r.lang,
    target === 'oven' ? 'Instead of deep-frying, everything here bakes on a lined tray with just a brush of oil; turn the pieces halfway so they crisp evenly.' : 'Instead of deep-frying, everything here goes in the air fryer with just a brush of oil; work in batches and turn halfway.',
    target === 'oven' ? 'Em vez de fritar por imersão, tudo aqui vai ao forno numa assadeira forrada, só com um pincelado de óleo; vire os pedaços na metade para dourarem por igual.' : 'Em vez de fritar por imersão, tudo aqui vai à air fryer só com um pincelado de óleo; faça em levas e vire na metade.',
  );
  r.steps.splice(idx[0]!, 0, newText(r, note));
  r.cookTime += Math.round(added);
  for (const ing of r.ingredients) {
    if (FRY_OIL.test(`${ing.name} ${ing.amount}`)) {
      ing.name = pick(r.lang, 'oil, for brushing', 'óleo para pincelar');
      ing.amount = pick(r.lang, '2 tbsp', '2 colheres (sopa)');
    }
  }
  r.methods = [...r.methods.filter((m) => m !== 'fry'), target];
  r.tags = r.tags.filter((t) => !['fried', 'frito', 'frita', 'fritura', 'deep-fried'].includes(t.toLowerCase()));
  return true;
}

/** Moves a recipe to the air fryer: frying and oven steps become air-fryer steps, times shorter for the oven. */
export function toAirFryer(input: WRecipe): Outcome {
  const r = cloneRecipe(input);
  const changes: Bi[] = [];
  if (replaceFrying(r, 'air-fryer')) {
    changes.push(bi('air fryer instead of deep-frying, with a brush of oil', 'air fryer no lugar da fritura por imersão, só com um pincelado de óleo'));
  } else if (r.methods.includes('oven')) {
    const ovenSteps = r.steps.map((s, i) => (/\b(bake|roast|oven)\b/i.test(s) || /\b(asse|forno)\b/i.test(s) ? i : -1)).filter((i) => i >= 0);
    if (ovenSteps.length > 0) {
      const i = ovenSteps[ovenSteps.length - 1]!;
      r.steps.splice(
        i + 1,
        0,
        newText(
          r,
          pick(
            r.lang,
            'To use the air fryer instead of the oven: cook at 20 °C below the oven temperature for about 20% less time, in a single layer, checking halfway.',
            'Para usar a air fryer no lugar do forno: use 20 °C a menos que a temperatura do forno e cerca de 20% menos tempo, em camada única, conferindo na metade.',
          ),
        ),
      );
      r.cookTime = Math.max(5, Math.round(r.cookTime * 0.8));
      r.methods.push('air-fryer');
      changes.push(bi('air fryer instead of the oven (20 °C lower, about 20% quicker)', 'air fryer no lugar do forno (20 °C a menos, cerca de 20% mais rápido)'));
    }
  }
  if (changes.length === 0) return { recipe: r, changes, notes: [], failed: ['air-fryer'] };
  const tag = 'air fryer';
  if (!r.tags.includes(tag)) r.tags.push(tag);
  return { recipe: r, changes, notes: [bi('Do not overcrowd the basket, or it steams instead of crisping.', 'Não encha demais o cesto, senão cozinha no vapor em vez de ficar crocante.')], failed: [] };
}

// ------------------------------------------------------------------------------------------ lighter

const HEAVY_FAMILIES = ['cream', 'sour-cream', 'mayonnaise', 'cream-cheese', 'bacon', 'sausage', 'ground-beef', 'pasta', 'bread', 'coconut-milk', 'cheese-sauce'];

/** Lighter ingredients and techniques: less fat and sugar, lighter swaps, baking instead of frying. */
export function makeHealthy(input: WRecipe, opts: { diets?: readonly Diet[]; reduce?: ('fat' | 'sugar' | 'salt')[] } = {}): Outcome {
  const r = cloneRecipe(input);
  const changes: Bi[] = [];
  const notes: Bi[] = [];
  const reduce = opts.reduce ?? ['fat', 'sugar'];
  if (!opts.reduce) {
    const swaps: Swap[] = [];
    const used = r.ingredients.map((i) => i.name);
    r.ingredients.forEach((ing, index) => {
      if (!ing.families.some((f) => HEAVY_FAMILIES.includes(f))) return;
      const option = findOptions({ names: [ing.name, ...ing.aliases], cats: ing.cats, families: ing.families, diets: opts.diets, ctx: contextOf(r), prefer: 'light', usedNames: used, fallback: false }).find((o) => o.entry.light);
      if (option) {
        swaps.push({ index, option });
        used.push(option.entry.to.en);
      }
    });
    const res = applySwaps(r, swaps);
    changes.push(...res.changes);
    notes.push(...res.notes);
    if (replaceFrying(r, 'oven')) {
      changes.push(bi('baked instead of deep-fried', 'assado em vez de frito por imersão'));
      notes.push(bi('Baking with a brush of oil keeps it crisp with a fraction of the fat.', 'Assar com um pincelado de óleo mantém a crocância com uma fração da gordura.'));
    }
  }
  for (const red of LIGHT_REDUCTIONS) {
    const kind = red.families.includes('sugar') ? 'sugar' : 'fat';
    if (!reduce.includes(kind)) continue;
    for (const ing of r.ingredients) {
      if (!ing.families.some((f) => red.families.includes(f)) || ing.added) continue;
      if (FRY_OIL.test(ing.name) || /brushing|pincelar/i.test(ing.name)) continue;
      const p = ing.amount ? parseAmount(ing.amount) : null;
      if (!p || p.toTaste || !(p.quantity > 0)) continue;
      const less = scaleAmountText(ing.amount, red.factor, r.lang);
      if (less === ing.amount) continue;
      changes.push(bi(`${red.reason.en}: ${coreName(ing.name)} ${ing.amount} → ${less}`, `${red.reason.pt}: ${coreName(ing.name)} ${ing.amount} → ${less}`));
      ing.amount = less;
    }
  }
  if (reduce.includes('salt')) {
    for (const ing of r.ingredients) {
      if (!ing.cats.includes('salt')) continue;
      const p = ing.amount ? parseAmount(ing.amount) : null;
      if (!p || p.toTaste || !(p.quantity > 0)) continue;
      const less = scaleAmountText(ing.amount, 0.5, r.lang);
      if (less === ing.amount) continue;
      changes.push(bi(`half the salt: ${ing.amount} → ${less}`, `metade do sal: ${ing.amount} → ${less}`));
      ing.amount = less;
    }
    if (!r.ingredients.some((i) => i.families.includes('lemon'))) {
      const { cats, families } = categoriesOf(['lemon']);
      r.ingredients.push({ name: pick(r.lang, 'lemon zest and juice', 'raspas e suco de limão'), amount: pick(r.lang, '1 lemon', '1 limão'), cats, families, aliases: [], added: true });
      r.steps.splice(Math.max(0, r.steps.length - 1), 0, pick(r.lang, 'Finish with the lemon zest and a squeeze of juice: the brightness makes up for the lower salt.', 'Finalize com as raspas e um pouco do suco de limão: o frescor compensa o sal reduzido.'));
      changes.push(bi('lemon to brighten instead of salt', 'limão para realçar o sabor no lugar do sal'));
    }
  }
  if (changes.length === 0) return { recipe: r, changes, notes, failed: ['healthy'] };
  const tag = pick(r.lang, 'healthy', 'saudável');
  if (!r.tags.some((t) => t.toLowerCase() === tag)) r.tags.push(tag);
  if (!opts.reduce) {
    const tip = pick(r.lang, 'Serve with a big green salad or steamed vegetables to make the plate lighter and more filling.', 'Sirva com uma salada verde ou legumes no vapor para deixar o prato mais leve e saciante.');
    if (!r.tips.includes(tip)) r.tips.push(tip);
  }
  return { recipe: r, changes, notes, failed: [] };
}

// ------------------------------------------------------------------------------------------ quicker

const DURATION = /(\d+(?:[.,]\d+)?)(\s+1\/2|½)?(?:\s*(?:–|-|to|a|ou)\s*(\d+(?:[.,]\d+)?))?\s*(hours?|hrs?|h\b|horas?|minutes?|mins?\b|minutos?)(\s+(?:e meia|and a half))?(?!\s+(?:less|fewer|more|earlier|before|a menos|menos|a mais|mais|antes))/gi;
const NO_SCALE_EN = /\b(rest|marinate|chill|soak|refrigerat|cool|prove|rise|freeze|stand)\b/i;
const NO_SCALE_PT = /\b(descans|marin|geladeira|de molho|esfri|cres[çc]|congel|repous)\w*/i;
const SIMMER_EN = /\b(simmer|braise|stew|low heat|cook|boil)\b/i;
const SIMMER_PT = /\b(cozinhe|ferva|fogo baixo|apure|cozinhar)\b/i;
const BAKE_EN = /\b(bake|roast|oven)\b/i;
const BAKE_PT = /\b(asse|assar|forno)\b/i;

function formatMinutes(min: number, lang: TLanguage): string {
  if (min >= 90) {
    const h = Math.round(min / 30) / 2;
    const hs = Number.isInteger(h) ? String(h) : lang === 'pt-BR' ? String(h).replace('.', ',') : String(h);
    return lang === 'pt-BR' ? `${hs} ${h === 1 ? 'hora' : 'horas'}` : `${hs} ${h === 1 ? 'hour' : 'hours'}`;
  }
  if (min === 1) return lang === 'pt-BR' ? '1 minuto' : '1 minute';
  return lang === 'pt-BR' ? `${min} minutos` : `${min} minutes`;
}

function roundMinutes(m: number): number {
  if (m >= 15) return Math.max(5, Math.round(m / 5) * 5);
  return Math.max(1, Math.round(m));
}

export interface ScaledSteps {
  steps: string[];
  /** Minutes taken off the stated durations (lower bounds of ranges). */
  saved: number;
  /** Indexes of the steps that changed. */
  changed: number[];
}

/**
 * Shortens durations written in steps by a factor: only durations of at least `minMinutes`, only
 * in steps that `only` accepts, never resting, soaking or marinating, never relative times
 * ("2 minutes less"). Reports the minutes saved so the recipe's times stay consistent with its steps.
 */
export function scaleDurations(steps: readonly string[], factor: number, lang: TLanguage, only?: RegExp, minMinutes = 1, skipIndexes: ReadonlySet<number> = new Set()): ScaledSteps {
  const skip = lang === 'pt-BR' ? NO_SCALE_PT : NO_SCALE_EN;
  let saved = 0;
  const changed: number[] = [];
  const out = steps.map((s, index) => {
    if (skipIndexes.has(index) || skip.test(s) || (only && !only.test(s))) return s;
    const next = s.replace(DURATION, (whole, a: string, half: string | undefined, b: string | undefined, unit: string, andHalf: string | undefined) => {
      const mult = /^h/i.test(unit) ? 60 : 1;
      const extra = half || andHalf ? 0.5 : 0;
      const lo = (Number(a.replace(',', '.')) + (b ? 0 : extra)) * mult;
      const hi = b ? (Number(b.replace(',', '.')) + extra) * mult : null;
      if (lo < minMinutes) return whole;
      const nlo = roundMinutes(lo * factor);
      if (nlo >= lo) return whole;
      saved += lo - nlo;
      if (hi === null) return formatMinutes(nlo, lang);
      const nhi = Math.max(nlo + 1, roundMinutes(hi * factor));
      const hiText = formatMinutes(nhi, lang);
      const unitText = hiText.replace(/^[\d.,]+\s*/, '');
      const hiNum = hiText.match(/^[\d.,]+/)![0];
      const loNum = nhi >= 90 ? String(Math.round(nlo / 30) / 2).replace('.', lang === 'pt-BR' ? ',' : '.') : String(nlo);
      return `${loNum}–${hiNum} ${unitText}`;
    });
    if (next !== s) changed.push(index);
    return next;
  });
  return { steps: out, saved: Math.round(saved), changed };
}

export interface QuickOptions {
  /** Stop as soon as prep + cook fit this many minutes. */
  target?: number;
}

/**
 * Faster techniques with shorter, honest times: canned instead of dried pulses, a pressure cooker
 * for long simmering, smaller pieces, a hotter oven, prep shortcuts, working in parallel.
 */
export function makeQuick(input: WRecipe, opts: QuickOptions = {}): Outcome {
  const r = cloneRecipe(input);
  const changes: Bi[] = [];
  const notes: Bi[] = [];
  const l = langKey(r.lang);
  const fits = () => opts.target !== undefined && r.prepTime + r.cookTime <= opts.target;
  const before = r.prepTime + r.cookTime;
  if (fits()) return { recipe: r, changes, notes, failed: [] };
  // 1. Canned pulses instead of dried ones (no soaking, short simmer).
  const soakRe = l === 'pt' ? /\b(de molho|remolho|deixe de molho)\b/i : /\b(soak|soaked|overnight)\b/i;
  const soakSteps = r.steps.filter((s) => soakRe.test(s));
  const dried = r.ingredients.map((ing, index) => ({ ing, index })).filter(({ ing }) => ['beans', 'chickpeas'].some((f) => ing.families.includes(f)) && (/\b(dried|dry|secos?|secas?|crus?)\b/i.test(`${ing.name} ${ing.amount}`) || soakSteps.length > 0));
  if (dried.length > 0 && r.cookTime >= 40) {
    for (const { ing } of dried) {
      const canned = pick(r.lang, 'canned', 'em lata');
      const newName = l === 'pt' ? `${coreName(ing.name).replace(/\b(secos?|secas?|crus?)\b/gi, '').trim()} ${canned}, escorrido` : `${canned} ${coreName(ing.name).replace(/\b(dried|dry)\b/gi, '').trim()}, drained`;
      const amount = ing.amount ? scaleAmountText(ing.amount, 2.5, r.lang) : ing.amount;
      changes.push(bi(`canned instead of dried: ${coreName(ing.name)}`, `em lata no lugar de seco: ${coreName(ing.name)}`));
      ing.name = newName.replace(/\s+/g, ' ');
      ing.amount = amount;
    }
    r.steps = r.steps.filter((s) => !soakRe.test(s));
    const res = scaleDurations(r.steps, 0.5, r.lang, l === 'pt' ? SIMMER_PT : SIMMER_EN, 20);
    r.steps = res.steps;
    r.cookTime = Math.max(15, res.saved > 0 ? r.cookTime - res.saved : Math.round(r.cookTime * 0.5));
    notes.push(bi('Canned pulses are already cooked: about 2½ times the dried weight, rinsed and drained.', 'Leguminosas em lata já vêm cozidas: cerca de 2½ vezes o peso seco, lavadas e escorridas.'));
  }
  const stewy = r.methods.includes('slow') || r.methods.includes('stovetop');
  const simmers = r.steps.some((s) => (l === 'pt' ? /\b(ferva|cozinhe|fogo baixo|apurar|apure)\b/i : /\b(simmer|braise|stew|low heat|boil)\b/i).test(s));
  const bakes = r.methods.includes('oven') && !r.sweet;
  const statesTimes = r.steps.some((st) => new RegExp(DURATION.source, 'i').test(st));
  const scaledSteps = new Set<string>();
  for (const t of QUICK_TECHNIQUES) {
    if (fits()) break;
    if (t.methods.length > 0 && !t.methods.some((m) => r.methods.includes(m as never))) continue;
    if (r.cookTime < t.minCook) continue;
    if (t.id === 'pressure' && !(stewy && simmers && !r.sweet)) continue;
    if (t.id === 'high-heat-oven' && !bakes) continue;
    if (t.id === 'smaller-pieces' && (r.sweet || !(r.protein && r.protein !== 'none') && !r.ingredients.some((i) => i.cats.some((c) => ['starch', 'vegetable', 'meat', 'fish'].includes(c))))) continue;
    if (t.id === 'prep-shortcuts' && r.prepTime < 12) continue;
    if (t.id === 'cook-while-prepping' && (r.prepTime < 10 || r.cookTime < 15)) continue;
    const prep = t.prepFactor < 1 ? Math.max(5, Math.round(r.prepTime * t.prepFactor)) : r.prepTime;
    let cook = r.cookTime;
    let firstChanged = -1;
    if (t.cookFactor < 1) {
      if (statesTimes) {
        // The saving is what the steps' own durations lose, so the times and the steps agree.
        const which = t.id === 'pressure' ? (l === 'pt' ? SIMMER_PT : SIMMER_EN) : t.id === 'high-heat-oven' ? (l === 'pt' ? BAKE_PT : BAKE_EN) : l === 'pt' ? COOK_VERB_PT : COOK_VERB_EN;
        const minMinutes = t.id === 'pressure' ? 20 : t.id === 'high-heat-oven' ? 15 : 10;
        const skipIdx = new Set(r.steps.map((st, i) => (scaledSteps.has(st) ? i : -1)).filter((i) => i >= 0));
        const res = scaleDurations(r.steps, t.cookFactor, r.lang, which, minMinutes, skipIdx);
        if (res.saved < 2) continue;
        r.steps = res.steps;
        for (const i of res.changed) scaledSteps.add(r.steps[i]!);
        firstChanged = res.changed[0] ?? -1;
        cook = Math.max(5, r.cookTime - res.saved);
      } else {
        cook = Math.max(5, Math.round(r.cookTime * t.cookFactor));
      }
    }
    if (prep + cook >= r.prepTime + r.cookTime - 1) continue;
    const at = t.id === 'pressure' ? (firstChanged >= 0 ? firstChanged : Math.max(0, r.steps.findIndex((st) => (l === 'pt' ? SIMMER_PT : SIMMER_EN).test(st)))) : t.id === 'prep-shortcuts' || t.id === 'cook-while-prepping' ? 0 : Math.max(0, firstCookingStep(r));
    r.steps.splice(at, 0, newText(r, t.step[l]));
    changes.push(bi(t.reason.en, t.reason.pt));
    if (t.id === 'pressure') r.methods.push('pressure');
    r.prepTime = prep;
    r.cookTime = cook;
  }
  const after = r.prepTime + r.cookTime;
  if (changes.length === 0 || after >= before) return { recipe: input, changes: [], notes: [], failed: ['quick'] };
  notes.unshift(bi(`Total time goes from ${before} to ${after} minutes.`, `O tempo total cai de ${before} para ${after} minutos.`));
  const tag = pick(r.lang, 'quick', 'rápida');
  if (after <= 30 && !r.tags.some((t) => t.toLowerCase() === tag)) r.tags.push(tag);
  return { recipe: r, changes, notes, failed: [] };
}

// ------------------------------------------------------------------------------------------ adding

interface AddTemplate {
  amount: Bi;
  /** Preparation written after the name (", chopped"). */
  suffix?: Bi;
  step: Bi;
  where: 'early' | 'end' | 'serve';
  extraCook: number;
}

function addTemplate(cats: readonly C[], families: readonly string[], sweet: boolean, raw = false, cook = 0): AddTemplate | null {
  const has = (c: C) => cats.includes(c);
  if (sweet) {
    if (has('fruit')) return { amount: bi('1 cup', '1 xícara'), step: bi('Serve topped with the {x}, sliced or whole.', 'Sirva com {x} por cima, fatiado(a) ou inteiro(a).'), where: 'serve', extraCook: 0 };
    if (has('nut')) return { amount: bi('1/4 cup', '1/4 de xícara'), step: bi('Scatter the toasted {x} over the top.', 'Espalhe {x} tostado(a) por cima.'), where: 'serve', extraCook: 0 };
    if (has('dairy')) return { amount: bi('1/2 cup', '1/2 xícara'), step: bi('Serve with a spoonful of {x}.', 'Sirva com uma colherada de {x}.'), where: 'serve', extraCook: 0 };
    if (has('spice') || has('herb') || has('sugar')) return { amount: bi('1 pinch', '1 pitada'), step: bi('Finish with a little {x}.', 'Finalize com um pouco de {x}.'), where: 'serve', extraCook: 0 };
    return null;
  }
  if (has('meat') || has('fish') || has('shellfish') || has('tofu')) {
    return { amount: bi('7 oz', '200 g'), step: bi('While the dish cooks, season the {x} with salt and pepper and cook it in a hot pan with a little oil until cooked through, 5–8 minutes; fold it into the dish or serve alongside.', 'Enquanto o prato cozinha, tempere {x} com sal e pimenta e doure numa frigideira quente com um fio de óleo até cozinhar, 5–8 minutos; misture ao prato ou sirva ao lado.'), where: 'end', extraCook: cook >= 15 ? 0 : 8 };
  }
  if (has('egg')) return { amount: bi('2', '2'), step: bi('Top each plate with a fried or soft-boiled {x}.', 'Finalize cada prato com {x} frito(a) ou cozido(a).'), where: 'serve', extraCook: 5 };
  if (has('legume')) return { amount: bi('1 cup', '1 xícara'), suffix: bi(', cooked', ', cozido(a)'), step: bi('Stir in the cooked {x} and heat through for 2–3 minutes.', 'Junte {x} cozido(a) e aqueça por 2–3 minutos.'), where: 'end', extraCook: cook >= 10 ? 0 : 3 };
  if (has('dairy')) return { amount: bi('1/2 cup', '1/2 xícara'), step: bi('Sprinkle or spoon the {x} over the top just before serving.', 'Finalize com {x} por cima antes de servir.'), where: 'serve', extraCook: 0 };
  if (has('herb')) return { amount: bi('2 tbsp', '2 colheres (sopa)'), suffix: bi(', chopped', ', picado(a)'), step: bi('Finish with the chopped {x}.', 'Finalize com {x} picado(a).'), where: 'serve', extraCook: 0 };
  if (has('chili') || has('spice')) return { amount: bi('1 tsp', '1 colher (chá)'), step: bi('Season with the {x}.', 'Tempere com {x}.'), where: 'early', extraCook: 0 };
  if ((has('vegetable') || families.includes('avocado') || families.includes('tomato')) && raw) {
    return { amount: bi('1 cup', '1 xícara'), suffix: bi(', chopped', ', picado(a)'), step: bi('Add the {x}, washed and chopped, to the other ingredients.', 'Junte {x} lavado(a) e picado(a) aos outros ingredientes.'), where: 'end', extraCook: 0 };
  }
  if (has('vegetable') || families.includes('avocado') || families.includes('tomato')) {
    return { amount: bi('1 cup', '1 xícara'), suffix: bi(', chopped', ', picado(a)'), step: bi('Add the chopped {x} with the other vegetables, or stir it in for the last 3–4 minutes, so it stays tender and bright.', 'Acrescente {x} picado(a) junto com os outros legumes, ou nos últimos 3–4 minutos, para ficar macio(a) e com cor.'), where: 'end', extraCook: cook >= 10 ? 0 : 3 };
  }
  if (has('fruit')) return { amount: bi('1', '1'), step: bi('Finish with a squeeze or a few slices of {x}.', 'Finalize com um pouco de {x}.'), where: 'serve', extraCook: 0 };
  if (has('grain') || has('starch')) return { amount: bi('1 cup', '1 xícara'), suffix: bi(', cooked', ', cozido(a)'), step: bi('Serve with the {x}, cooked as the packet says.', 'Sirva com {x} cozido(a) conforme a embalagem.'), where: 'serve', extraCook: 0 };
  if (has('nut')) return { amount: bi('1/4 cup', '1/4 de xícara'), step: bi('Scatter the toasted {x} over the top.', 'Espalhe {x} tostado(a) por cima.'), where: 'serve', extraCook: 0 };
  if (has('condiment') || has('oil') || has('stock')) return { amount: bi('1 tbsp', '1 colher (sopa)'), step: bi('Season the dish with the {x} to taste.', 'Tempere o prato com {x} a gosto.'), where: 'end', extraCook: 0 };
  return null;
}

/** Whether adding an ingredient of these categories to the recipe makes culinary sense. */
export function canAdd(r: WRecipe, cats: readonly C[], families: readonly string[]): boolean {
  return addTemplate(cats, families, r.sweet, isRaw(r), r.cookTime) !== null;
}

function isRaw(r: WRecipe): boolean {
  return r.cookTime === 0 || (r.methods.length > 0 && r.methods.every((m) => m === 'no-cook' || m === 'blender'));
}

/** "picado(a)" → "picada" for "cebola", "picados" for "tomates". */
export function inflectPt(text: string, noun: string): string {
  const g = ptGrammar(noun);
  return text.replace(/(\p{L}+)o\(a\)/gu, (_m, stem: string) => `${stem}${g.gender === 'f' ? 'a' : 'o'}${g.plural ? 's' : ''}`);
}

/** Adds an ingredient (as the cook named it) with a step using it. */
export function addIngredient(input: WRecipe, name: string, cats: readonly C[], families: readonly string[], opts: { maxTotal?: number } = {}): Outcome | null {
  // An addition that cooks during the dish's own simmer adds no time.
  const t = addTemplate(cats, families, input.sweet, isRaw(input), input.cookTime);
  if (!t) return null;
  if (opts.maxTotal !== undefined && input.prepTime + input.cookTime + t.extraCook > opts.maxTotal) return null;
  const r = cloneRecipe(input);
  const l = langKey(r.lang);
  const display = name.trim();
  const fix = (x: string) => (l === 'pt' ? inflectPt(x, display) : x);
  r.ingredients.push({ name: fix(`${display}${t.suffix ? t.suffix[l] : ''}`), amount: t.amount[l], cats: [...cats], families: [...families], aliases: [display], added: true });
  const step = fix(t.step[l].replace('{x}', display.toLowerCase()));
  if (t.where === 'early') {
    const at = firstCookingStep(r);
    r.steps.splice(at >= 0 ? at + 1 : 0, 0, step);
  } else if (t.where === 'end') {
    r.steps.splice(Math.max(0, r.steps.length - 1), 0, step);
  } else {
    r.steps.push(step);
  }
  r.cookTime += t.extraCook;
  return { recipe: r, changes: [bi(`added ${display}`, `acrescentou ${display}`)], notes: [], failed: [] };
}

const NORM_CACHE = new Map<string, string>();
/** Normalised core of an ingredient name for "already have" matching (memoised). */
export function normName(s: string): string {
  let v = NORM_CACHE.get(s);
  if (v === undefined) {
    v = tokenize(coreName(s))
      .map((t) => t.c)
      .join(' ');
    if (NORM_CACHE.size > 50_000) NORM_CACHE.clear();
    NORM_CACHE.set(s, v);
  }
  return v;
}

/** The spec's "already have" matching: case-insensitive substring in either direction (plural and accent tolerant). */
export function sameIngredient(a: string, b: string): boolean {
  const x = normName(a);
  const y = normName(b);
  if (!x || !y) return false;
  return x.includes(y) || y.includes(x);
}
