/**
 * An edit request as operations: a preset action of the spec (vegetarian, double, spicy, healthy,
 * quick) or a cook's own words in English or Portuguese ("for 6 people", "swap the chicken for
 * tofu", "sem lactose", "in the air fryer", "menos sal"). What is not understood is said back.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import type { TModifyAction } from '../../../shared/schemas/recipe.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import type { TDietCategory } from '../../../shared/knowledge/food-schema.ts';
import type { Room } from '../../knowledge/room.ts';
import { LANG_WORDS } from '../../../shared/amounts/lang-words.ts';
import { UNITS } from '../../../shared/amounts/units.ts';
import type { Cookbook } from './load.ts';
import { restrictionsOf } from './restrictions.ts';
import { readWish, wishWords } from './wish.ts';
import { ACTION_WORDS } from './edit-words.ts';

export type Method = 'oven' | 'airfryer' | 'slow-cooker' | 'pressure-cooker' | 'grill' | 'stovetop';

export type Op =
  | { kind: 'servings'; servings: number }
  | { kind: 'factor'; factor: number }
  /** `amountsOnly`: units were named ("in grams"), so temperatures and sizes stay as written. */
  | { kind: 'units'; system: 'metric' | 'imperial'; amountsOnly?: boolean }
  /** `kept`: the dish keeps it as written; it only bounds the stand-ins other parts choose, unsaid. */
  | { kind: 'diet'; diet: string; kept?: boolean }
  | { kind: 'avoid'; foods: string[]; cats: TDietCategory[]; kept?: boolean }
  /** `minutes`: the time the cook has ("I only have 20 minutes"), when said. */
  | { kind: 'quick'; minutes?: number }
  | { kind: 'healthy' }
  | { kind: 'spicy' }
  | { kind: 'milder' }
  | { kind: 'less-salt' }
  | { kind: 'less-sugar' }
  | { kind: 'remove'; food: string | null; words: string }
  | { kind: 'add'; food: string | null; words: string }
  /** `byKind`: only the new food was named ("with ground turkey"); the recipe's food of its kind goes. */
  | { kind: 'swap'; from: string | null; to: string | null; fromWords: string; toWords: string; byKind?: boolean }
  | { kind: 'method'; method: Method };

const SPICIER: Record<TLanguage, RegExp> = {
  en: /\b(?:spicier|(?<!\b(?:less|not|no|too|non)(?:[- ](?:so|too|very|that|as|overly))?[- ])spicy|hotter|more heat|with a kick)\b/,
  'pt-BR':
    /\b(?:mais picante|(?<!\b(?:menos|nao|sem|pouco|nada)(?: (?:tao|muito|tanto))? )picante|apimentad[ao]|mais ardid[ao])\b/,
};

/** Asking for less heat, or saying who does not like it (a dislike of heat is one direction). */
const MILDER: Record<TLanguage, RegExp> = {
  en: new RegExp(
    String.raw`\b(?:milder|less spicy|not (?:(?:so|too|very|that|as|overly) )?spicy|too spicy|no heat|less hot|kid[- ]friendly|for kids|for children)\b|` +
      // A dislike said of heat is one direction: "my kids dont like spicy", "she can't handle the heat".
      String.raw`\b(?:don'?t|do not|doesn'?t|does not|can'?t|cannot|won'?t|never|hates?|dislikes?|not (?:a fan of|into|big on))` +
      String.raw`(?: (?:like|likes|want|wants|eat|eats|handle|handles|take|takes|stand|tolerate|enjoy|care for|do|much|really|very|well|it|them|the|any|too|so|food|things))* ` +
      String.raw`(?:spicy|spice|spices|spiciness|heat|hot food|chil(?:i|e|li)e?s?|peppers?)\b`,
  ),
  'pt-BR': new RegExp(
    String.raw`\b(?:mais suave|menos (?:picante|apimentad[ao]|ardid[ao])|sem ardencia|(?:nao|nada) (?:(?:tao|muito|tanto) )?(?:picante|apimentad[ao]s?)|para criancas|pra criancas|infantil)\b|` +
      // "As crianças não gostam de pimenta", "ele não come picante": less heat, too.
      String.raw`\b(?:nao|nunca|odei[ao]m?|detest[ao]m?)` +
      String.raw`(?: (?:gost[ao]m?|come|comem|como|curte|curtem|aguenta|aguentam|suporta|suportam|quer|querem|muito|de|da|do|comida|coisa|coisas|nada|bem|tanto|tao))* ` +
      String.raw`(?:picantes?|apimentad[ao]s?|pimentas?|ardid[ao]s?|ardencia)\b`,
  ),
};

const WORDS: Record<TLanguage, { re: RegExp; op: (m: RegExpExecArray) => Op | null }[]> = {
  en: [
    // "No oven", "I don't have an oven": the hob is what is left.
    {
      re: /\b(?:no oven|without (?:an |the |using the )?oven|(?:don'?t|do not) (?:have|own) (?:an |a )?oven|oven is broken)\b/,
      op: () => ({ kind: 'method', method: 'stovetop' }),
    },
    { re: /\b(?:double|twice as much|two times)\b/, op: () => ({ kind: 'factor', factor: 2 }) },
    {
      re: /\b(?:halve|half the (?:recipe|amount|quantities)|half as much|make half)\b/,
      op: () => ({ kind: 'factor', factor: 0.5 }),
    },
    { re: /\btriple\b/, op: () => ({ kind: 'factor', factor: 3 }) },
    {
      re: /\b(?:metric|metric system)\b/,
      op: () => ({ kind: 'units', system: 'metric' }),
    },
    {
      re: /\b(?:imperial|us (?:units|measures|system)|american (?:units|measures))\b/,
      op: () => ({ kind: 'units', system: 'imperial' }),
    },
    { re: /\b(?:quicker|faster|quick|speed (?:it )?up|less time|in less time)\b/, op: () => ({ kind: 'quick' }) },
    {
      re: /\b(?:healthier|healthy|lighter|light|fewer calories|lower calorie|less fat)\b/,
      op: () => ({ kind: 'healthy' }),
    },
    {
      re: SPICIER.en,
      op: () => ({ kind: 'spicy' }),
    },
    {
      re: MILDER.en,
      op: () => ({ kind: 'milder' }),
    },
    { re: /\b(?:less|lower|reduce(?: the)?) (?:salt|sodium)\b|\blow[- ]sodium\b/, op: () => ({ kind: 'less-salt' }) },
    { re: /\b(?:less|lower|reduce(?: the)?) sugar\b|\blow[- ]sugar\b/, op: () => ({ kind: 'less-sugar' }) },
    {
      re: /\b(?:in (?:an|the) air[- ]?fryer|air[- ]?fr(?:y|ied|yer))\b/,
      op: () => ({ kind: 'method', method: 'airfryer' }),
    },
    {
      re: /\b(?:in (?:a|the) slow[- ]cooker|slow[- ]cook(?:ed|er)?|crock[- ]?pot)\b/,
      op: () => ({ kind: 'method', method: 'slow-cooker' }),
    },
    {
      re: /\b(?:pressure[- ]cook(?:er|ed)?|instant ?pot)\b/,
      op: () => ({ kind: 'method', method: 'pressure-cooker' }),
    },
    { re: /\b(?:on the grill|grilled|barbecue|bbq)\b/, op: () => ({ kind: 'method', method: 'grill' }) },
    { re: /\b(?:in the oven|oven[- ]baked|bake it|baked instead)\b/, op: () => ({ kind: 'method', method: 'oven' }) },
    { re: /\b(?:on the stove(?:top)?|stovetop)\b/, op: () => ({ kind: 'method', method: 'stovetop' }) },
  ],
  'pt-BR': [
    {
      re: /\b(?:sem forno|sem usar o forno|sem ir ao forno|nao tenho forno|nao tem forno|meu forno (?:quebrou|esta quebrado))\b/,
      op: () => ({ kind: 'method', method: 'stovetop' }),
    },
    { re: /\b(?:dobr(?:ar|e|a)|o dobro|duas vezes)\b/, op: () => ({ kind: 'factor', factor: 2 }) },
    { re: /\b(?:metade|pela metade|reduz(?:ir|a) pela metade)\b/, op: () => ({ kind: 'factor', factor: 0.5 }) },
    { re: /\b(?:triplicar|o triplo)\b/, op: () => ({ kind: 'factor', factor: 3 }) },
    {
      re: /\b(?:metric[ao]|sistema metrico)\b/,
      op: () => ({ kind: 'units', system: 'metric' }),
    },
    {
      re: /\b(?:medidas americanas|imperial|sistema americano)\b/,
      op: () => ({ kind: 'units', system: 'imperial' }),
    },
    { re: /\b(?:mais rapid[ao]|rapid[ao]|menos tempo|acelerar)\b/, op: () => ({ kind: 'quick' }) },
    {
      re: /\b(?:mais saudavel|saudavel|mais leve|leve|light|menos calorias|menos gordura)\b/,
      op: () => ({ kind: 'healthy' }),
    },
    {
      re: SPICIER['pt-BR'],
      op: () => ({ kind: 'spicy' }),
    },
    {
      re: MILDER['pt-BR'],
      op: () => ({ kind: 'milder' }),
    },
    { re: /\b(?:menos sal|pouco sal|reduzir o sal|baixo sodio)\b/, op: () => ({ kind: 'less-salt' }) },
    { re: /\b(?:menos acucar|pouco acucar|reduzir o acucar)\b/, op: () => ({ kind: 'less-sugar' }) },
    {
      re: /\b(?:na air ?fryer|na fritadeira(?: sem oleo| eletrica)?|air ?fryer)\b/,
      op: () => ({ kind: 'method', method: 'airfryer' }),
    },
    {
      re: /\b(?:panela (?:eletrica )?de cozimento lento|slow ?cooker|crock ?pot)\b/,
      op: () => ({ kind: 'method', method: 'slow-cooker' }),
    },
    { re: /\b(?:panela de pressao|na pressao)\b/, op: () => ({ kind: 'method', method: 'pressure-cooker' }) },
    { re: /\b(?:na grelha|na churrasqueira|grelhad[ao]|na brasa)\b/, op: () => ({ kind: 'method', method: 'grill' }) },
    {
      re: /\b(?:no forno|ao forno|(?:quero|prefiro|fazer|faz|faca|deixa|deixe|fica|fique|sai|saia)\s+(?:ela\s+|ele\s+)?assad[ao]s?|assar|asse)\b/,
      op: () => ({ kind: 'method', method: 'oven' }),
    },
    {
      re: /\b(?:no fogao|na panela(?! de pressao| eletrica| de cozimento))\b/,
      op: () => ({ kind: 'method', method: 'stovetop' }),
    },
  ],
};

const SWAP: Record<TLanguage, RegExp[]> = {
  en: [
    /\b(?:swap|replace|substitute|switch|change)\s+(?:the\s+)?(?<from>.+?)\s+(?:for|with|by|to)\s+(?:the\s+)?(?<to>.+?)$/,
    /\buse\s+(?<to>.+?)\s+(?:instead of|rather than|in place of)\s+(?:the\s+)?(?<from>.+?)$/,
    /\b(?<to>[\w' -]+?)\s+(?:instead of|rather than|in place of)\s+(?:the\s+)?(?<from>.+?)$/,
  ],
  'pt-BR': [
    /\b(?:troc(?:ar|a|o)|troqu(?:e|em)|substitu(?:ir|a|i|e)|mud(?:ar|e|a))\s+(?:o |a |os |as )?(?<from>.+?)\s+(?:por|pel[oa]s?|para)\s+(?:o |a |os |as )?(?<to>.+?)$/,
    /\b(?:us(?:ar|e|a))\s+(?<to>.+?)\s+(?:no lugar d[oa]s?|em vez de|ao inves de)\s+(?<from>.+?)$/,
    /\b(?<to>[\w -]+?)\s+(?:no lugar d[oa]s?|em vez de|ao inves de)\s+(?<from>.+?)$/,
  ],
};

/** The new food alone: "with ground turkey", "use tofu instead", "com peru moído", "usando tofu". */
const WITH: Record<TLanguage, RegExp> = {
  en: /(?<!\bserved?(?:\s+it)?\s)\b(?:with|using|use)\s+(?:some\s+|the\s+)?(?<to>.+?)(?:\s+instead)?$/,
  'pt-BR': /(?<!\bsirv[ao]\s)\b(?:com|usando|us(?:ar|e|a))\s+(?:o |a |os |as )?(?<to>.+?)(?:\s+no lugar)?$/,
};

const ADD: Record<TLanguage, RegExp> = {
  en: /\b(?:add|put in|throw in|include|with (?:some )?extra)\s+(?:some\s+|a little\s+|more\s+)?(?<what>.+?)$/,
  'pt-BR':
    /\b(?:acrescent(?:ar|e|a)|adicion(?:ar|e|a)|junt(?:ar|e|a)|coloc(?:ar|e|a)|incluir|inclua)\s+(?:um pouco de\s+|mais\s+)?(?<what>.+?)$/,
};

/**
 * A food a person at the table does not like or eat ("my kids don't like mushrooms", "ele não come
 * cebola"): it leaves the dish, as a removal does. A dislike of heat is read above, as milder.
 */
const DISLIKE: Record<TLanguage, RegExp> = {
  en: /\b(?:don'?t|do not|doesn'?t|does not|can'?t|cannot|won'?t|never|hates?|dislikes?|not a fan of|allergic to)(?:\s+(?:really|much|eat|eats|like|likes|want|wants|stand|stands|have|has|touch|touches))*\s+(?:the\s+|any\s+)?(?<what>.+?)$/,
  'pt-BR':
    /\b(?:nao|nunca|odei[ao]m?|detest[ao]m?|alergic[ao]s? a)(?:\s+(?:gost[ao]m?|gostamos|come|comem|como|comemos|quer|querem|suporta|suportam|pode|podem|muito|de|da|do|das|dos))*\s+(?:o |a |os |as )?(?<what>.+?)$/,
};

/** A removal that names only what was said before ("leave them out", "tira isso"). */
const PRONOUN: Record<TLanguage, RegExp> = {
  en: /^(?:it|them|that|those|this|these|out)(?:\s+out)?$/,
  'pt-BR': /^(?:isso|isto|ele|ela|eles|elas|fora)$/,
};

const REMOVE: Record<TLanguage, RegExp> = {
  en: /\b(?:remove|leave out|take out|omit|skip|drop|without|no|hold the|minus|(?:we |i )?(?:don't|do not) want)\s+(?:the\s+|any\s+)?(?<what>.+?)$/,
  'pt-BR':
    /\b(?:tir(?:ar|e|a)|remov(?:er|a|e)|deix(?:ar|e) de fora|sem|nao us(?:ar|e)|nao (?:quero|queremos))\s+(?:o |a |os |as )?(?<what>.+?)$/,
};

/**
 * Cooking methods in a cook's words ("deep frying", "fritar", "assado"): the English ones are the
 * steps' own verbs; a swap between two of them ("bake it instead of deep frying") is a method
 * change, not a food to find.
 */
const METHOD_WORDS: Record<TLanguage, RegExp> = {
  en: new RegExp(ACTION_WORDS.map(([, re]) => re.source).join('|'), 'i'),
  'pt-BR':
    /\b(?:fritar|frit[oa]s?|fritura|frigir|imers[aã]o|assar|assad[oa]s?|grelhar|grelhad[oa]s?|cozinhar|cozid[oa]s?|ferver|fervid[oa]s?|refogar|refogad[oa]s?|dourar|selar|ensopad[oa]|no vapor|forno|fogao|fog[aã]o|panela)\b/i,
};

/** The way of cooking a cook asks for, in any form of its word ("baked", "assadas", "no forno"). */
const METHOD_TARGETS: Record<TLanguage, [Method, RegExp][]> = {
  en: [
    ['airfryer', /\bair[- ]?fr/],
    ['slow-cooker', /\bslow[- ]cook|\bcrock[- ]?pot/],
    ['pressure-cooker', /\bpressure[- ]cook|\binstant ?pot/],
    ['oven', /\b(?:bake[ds]?|baking|oven(?:[- ]baked|[- ]fried)?|roast(?:ed|ing|s)?)\b/],
    ['grill', /\b(?:grill(?:ed|ing|s)?|broil(?:ed|ing)?|barbecue[ds]?|bbq)\b/],
    ['stovetop', /\b(?:stove(?:top)?|hob|on the stove)\b/],
  ],
  'pt-BR': [
    ['airfryer', /\b(?:air ?fryer|fritadeira)\b/],
    ['slow-cooker', /\b(?:slow ?cooker|cozimento lento|crock ?pot)\b/],
    ['pressure-cooker', /\b(?:pressao)\b/],
    ['oven', /\b(?:assad[oa]s?|assar|asse|assem|forno)\b/],
    ['grill', /\b(?:grelhad[oa]s?|grelhar|grelha|churrasqueira|brasa)\b/],
    ['stovetop', /\b(?:fogao|na panela)\b/],
  ],
};

/** The other side of a swap left to the chef: "something else", "outra coisa". */
const ANYTHING: Record<TLanguage, RegExp> = {
  en: /^(?:something(?: else)?|anything(?: else)?|another(?: one)?|whatever(?: you like)?|an alternative)$/,
  'pt-BR': /^(?:outra coisa|algo(?: diferente| mais)?|qualquer coisa|outro|outra|uma alternativa)$/,
};

/** Whether a part of a swap names a way of cooking and no food. */
function namesMethod(room: Room, words: string, lang: TLanguage): boolean {
  return METHOD_WORDS[lang].test(words) && !foodOf(room, words, lang);
}

/** Spoons measure in both kitchens: naming one says nothing of a unit system. */
const SPOONS = new Set(['tsp', 'tbsp', 'dessert-spoon', 'coffee-spoon']);
const TEMPERATURE_WORDS: Record<string, 'metric' | 'imperial'> = {
  celsius: 'metric',
  centigrade: 'metric',
  fahrenheit: 'imperial',
};

/** Every one-word spelling of a unit that belongs to one system ("cups", "ounces", "gramas", "kg"). */
const UNIT_WORDS: ReadonlyMap<string, 'metric' | 'imperial'> = (() => {
  const m = new Map<string, 'metric' | 'imperial'>(Object.entries(TEMPERATURE_WORDS));
  for (const f of LANG_WORDS.forms) {
    const system = UNITS[f.unit].system;
    if (system === 'neutral' || SPOONS.has(f.unit)) continue;
    for (const w of [f.sing, f.plur]) if (/^[\p{L}]+$/u.test(w) && w.length > 1) m.set(fold(w), system);
  }
  return m;
})();

/**
 * The unit system a clause asks for by naming its units ("use US cups and ounces", "in pounds",
 * "em gramas"), from the amount parser's own unit words; null when it names none, or both.
 */
export function systemNamed(clause: string): 'metric' | 'imperial' | null {
  const found = new Set(
    fold(clause)
      .split(/[^\p{L}]+/u)
      .map((w) => UNIT_WORDS.get(w))
      .filter((x): x is 'metric' | 'imperial' => !!x),
  );
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * Spicier and milder asked at once pull against each other: neither is done, and the caller says
 * so (`opposed`) rather than doubling the chili and halving it again.
 */
export function withoutOpposites(ops: Op[]): { ops: Op[]; opposed: boolean } {
  const opposed = ops.some((o) => o.kind === 'spicy') && ops.some((o) => o.kind === 'milder');
  return { ops: opposed ? ops.filter((o) => o.kind !== 'spicy' && o.kind !== 'milder') : ops, opposed };
}

/** Whether a clause names a temperature or size unit (°F, Celsius, inches, centímetros). */
function namesHeat(clause: string): boolean {
  return /\b(?:celsius|centigrade|fahrenheit|inch(?:es)?|polegadas?|centimet(?:er|re|ro)s?|cm)\b|°/.test(fold(clause));
}

/** A kind of food as a cook says it ("pork", "porco"): the wish pack's first word for it. */
export function categoryName(cat: TDietCategory, lang: TLanguage): string {
  return wishWords(lang).categories[cat]?.[0] ?? cat;
}

/** The food a cook's words name, in either language. */
export function foodOf(room: Room, words: string, lang: TLanguage): string | null {
  const hit = room.foodIndex(lang).find(words)[0] ?? room.foodIndex(lang === 'en' ? 'pt-BR' : 'en').find(words)[0];
  return hit?.values[0] ?? null;
}

export function parseEdit(
  book: Cookbook,
  action: TModifyAction | undefined,
  custom: string | undefined,
  lang: TLanguage,
): { ops: Op[] } | { unknown: string } {
  if (action === 'double') return { ops: [{ kind: 'factor', factor: 2 }] };
  if (action === 'vegetarian') return { ops: [{ kind: 'diet', diet: 'vegetarian' }] };
  if (action) return { ops: [{ kind: action }] };
  const raw = (custom ?? '').trim();
  const text = fold(raw)
    .replace(/[!?]+$/, '')
    .replace(/^(?:please|por favor|can you|could you|pode|voce pode|make it|deixe|deixar|faca|fazer)\s+/, '');
  const ops: Op[] = [];
  const room = book.room;
  // Servings: "for 6 people", "para 6 pessoas", "serves 8".
  const wish = readWish(book, {
    dishType: raw,
    preferences: '',
    timeLimit: '',
    availableIngredients: [],
    language: lang,
  });
  if (wish.servings) ops.push({ kind: 'servings', servings: wish.servings });
  for (const d of wish.diets) ops.push({ kind: 'diet', diet: d });
  for (const clause of text.split(
    /\s*(?:,|;|\band\b|\be\b(?= (?:troque|tire|sem|use|deixe|menos|mais|com))|\bthen\b)\s*/,
  )) {
    if (!clause) continue;
    let matched = false;
    for (const re of SWAP[lang]) {
      const m = re.exec(clause);
      if (m?.groups) {
        const from = m.groups.from!.trim();
        const to = m.groups.to!.trim();
        // "Bake it in the oven instead of deep frying", "quero assada em vez de frita": ways of
        // cooking; the new one is the method asked for, in any form of its word.
        if (namesMethod(room, from, lang) || namesMethod(room, to, lang)) {
          const target = METHOD_TARGETS[lang].find(([, re]) => re.test(to))?.[0];
          if (!target) break;
          ops.push({ kind: 'method', method: target });
          matched = true;
          break;
        }
        // "Swap the sausage for something else": the chef's choice, as leaving it out is — or, when
        // the request also names a diet or a kind to avoid that covers it, that choice alone.
        if (ANYTHING[lang].test(to)) {
          const food = foodOf(room, from, lang);
          const covered = (room.foods.get(food ?? '')?.diet ?? []).some((c) => wish.avoidCats.includes(c));
          if (!covered && !wish.diets.length) ops.push({ kind: 'remove', food, words: from });
          matched = true;
          break;
        }
        ops.push({
          kind: 'swap',
          from: foodOf(room, from, lang),
          to: foodOf(room, to, lang),
          fromWords: from,
          toWords: to,
        });
        matched = true;
        break;
      }
    }
    if (matched) continue;
    // Heat words inside a milder phrase ("dont like spicy") are not a wish for more heat.
    const milder = MILDER[lang].exec(clause);
    const heatless = milder ? clause.replace(milder[0], ' ') : clause;
    for (const w of WORDS[lang]) {
      const m = w.re.exec(w.re === SPICIER[lang] ? heatless : clause);
      if (m) {
        const op = w.op(m);
        if (op && !ops.some((o) => JSON.stringify(o) === JSON.stringify(op))) ops.push(op);
        matched = true;
      }
    }
    if (matched) continue;
    // Units named, no food: "use US cups and ounces please", "ounces", "em gramas".
    const system = systemNamed(clause);
    if (system && !room.foodIndex(lang).find(clause).length) {
      // Weights or cups asked for: temperatures and sizes stay, unless their units were named too.
      const op: Op = { kind: 'units', system, amountsOnly: !namesHeat(clause) };
      if (!ops.some((o) => o.kind === 'units')) ops.push(op);
      continue;
    }
    const add = ADD[lang].exec(clause);
    if (add?.groups) {
      const what = add.groups.what!.trim();
      ops.push({ kind: 'add', food: foodOf(room, what, lang), words: what });
      continue;
    }
    const removal = REMOVE[lang].exec(clause);
    const rm = removal ?? DISLIKE[lang].exec(clause);
    if (rm?.groups && !wish.diets.length) {
      const what = rm.groups.what!.trim();
      // "He doesn't like onions, leave them out": the pronoun is the food already named.
      if (PRONOUN[lang].test(what)) continue;
      const food = foodOf(room, what, lang);
      // A word for a kind the wish reader already avoids ("sem pimenta": chili) is that kind, not
      // the one food the word also names (black pepper); "we don't eat pork" avoids all of it.
      const avoided = wish.avoidCats.some((c) => (wishWords(lang).categories[c] ?? []).some((w) => fold(w) === what));
      if (avoided && !removal) continue;
      if (food && !(avoided && !(room.foods.get(food)?.diet ?? []).some((c) => wish.avoidCats.includes(c)))) {
        ops.push({ kind: 'remove', food, words: what });
        continue;
      }
      // A kind of food rather than one ("no dairy", "sem carne"): every food of it goes.
      const cats = Object.entries(wishWords(lang).categories)
        .filter(([, list]) => (list ?? []).some((w) => fold(w) === what))
        .map(([c]) => c as TDietCategory);
      if (cats.length) ops.push({ kind: 'avoid', foods: [], cats });
      else ops.push({ kind: 'remove', food: null, words: what });
      continue;
    }
    const only = WITH[lang].exec(clause);
    const to = only?.groups ? foodOf(room, only.groups.to!.trim(), lang) : null;
    if (only?.groups && to)
      ops.push({ kind: 'swap', from: null, to, fromWords: '', toWords: only.groups.to!.trim(), byKind: true });
  }
  // Kinds of food the diets asked for already exclude are not asked twice ("dairy-free": no dairy).
  const byDiets = restrictionsOf(room, wish.diets, [], []).cats;
  // Nor what a removal already names ("without the eggs" is one removal, not also "no eggs").
  const removed = ops.flatMap((o) => (o.kind === 'remove' && o.food ? [o.food] : []));
  const removedCats = new Set(removed.flatMap((f) => room.foods.get(f)?.diet ?? []));
  // Children at the table keep wine and spirits out of a wish's dish; in an edit that names what
  // they do not eat ("the kids don't eat mushrooms") that food is what was asked, and the rest stays.
  const saysCat = (c: TDietCategory) => (wishWords(lang).categories[c] ?? []).some((w) => text.includes(fold(w)));
  const kidsOnly = (c: TDietCategory) =>
    c === 'alcohol' && removed.length > 0 && wish.soft.includes('kid-friendly') && !saysCat(c);
  const cats = wish.avoidCats.filter((c) => !byDiets.has(c) && !removedCats.has(c) && !kidsOnly(c));
  // Nor a food of a kind already avoided ("no pork … the sausage": pork sausage is pork).
  const foods = wish.avoidFoods.filter(
    (f) => !removed.includes(f) && !(room.foods.get(f)?.diet ?? []).some((c) => wish.avoidCats.includes(c)),
  );
  if (wish.avoidCats.length && (cats.length || foods.length) && !ops.some((o) => o.kind === 'avoid'))
    ops.push({ kind: 'avoid', foods, cats });
  // The time the cook has ("I only have 20 minutes", "só tenho meia hora") is the bar a quicker
  // version must meet; said alone, it asks for one.
  if (wish.minutes !== null) {
    const quick = ops.findIndex((o) => o.kind === 'quick');
    if (quick >= 0) ops[quick] = { kind: 'quick', minutes: wish.minutes };
    else if (!ops.some((o) => o.kind === 'method')) ops.push({ kind: 'quick', minutes: wish.minutes });
  }
  if (ops.length === 0) return { unknown: raw };
  // "Menos açúcar" asks for less, not none: a diet that excludes what a "less" edit reduces stands
  // only when the request says the diet's own words ("sem açúcar").
  const less = new Set<string>([
    ...(ops.some((o) => o.kind === 'less-sugar') ? ['sugar'] : []),
    ...(ops.some((o) => o.kind === 'less-salt') ? ['salt'] : []),
  ]);
  const said = (d: string) => (room.diets[d]?.names[lang] ?? []).some((n) => text.includes(fold(n)));
  const reduced = (d: string) => (room.diets[d]?.excludes ?? []).some((c) => less.has(c));
  // Likewise a kind of food to avoid, unless the request says none of it ("sem açúcar", "no salt").
  const none = (c: TDietCategory) =>
    (wishWords(lang).categories[c] ?? []).some((w) =>
      new RegExp(`\\b(?:no|without|zero|sem|nada de)\\s+(?:o |a |the )?${fold(w)}\\b`).test(text),
    );
  const kept = ops.flatMap((o): Op[] => {
    if (o.kind === 'diet') return !reduced(o.diet) || said(o.diet) ? [o] : [];
    if (o.kind !== 'avoid') return [o];
    const cut = (c: string) => less.has(c) && !none(c as TDietCategory);
    const cats = o.cats.filter((c) => !cut(c));
    const foods = o.foods.filter((f) => !cut(f) && !(room.foods.get(f)?.diet ?? []).some(cut));
    return cats.length || foods.length ? [{ ...o, cats, foods }] : [];
  });
  return { ops: kept };
}
