/**
 * The checks every cookbook recipe passes before it is loaded (and in a test): its shape, that
 * every food, dish type, cuisine, tool and preparation it names exists, that every step's food
 * mention is a placeholder of an ingredient it lists, that every listed ingredient is used by some
 * step in every language, that numbers with units in steps are placeholders (so scaling and units
 * change them too), and that each variant is a whole recipe of its own that keeps its diets.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ZCookbookRecipe,
  type TCookbookIngredient,
  type TCookbookRecipe,
  type TVariant,
} from '../../shared/knowledge/cookbook-schema.ts';
import { type TText } from '../../shared/knowledge/food-schema.ts';
import { fold } from '../../shared/knowledge/phrase-index.ts';
import { idsOf, parseStep, PlaceholderError, plainOf, type Piece } from '../../shared/knowledge/placeholders.ts';
import { LANGUAGES, type TLanguage } from '../../shared/i18n/languages.ts';
import { KNOWLEDGE_DIR, rel, type Room } from './room.ts';

export const COOKBOOK_DIR = path.join(KNOWLEDGE_DIR, 'cookbook');

/**
 * Words that name a food in one sense and something else in a step ("toast the seeds", "a massa"
 * for dough): a step may use them without listing a food. The checks' own list.
 */
const NOT_ALWAYS_A_FOOD: Record<TLanguage, readonly string[]> = {
  en: [
    'toast',
    'toasts',
    'roll',
    'rolls',
    'date',
    'dates',
    'orange',
    'cream',
    'jelly',
    'ice',
    'vinaigrette',
    'dressing',
    'stock',
    'broth',
    // The shape the minced meat is given ("shape into 4 patties"), a food of its own when bought.
    'patty',
    'patties',
    'burger',
    'burgers',
  ],
  'pt-BR': [
    'massa',
    'massas',
    'caldo',
    'calda',
    'molho',
    'creme',
    'ponto',
    'fio',
    'gelo',
    'pasta',
    'recheio',
    'farofa',
    'prato',
    'pratos',
    'vinagrete',
    'hamburguer',
    'hamburgueres',
  ],
};

/** Phrases that are not mentions of an ingredient: the pot's salted water, a spoon's size. */
const NOT_A_MENTION: Record<TLanguage, RegExp> = {
  en: /(?<!\p{L})(?:salted (?:boiling )?water|boiling salted water)(?!\p{L})/giu,
  'pt-BR':
    /(?<!\p{L})(?:água (?:fervente )?(?:com|e) sal|água salgada|colher(?:es|inha)? de (?:chá|sopa|café|sobremesa)|papel[- ]manteiga)(?!\p{L})|\((?:chá|sopa|café|sobremesa)\)/giu,
};

/** A number with a unit written in a step instead of a placeholder. */
const LOOSE_QUANTITY: Record<TLanguage, RegExp> = {
  en: /\b\d+(?:[.,/]\d+)?\s*(?:-|–|to)?\s*\d*\s*(?:g|kg|ml|l|cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?|lbs?|pounds?|grams?|litres?|liters?|°\s*[cf]|degrees|inch(?:es)?|-inch|cm)\b|°[CF]/i,
  'pt-BR':
    /\b\d+(?:[.,/]\d+)?\s*(?:-|–|a)?\s*\d*\s*(?:g|kg|ml|l|xícaras?|colher(?:es)?|gramas?|litros?|quilos?|°\s*c|graus|cm|centímetros?|polegadas?)\b|°C/i,
};

export interface CookbookEntry {
  file: string;
  recipe: TCookbookRecipe;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? walk(path.join(dir, d.name)) : d.name.endsWith('.json') ? [path.join(dir, d.name)] : [],
    )
    .sort();
}

export function cookbookFiles(dir = COOKBOOK_DIR): string[] {
  return walk(dir);
}

/** Reads and shape-checks recipe files; problems name the file. */
export function readCookbook(files: readonly string[]): { entries: CookbookEntry[]; problems: string[] } {
  const entries: CookbookEntry[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      problems.push(`${rel(file)}: not valid JSON (${(err as Error).message})`);
      continue;
    }
    const parsed = ZCookbookRecipe.safeParse(json);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.slice(0, 12).map((i) => `${rel(file)}: ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    entries.push({ file, recipe: parsed.data });
  }
  return { entries, problems };
}

export const ingredientId = (i: TCookbookIngredient) => i.id ?? i.food;

export interface Version {
  label: string;
  ingredients: TCookbookIngredient[];
  steps: TText[];
  /** The dish's own names and aliases: "shape the kibbeh" names the dish, not a missing food. */
  dishNames?: string[];
}

function dishNamesOf(recipe: TCookbookRecipe): string[] {
  return LANGUAGES.flatMap((l) => [recipe.name[l], ...(recipe.aliases?.[l] ?? [])]).map((n) => fold(n));
}

/** The ingredients and steps of a variant, built on its recipe. */
export function variantVersion(recipe: TCookbookRecipe, v: TVariant): Version {
  const dropped = new Set(v.drop ?? []);
  const ingredients = recipe.ingredients.flatMap((i) => {
    const id = ingredientId(i);
    if (dropped.has(id)) return [];
    const swap = v.swap?.[id];
    return [swap ? { ...swap, id: swap.id ?? id } : i];
  });
  return {
    label: `variant ${v.id}`,
    ingredients: [...ingredients, ...(v.add ?? [])],
    steps: v.steps ?? recipe.steps,
    dishNames: dishNamesOf(recipe),
  };
}

/** Plants: a different name is a different vegetable, herb or fruit (salsão is not aipo-rábano). */
const PLANT_KINDS = new Set(['vegetable', 'aromatic', 'herb', 'fruit']);

/** The words of a name, folded, without a plural ending: "raspas de limão-siciliano" → raspa, limao, siciliano. */
const stemsOf = (text: string) =>
  fold(text)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2)
    .map((w) => w.replace(/e?s$/, ''));

/**
 * The words a step writes for a listed plant (`{celeriac=salsão}`) when they are the name of
 * another plant, and share no word with the listed one's names: the cook reads one food in the
 * list and another in the step.
 */
function otherPlantNamed(room: Room, i: TCookbookIngredient, words: string, lang: TLanguage): string | null {
  const food = room.foods.get(i.food);
  if (!food || !PLANT_KINDS.has(food.kind ?? '')) return null;
  const hits = room.foodIndex(lang).find(words);
  if (hits.length !== 1 || hits[0]!.end - hits[0]!.start !== words.length) return null;
  const others = hits[0]!.values;
  const parents = new Set([...room.foods.values()].map((f) => f.of));
  const related = (k: string) => k === i.food || k === food.of || room.foods.get(k)?.of === i.food;
  if (others.some(related)) return null;
  if (!others.every((k) => PLANT_KINDS.has(room.foods.get(k)?.kind ?? '') && !parents.has(k))) return null;
  const n = room.names(i.food, lang);
  const own = new Set([n.one, n.many, ...(n.syn ?? []), i.name?.[lang] ?? ''].flatMap(stemsOf));
  if (stemsOf(words).some((w) => own.has(w))) return null;
  return others.join(' / ');
}

export function checkVersion(room: Room, version: Version, out: (msg: string) => void): void {
  const ids = new Map<string, TCookbookIngredient>();
  for (const i of version.ingredients) {
    const id = ingredientId(i);
    if (ids.has(id)) out(`${version.label}: ingredient id "${id}" is used twice (give one an "id")`);
    ids.set(id, i);
    if (!room.foods.has(i.food)) out(`${version.label}: food "${i.food}" is not in src/knowledge/foods`);
    if (typeof i.prep === 'string' && !room.vocab.preps[i.prep])
      out(`${version.label}: prep "${i.prep}" is not in vocab preps (write it as {"en","pt-BR"} text or add it)`);
    if (i.pack && i.u !== 'can' && i.u !== 'package' && i.u !== 'jar' && i.u !== 'stick')
      out(`${version.label}: ${id}: "pack" is for cans, jars, packages and sticks`);
  }
  const listed = new Set([...ids.values()].map((i) => i.food));
  // Foods related through `of` (cherry tomato → tomato) count as the listed one.
  const related = new Set(listed);
  for (const key of listed) {
    const f = room.foods.get(key);
    if (f?.of) related.add(f.of);
  }
  for (const [key, f] of room.foods) if (f.of && listed.has(f.of)) related.add(key);

  // Two oils in the list: "the oil" in a step is either.
  const oils = new Set(
    [...ids.values()]
      .map((i) => i.food)
      .filter((f) => room.foods.get(f)?.kind === 'fat' && room.foods.get(f)?.by === 'liquid'),
  );
  for (const lang of LANGUAGES) {
    const used = new Set<string>();
    version.steps.forEach((step, n) => {
      const text = step[lang];
      let pieces: Piece[];
      try {
        pieces = parseStep(text);
      } catch (err) {
        if (err instanceof PlaceholderError) {
          out(`${version.label}: step ${n + 1} (${lang}): ${err.message}`);
          return;
        }
        throw err;
      }
      for (const id of idsOf(pieces)) {
        if (!ids.has(id)) out(`${version.label}: step ${n + 1} (${lang}): {${id}} is not an ingredient of the recipe`);
        used.add(id);
      }
      for (const p of pieces) {
        if (typeof p === 'string' || p.kind !== 'name' || !p.words || !ids.has(p.id)) continue;
        if (lang === 'en' && /^oils?$/i.test(p.words.trim()) && oils.size > 1 && oils.has(ids.get(p.id)!.food))
          out(
            `${version.label}: step ${n + 1} (en): {${p.id}=${p.words}} — the recipe lists ${[...oils].join(' and ')}: say which oil`,
          );
        const other = otherPlantNamed(room, ids.get(p.id)!, p.words, lang);
        if (other)
          out(
            `${version.label}: step ${n + 1} (${lang}): {${p.id}=${p.words}} calls ${ids.get(p.id)!.food} by the name of ${other} — use the listed food's name`,
          );
      }
      const plain = plainOf(pieces).replace(NOT_A_MENTION[lang], (m) => ' '.repeat(m.length));
      const loose = LOOSE_QUANTITY[lang].exec(plain);
      if (loose)
        out(
          `${version.label}: step ${n + 1} (${lang}): "${loose[0].trim()}" — write amounts as {id.qty}/{id.amount}, temperatures as {temp:C}, sizes as {len:cm}`,
        );
      for (const hit of room.foodIndex(lang).find(plain)) {
        if (NOT_ALWAYS_A_FOOD[lang].includes(hit.phrase)) continue;
        // Water and ice are never bought and often not listed (the pasta pot's water).
        if (hit.values.every((k) => room.foods.get(k)?.buy === false)) continue;
        const said = fold(plain.slice(hit.start, hit.end));
        const stem = said.length > 4 ? said.replace(/e?s$/, '') : said;
        if (version.dishNames?.some((n) => n.includes(stem))) continue;
        if (hit.values.some((k) => related.has(k))) {
          out(`${version.label}: step ${n + 1} (${lang}): "${hit.phrase}" is listed — write it as a placeholder {id}`);
          continue;
        }
        out(
          `${version.label}: step ${n + 1} (${lang}): names "${plain.slice(hit.start, hit.end)}" (${hit.values.join(' / ')}), which the recipe does not list`,
        );
      }
    });
    for (const id of ids.keys())
      if (!used.has(id)) out(`${version.label}: ingredient "${id}" is listed but no ${lang} step uses it`);
  }
}

/**
 * A weight, volume, temperature or size written in a tip instead of a placeholder: cups and
 * spoons read the same in both systems, these do not.
 */
const LOOSE_FIGURE: Record<TLanguage, RegExp> = {
  en: /\b\d+(?:[.,/]\d+)?\s*(?:-|–|to)?\s*\d*\s*(?:g|kg|ml|l|oz|ounces?|-ounce|lbs?|pounds?|grams?|litres?|liters?|°\s*[cf]|degrees|inch(?:es)?|-inch|cm)\b|°[CF]/i,
  'pt-BR':
    /\b\d+(?:[.,/]\d+)?\s*(?:-|–|a)?\s*\d*\s*(?:g|kg|ml|l|gramas?|litros?|quilos?|°\s*c|graus|cm|centímetros?|polegadas?)\b|°C/i,
};

/**
 * Tips are rendered like steps (units and temperatures convert with the cook's system): their
 * figures are placeholders too, and a brace in one is a placeholder.
 */
function checkTips(label: string, tips: TCookbookRecipe['tips'], out: (msg: string) => void): void {
  for (const lang of LANGUAGES)
    for (const tip of tips?.[lang] ?? []) {
      let pieces: Piece[];
      try {
        pieces = parseStep(tip);
      } catch (err) {
        if (!(err instanceof PlaceholderError)) throw err;
        out(`${label}: tip (${lang}): ${err.message}`);
        continue;
      }
      const loose = LOOSE_FIGURE[lang].exec(plainOf(pieces));
      if (loose)
        out(
          `${label}: tip (${lang}): "${loose[0].trim()}" — write temperatures as {temp:C}, sizes as {len:cm}, measures as {m:250 ml}`,
        );
    }
}

/**
 * The chef hides a description that names a food the cook's diet excludes. A version that keeps a
 * diet (none of its foods is excluded) but whose description says "without chorizo", "sem ovo" or
 * "instead of the sausage" is shown to that cook with no description at all; and those words
 * describe another recipe, not this one.
 */
function checkDescription(
  room: Room,
  label: string,
  v: { name: TText; diets?: readonly string[]; description: TText; ingredients: readonly TCookbookIngredient[] },
  out: (msg: string) => void,
): void {
  const cats = new Set(v.ingredients.filter((i) => !i.optional).flatMap((i) => room.foods.get(i.food)?.diet ?? []));
  // The diets the version is written for: those it declares, and those its name says ("Vegan
  // Brownies", "Feijoada vegana"), where a cook asking for that diet lands.
  const named = (d: string) =>
    LANGUAGES.some((l) => {
      const name = ` ${fold(v.name[l]).replace(/[^a-z0-9]+/g, ' ')} `;
      const diet = room.diets[d]!;
      return [...diet.names[l], diet.label[l]].some((n) =>
        name.includes(
          ` ${fold(n)
            .replace(/[^a-z0-9]+/g, ' ')
            .trim()} `,
        ),
      );
    });
  for (const [d, diet] of Object.entries(room.diets)) {
    if (!(v.diets ?? []).includes(d) && !named(d)) continue;
    if (diet.limits || diet.excludes.some((c) => cats.has(c))) continue;
    const excluded = (k: string) => (room.foods.get(k)?.diet ?? []).some((c) => diet.excludes.includes(c));
    for (const lang of LANGUAGES) {
      const text = v.description[lang];
      for (const hit of room.foodIndex(lang).find(text))
        if (hit.values.every(excluded))
          out(
            `${label}: its description (${lang}) names "${text.slice(hit.start, hit.end)}", which ${d} excludes — describe this version, not what it leaves out`,
          );
    }
  }
}

/** Every problem of one recipe; empty when it may be loaded. */
export function checkRecipe(room: Room, entry: CookbookEntry): string[] {
  const { recipe, file } = entry;
  const problems: string[] = [];
  const out = (msg: string) => problems.push(`${rel(file)}: ${msg}`);
  if (path.basename(file) !== `${recipe.id}.json`) out(`the file must be named ${recipe.id}.json`);
  if (path.basename(path.dirname(file)) !== recipe.cuisine)
    out(`a ${recipe.cuisine} recipe goes in cookbook/${recipe.cuisine}/`);
  if (!room.vocab.dishTypes[recipe.dish]) out(`dish type "${recipe.dish}" is not in vocab dishTypes`);
  if (!room.vocab.cuisines[recipe.cuisine]) out(`cuisine "${recipe.cuisine}" is not in vocab cuisines`);
  for (const e of recipe.equipment) if (!room.vocab.equipment[e]) out(`equipment "${e}" is not in vocab equipment`);
  for (const lang of LANGUAGES) {
    if (fold(recipe.name[lang]).includes('{')) out(`name (${lang}) has a brace`);
  }
  checkVersion(
    room,
    { label: 'recipe', ingredients: recipe.ingredients, steps: recipe.steps, dishNames: dishNamesOf(recipe) },
    out,
  );

  checkTips('recipe', recipe.tips, out);
  checkDescription(room, 'recipe', recipe, out);

  const seen = new Set<string>();
  for (const v of recipe.variants ?? []) {
    if (v.tips) checkTips(`variant ${v.id}`, v.tips, out);
    if (seen.has(v.id)) out(`variant id "${v.id}" is used twice`);
    seen.add(v.id);
    for (const id of [...Object.keys(v.swap ?? {}), ...(v.drop ?? [])])
      if (!recipe.ingredients.some((i) => ingredientId(i) === id)) out(`variant ${v.id}: "${id}" is not an ingredient`);
    const version = variantVersion(recipe, v);
    checkVersion(room, version, out);
    checkDescription(
      room,
      `variant ${v.id}`,
      {
        name: v.name,
        diets: v.diets,
        description: v.description ?? recipe.description,
        ingredients: version.ingredients,
      },
      out,
    );
    if (v.kind === 'diet' && !v.diets?.length) out(`variant ${v.id}: a diet variant names its diets`);
    if (v.kind === 'method' && !v.method) out(`variant ${v.id}: a method variant names its method`);
    for (const d of v.diets ?? []) {
      const diet = room.diets[d];
      if (!diet) {
        out(`variant ${v.id}: diet "${d}" is not in diets.json`);
        continue;
      }
      for (const i of version.ingredients) {
        const cats = room.foods.get(i.food)?.diet ?? [];
        const bad = cats.filter((c) => diet.excludes.includes(c));
        if (bad.length) out(`variant ${v.id}: claims ${d} but ${i.food} is ${bad.join(', ')}`);
      }
    }
    // A version that changes foods needs its own words wherever the recipe's name a changed food.
    const gone = new Set(
      recipe.ingredients.map((i) => i.food).filter((f) => !version.ingredients.some((i) => i.food === f)),
    );
    if (gone.size) {
      for (const lang of LANGUAGES) {
        const texts: [string, string | undefined][] = [
          ['description', v.description ? undefined : recipe.description[lang]],
          ['tips', v.tips ? undefined : (recipe.tips?.[lang] ?? []).join(' ')],
          ['name', v.name[lang]],
        ];
        for (const [field, text] of texts) {
          if (!text) continue;
          for (const hit of room.foodIndex(lang).find(text))
            if (hit.values.some((k) => gone.has(k)))
              out(
                `variant ${v.id}: its ${field} (${lang}) names "${hit.phrase}", which this version leaves out — give the variant its own ${field}`,
              );
        }
      }
    }
  }
  return problems;
}

/**
 * Checks a set of entries together: ids are unique across the cookbook, and so is every title a
 * cook is served in each language (a recipe's name and its versions' names): two dishes under one
 * title cannot be told apart in a list, a note or a plan.
 */
export function checkCookbook(room: Room, entries: readonly CookbookEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const e of entries) {
    const prev = ids.get(e.recipe.id);
    if (prev) problems.push(`${rel(e.file)}: recipe id "${e.recipe.id}" is also ${prev}`);
    ids.set(e.recipe.id, rel(e.file));
    const names = [e.recipe.name, ...(e.recipe.variants ?? []).flatMap((v) => (v.name ? [v.name] : []))];
    for (const name of names)
      for (const [lang, title] of Object.entries(name)) {
        const key = `${lang}\u0000${title.toLocaleLowerCase(lang)}`;
        const other = titles.get(key);
        if (other && other !== rel(e.file))
          problems.push(`${rel(e.file)}: title "${title}" (${lang}) is also ${other}'s`);
        else titles.set(key, rel(e.file));
      }
    problems.push(...checkRecipe(room, e));
  }
  return problems;
}
