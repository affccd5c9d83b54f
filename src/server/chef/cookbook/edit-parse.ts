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
import type { Cookbook } from './load.ts';
import { readWish, wishWords } from './wish.ts';

export type Method = 'oven' | 'airfryer' | 'slow-cooker' | 'pressure-cooker' | 'grill' | 'stovetop';

export type Op =
  | { kind: 'servings'; servings: number }
  | { kind: 'factor'; factor: number }
  | { kind: 'units'; system: 'metric' | 'imperial' }
  | { kind: 'diet'; diet: string }
  | { kind: 'avoid'; foods: string[]; cats: TDietCategory[] }
  | { kind: 'quick' }
  | { kind: 'healthy' }
  | { kind: 'spicy' }
  | { kind: 'milder' }
  | { kind: 'less-salt' }
  | { kind: 'less-sugar' }
  | { kind: 'remove'; food: string | null; words: string }
  | { kind: 'add'; food: string | null; words: string }
  | { kind: 'swap'; from: string | null; to: string | null; fromWords: string; toWords: string }
  | { kind: 'method'; method: Method };

const WORDS: Record<TLanguage, { re: RegExp; op: (m: RegExpExecArray) => Op | null }[]> = {
  en: [
    { re: /\b(?:double|twice as much|two times)\b/, op: () => ({ kind: 'factor', factor: 2 }) },
    {
      re: /\b(?:halve|half the (?:recipe|amount|quantities)|half as much|make half)\b/,
      op: () => ({ kind: 'factor', factor: 0.5 }),
    },
    { re: /\btriple\b/, op: () => ({ kind: 'factor', factor: 3 }) },
    {
      re: /\b(?:metric|in grams|grams and ml|in ml|in millilitres|in milliliters)\b/,
      op: () => ({ kind: 'units', system: 'metric' }),
    },
    {
      re: /\b(?:imperial|us units|in cups|american (?:units|measures)|in ounces)\b/,
      op: () => ({ kind: 'units', system: 'imperial' }),
    },
    { re: /\b(?:quicker|faster|quick|speed (?:it )?up|less time|in less time)\b/, op: () => ({ kind: 'quick' }) },
    {
      re: /\b(?:healthier|healthy|lighter|light|fewer calories|lower calorie|less fat)\b/,
      op: () => ({ kind: 'healthy' }),
    },
    { re: /\b(?:spicier|spicy|hotter|more heat|with a kick)\b/, op: () => ({ kind: 'spicy' }) },
    {
      re: /\b(?:milder|less spicy|not spicy|no heat|less hot|kid[- ]friendly|for kids|for children)\b/,
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
    { re: /\b(?:dobr(?:ar|e|a)|o dobro|duas vezes)\b/, op: () => ({ kind: 'factor', factor: 2 }) },
    { re: /\b(?:metade|pela metade|reduz(?:ir|a) pela metade)\b/, op: () => ({ kind: 'factor', factor: 0.5 }) },
    { re: /\b(?:triplicar|o triplo)\b/, op: () => ({ kind: 'factor', factor: 3 }) },
    {
      re: /\b(?:metric[ao]|em gramas|em ml|gramas e ml|sistema metrico)\b/,
      op: () => ({ kind: 'units', system: 'metric' }),
    },
    {
      re: /\b(?:medidas americanas|em xicaras|imperial|em oncas)\b/,
      op: () => ({ kind: 'units', system: 'imperial' }),
    },
    { re: /\b(?:mais rapid[ao]|rapid[ao]|menos tempo|acelerar)\b/, op: () => ({ kind: 'quick' }) },
    {
      re: /\b(?:mais saudavel|saudavel|mais leve|leve|light|menos calorias|menos gordura)\b/,
      op: () => ({ kind: 'healthy' }),
    },
    { re: /\b(?:mais picante|picante|apimentad[ao]|mais ardid[ao])\b/, op: () => ({ kind: 'spicy' }) },
    {
      re: /\b(?:mais suave|menos picante|sem ardencia|nao picante|para criancas|pra criancas|infantil)\b/,
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
    { re: /\b(?:no forno|assad[ao] no forno|ao forno)\b/, op: () => ({ kind: 'method', method: 'oven' }) },
    { re: /\b(?:no fogao|na panela)\b/, op: () => ({ kind: 'method', method: 'stovetop' }) },
  ],
};

const SWAP: Record<TLanguage, RegExp[]> = {
  en: [
    /\b(?:swap|replace|substitute|switch|change)\s+(?:the\s+)?(?<from>.+?)\s+(?:for|with|by|to)\s+(?:the\s+)?(?<to>.+?)$/,
    /\buse\s+(?<to>.+?)\s+instead of\s+(?:the\s+)?(?<from>.+?)$/,
    /\b(?<to>[\w' -]+?)\s+instead of\s+(?:the\s+)?(?<from>.+?)$/,
  ],
  'pt-BR': [
    /\b(?:troc(?:ar|a|e)|substitu(?:ir|a|i)|mud(?:ar|e|a))\s+(?:o |a |os |as )?(?<from>.+?)\s+(?:por|pel[oa]s?|para)\s+(?:o |a |os |as )?(?<to>.+?)$/,
    /\b(?:us(?:ar|e|a))\s+(?<to>.+?)\s+(?:no lugar d[oa]s?|em vez de|ao inves de)\s+(?<from>.+?)$/,
    /\b(?<to>[\w -]+?)\s+(?:no lugar d[oa]s?|em vez de|ao inves de)\s+(?<from>.+?)$/,
  ],
};

const ADD: Record<TLanguage, RegExp> = {
  en: /\b(?:add|put in|throw in|include|with (?:some )?extra)\s+(?:some\s+|a little\s+|more\s+)?(?<what>.+?)$/,
  'pt-BR':
    /\b(?:acrescent(?:ar|e|a)|adicion(?:ar|e|a)|junt(?:ar|e|a)|coloc(?:ar|e|a)|incluir|inclua)\s+(?:um pouco de\s+|mais\s+)?(?<what>.+?)$/,
};

const REMOVE: Record<TLanguage, RegExp> = {
  en: /\b(?:remove|leave out|take out|omit|skip|drop|without|no|hold the|minus)\s+(?:the\s+)?(?<what>.+?)$/,
  'pt-BR':
    /\b(?:tir(?:ar|e|a)|remov(?:er|a|e)|deix(?:ar|e) de fora|sem|nao us(?:ar|e))\s+(?:o |a |os |as )?(?<what>.+?)$/,
};

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
  for (const clause of text.split(/\s*(?:,|;|\band\b|\be\b(?= (?:troque|tire|sem|use|deixe))|\bthen\b)\s*/)) {
    if (!clause) continue;
    let matched = false;
    for (const re of SWAP[lang]) {
      const m = re.exec(clause);
      if (m?.groups) {
        const from = m.groups.from!.trim();
        const to = m.groups.to!.trim();
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
    for (const w of WORDS[lang]) {
      const m = w.re.exec(clause);
      if (m) {
        const op = w.op(m);
        if (op && !ops.some((o) => JSON.stringify(o) === JSON.stringify(op))) ops.push(op);
        matched = true;
      }
    }
    if (matched) continue;
    const add = ADD[lang].exec(clause);
    if (add?.groups) {
      const what = add.groups.what!.trim();
      ops.push({ kind: 'add', food: foodOf(room, what, lang), words: what });
      continue;
    }
    const rm = REMOVE[lang].exec(clause);
    if (rm?.groups && !wish.diets.length) {
      const what = rm.groups.what!.trim();
      const food = foodOf(room, what, lang);
      if (food) {
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
  }
  if (wish.avoidCats.length && !ops.some((o) => o.kind === 'avoid'))
    ops.push({ kind: 'avoid', foods: wish.avoidFoods, cats: wish.avoidCats });
  if (ops.length === 0) return { unknown: raw };
  return { ops };
}
