/**
 * Writes the bench's cases (cases/wishes.json, edits.json, plans.json) from the bench's own
 * vocabulary, deterministically (a seeded generator: the same files every run). Edits start from
 * the hand-written recipes of cases/recipes.json.
 *
 *   node_modules/.bin/node bench/chef-eval/make-cases.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { COURSES, FAMILIES, INGREDIENTS, RESTRICTIONS, type Category, type Ingredient, type Lang } from './words.ts';
import type { EditExpect, PlanExpect, RecipeLike, WishExpect } from './checks.ts';
import { mulberry32 } from '../../src/shared/random.ts';

const here = new URL('./cases/', import.meta.url);
// --seed N --out DIR writes another set of cases (the same kinds, other wishes) to check the chef
// on requests it was not tuned on; without them, the committed set is rewritten identically.
const argv = process.argv.slice(2);
const seed = argv.includes('--seed') ? Number(argv[argv.indexOf('--seed') + 1]) : 20261125;
const outDir = argv.includes('--out')
  ? pathToFileURL(`${argv[argv.indexOf('--out') + 1]!.replace(/\/?$/, '/')}`)
  : here;

// A seeded generator, so the cases never change between runs.
const rand = mulberry32(seed);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

// ------------------------------------------------------------------ wishes
export interface WishCase {
  id: string;
  lang: Lang;
  request: { dishType: string; preferences: string; timeLimit: string; recipeCount: number };
  expect: WishExpect;
}

const SLOW = new Set([
  'stew',
  'risotto',
  'bake',
  'sheetPan',
  'cake',
  'quickBread',
  'pie',
  'pudding',
  'curry',
  'burger',
  'noodleSoup',
  'cookies',
]);
const VERY_SLOW = new Set(['stew', 'cake', 'quickBread', 'pie', 'bake']);
/** Families where only some ingredients make sense (a cake takes carrots, not okra). */
const ALLOWED: Record<string, string[]> = {
  skewers: [
    'chicken',
    'beef',
    'pork',
    'shrimp',
    'salmon',
    'fish',
    'tofu',
    'mushrooms',
    'zucchini',
    'bellPepper',
    'eggplant',
    'tomato',
  ],
  sauce: ['tomato', 'mushrooms', 'bellPepper', 'basil', 'cashews', 'pumpkin', 'spinach'],
  cake: [
    'banana',
    'apple',
    'chocolate',
    'coconut',
    'strawberry',
    'orange',
    'lemon',
    'carrot',
    'corn',
    'pumpkin',
    'oats',
  ],
  quickBread: [
    'banana',
    'apple',
    'chocolate',
    'coconut',
    'orange',
    'lemon',
    'corn',
    'pumpkin',
    'zucchini',
    'carrot',
    'oats',
  ],
  cookies: ['chocolate', 'oats', 'peanutButter', 'coconut', 'banana', 'orange', 'lemon'],
  pudding: ['chocolate', 'coconut', 'mango', 'strawberry', 'banana', 'lemon', 'orange'],
  smoothie: ['banana', 'strawberry', 'mango', 'oats', 'peanutButter', 'orange', 'apple', 'spinach', 'coconut'],
  porridge: ['oats', 'banana', 'apple', 'strawberry', 'coconut', 'peanutButter', 'mango'],
  pie: [
    'apple',
    'banana',
    'lemon',
    'strawberry',
    'chocolate',
    'coconut',
    'chicken',
    'spinach',
    'mushrooms',
    'pumpkin',
    'tomato',
    'zucchini',
    'shrimp',
  ],
  pancakes: [
    'banana',
    'apple',
    'strawberry',
    'chocolate',
    'oats',
    'coconut',
    'chicken',
    'groundBeef',
    'spinach',
    'mushrooms',
  ],
  dessert: [
    'banana',
    'apple',
    'chocolate',
    'coconut',
    'strawberry',
    'orange',
    'lemon',
    'mango',
    'oats',
    'peanutButter',
  ],
  breakfast: ['banana', 'apple', 'oats', 'strawberry', 'eggs', 'spinach', 'mushrooms', 'tomato', 'coconut', 'mango'],
};
const NUM_EN = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
const NUM_PT = ['', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis'];
const DIET_PT: Record<string, Record<'m' | 'f' | 'mp' | 'fp', string>> = {
  vegetarian: { m: 'vegetariano', f: 'vegetariana', mp: 'vegetarianos', fp: 'vegetarianas' },
  vegan: { m: 'vegano', f: 'vegana', mp: 'veganos', fp: 'veganas' },
};

function servingsText(n: number, lang: Lang): string {
  if (lang === 'en') return n <= 6 && rand() < 0.5 ? ` for ${NUM_EN[n]}` : ` for ${n} people`;
  if (n === 1) return ' para uma pessoa';
  return n <= 6 && rand() < 0.5 ? ` para ${NUM_PT[n]} pessoas` : ` para ${n} pessoas`;
}

function makeWish(i: number, lang: Lang): WishCase {
  const familyKeys = Object.keys(FAMILIES);
  const courseOnly = i % 12 === 5;
  const familyKey = courseOnly ? undefined : familyKeys[(i * 7 + (lang === 'en' ? 0 : 3)) % familyKeys.length]!;
  const family = familyKey ? FAMILIES[familyKey]! : undefined;
  const course = courseOnly ? (i % 24 === 5 ? 'dessert' : 'breakfast') : undefined;
  // A restriction, then ingredients compatible with it.
  let restrictionKey = pick([
    '',
    '',
    '',
    'vegetarian',
    'vegan',
    'glutenFree',
    'dairyFree',
    'noPork',
    'nutFree',
    'noShellfish',
    'eggFree',
    'vegetarian',
  ]);
  // An omelette without eggs is another dish.
  if (familyKey === 'omelette' && (restrictionKey === 'vegan' || restrictionKey === 'eggFree'))
    restrictionKey = 'vegetarian';
  const restriction = restrictionKey ? RESTRICTIONS[restrictionKey]! : undefined;
  const forbids: Category[] = restriction ? [...restriction.forbids] : [];
  const kinds: readonly Ingredient['kind'][] = family
    ? family.takes
    : course === 'dessert'
      ? ['sweet']
      : ['sweet', 'veg', 'protein'];
  const allowed = ALLOWED[familyKey ?? course!];
  const pool = Object.entries(INGREDIENTS).filter(
    ([k, v]) =>
      kinds.includes(v.kind) &&
      (!allowed || allowed.includes(k)) &&
      !v.cats.some((c) => forbids.includes(c)) &&
      !(familyKey === 'omelette' && k === 'eggs'),
  );
  const count = courseOnly ? (rand() < 0.5 ? 0 : 1) : pick([0, 1, 1, 1, 2, 2]);
  const chosen: string[] = [];
  const proteins = pool.filter(([, v]) => v.kind === 'protein');
  if (count > 0 && proteins.length > 0 && rand() < 0.6) chosen.push(pick(proteins)[0]);
  // A second ingredient of the same side of the menu (no strawberries with peas).
  const sweetSide = (k: string) => INGREDIENTS[k]!.kind === 'sweet';
  for (let tries = 0; chosen.length < count && tries < 20; tries++) {
    const k = pick(pool)[0];
    if (chosen.includes(k) || INGREDIENTS[k]!.kind === 'protein') continue;
    if (chosen.length > 0 && sweetSide(k) !== sweetSide(chosen[0]!)) continue;
    chosen.push(k);
  }
  const servings = pick([undefined, undefined, undefined, 1, 2, 2, 3, 4, 6, 8]);
  const timeOptions =
    familyKey && VERY_SLOW.has(familyKey)
      ? ['', '1hour', 'plenty']
      : familyKey && SLOW.has(familyKey)
        ? ['', '30min', '1hour', 'plenty']
        : ['', '15min', '30min', '1hour', 'plenty'];
  let timeLimit = pick(timeOptions);
  let maxMinutes: number | undefined = { '': undefined, '15min': 15, '30min': 30, '1hour': 60, plenty: undefined }[
    timeLimit
  ];
  let timeText = '';
  if (!timeLimit && rand() < 0.25 && !(familyKey && VERY_SLOW.has(familyKey))) {
    maxMinutes = familyKey && SLOW.has(familyKey) ? 45 : 25;
    timeText = lang === 'en' ? ` ready in ${maxMinutes} minutes` : ` pronto em até ${maxMinutes} minutos`;
    timeLimit = '';
  }
  const names = chosen.map((k) => (lang === 'en' ? INGREDIENTS[k]!.en : INGREDIENTS[k]!.pt));
  const inline = restriction && rand() < 0.5;
  let dish: string;
  let preferences = '';
  if (lang === 'en') {
    const what = family ? family.en : pick(COURSES[course!]!.en);
    const list = names.join(' and ');
    const diet = inline ? `${pick(restriction!.en)} ` : '';
    if (!family) dish = `${diet}${what}${list ? ` with ${list}` : ''}`;
    else if (names.length > 0 && !names.some((x) => x.endsWith('s')) && rand() < 0.5) dish = `${diet}${list} ${what}`;
    else dish = `${diet}${what}${list ? ` with ${list}` : ''}`;
    if (diet && /^(no|without|shellfish|lactose|celiac)/.test(diet))
      dish = `${what}${list ? ` with ${list}` : ''}, ${diet.trim()}`;
  } else {
    const what = family ? family.pt : pick(COURSES[course!]!.pt);
    const diet = inline
      ? DIET_PT[restrictionKey]
        ? DIET_PT[restrictionKey]![family?.ptForm ?? 'm']
        : pick(restriction!.pt)
      : '';
    if (names.length === 0) dish = what;
    else if (family && rand() < 0.6) dish = `${what} de ${names[0]}${names[1] ? ` com ${names[1]}` : ''}`;
    else dish = `${what} com ${names.join(' e ')}`;
    if (diet) dish = DIET_PT[restrictionKey] && family ? dish.replace(what, `${what} ${diet}`) : `${dish}, ${diet}`;
  }
  if (restriction && !inline) preferences = pick(lang === 'en' ? restriction.en : restriction.pt);
  if (servings) dish += servingsText(servings, lang);
  dish += timeText;
  const recipeCount = pick([1, 1, 1, 2, 2, 3]);
  return {
    id: `wish-${lang}-${String(i).padStart(3, '0')}`,
    lang,
    request: { dishType: dish, preferences, timeLimit, recipeCount },
    expect: { family: familyKey, course, ingredients: chosen, forbids, servings, maxMinutes },
  };
}

const wishes: WishCase[] = [];
for (let i = 0; i < 160; i++) for (const lang of ['en', 'pt-BR'] as const) wishes.push(makeWish(i, lang));

// ------------------------------------------------------------------ edits
interface BaseRecipe {
  id: string;
  lang: Lang;
  spicy: boolean;
  sweet: boolean;
  recipe: RecipeLike;
}
export interface EditCase {
  id: string;
  lang: Lang;
  uiLang: Lang;
  base: string;
  request: { action?: string; customPrompt?: string };
  expect: EditExpect;
}
const bases = JSON.parse(readFileSync(new URL('recipes.json', here), 'utf8')) as BaseRecipe[];

/** Per base recipe: what to swap, remove and add, in its language. */
const TARGETS: Record<
  string,
  { swap: [string, string]; remove: string; add: string; method: string; notFrying?: boolean }
> = {
  'en-stirfry': { swap: ['chicken', 'tofu'], remove: 'garlic', add: 'bell pepper', method: 'airFryer' },
  'en-stew': { swap: ['beef', 'chickpeas'], remove: 'carrots', add: 'mushrooms', method: 'slowCooker' },
  'en-porkchops': { swap: ['pork', 'chicken'], remove: 'paprika', add: 'spinach', method: 'oven', notFrying: true },
  'en-shrimppasta': { swap: ['shrimp', 'chicken'], remove: 'parmesan', add: 'spinach', method: 'oven' },
  'en-tacos': { swap: ['chicken', 'black beans'], remove: 'cheddar', add: 'corn', method: 'grill' },
  'en-cookies': { swap: ['walnuts', 'oats'], remove: 'walnuts', add: 'coconut', method: 'airFryer' },
  'pt-quiabo': { swap: ['quiabo', 'abobrinha'], remove: 'bacon', add: 'cenoura', method: 'pressureCooker' },
  'pt-strogonoff': { swap: ['carne', 'frango'], remove: 'ketchup', add: 'ervilha', method: 'pressureCooker' },
  'pt-bisteca': {
    swap: ['carne de porco', 'frango'],
    remove: 'limão',
    add: 'cebola',
    method: 'airFryer',
    notFrying: true,
  },
  'pt-camarao': { swap: ['camarão', 'frango'], remove: 'salsinha', add: 'tomate', method: 'oven' },
  'pt-moqueca': { swap: ['peixe', 'camarão'], remove: 'pimentão', add: 'banana', method: 'slowCooker' },
  'pt-bolo': { swap: ['nozes', 'aveia'], remove: 'nozes', add: 'chocolate', method: 'airFryer' },
};

const SWAP_EN = ['use {to} instead of {from}', 'swap the {from} for {to}', 'replace the {from} with {to}'];
const SWAP_PT = ['troque o {from} por {to}', 'use {to} no lugar de {from}', 'substitua {from} por {to}'];
const REMOVE_EN = ['without the {x}', 'remove the {x}', 'leave out the {x}'];
const REMOVE_PT = ['sem {x}', 'tire o {x}', 'retire {x} da receita'];
const ADD_EN = ['add {x}', 'add some {x} too', 'put in {x}'];
const ADD_PT = ['acrescente {x}', 'adicione {x}', 'coloque {x} também'];
const METHOD_EN: Record<string, string[]> = {
  oven: ['bake it in the oven instead of frying', 'make it in the oven'],
  airFryer: ['make it in the air fryer', 'cook it in an air fryer'],
  slowCooker: ['make it in a slow cooker', 'slow cooker version please'],
  pressureCooker: ['make it in a pressure cooker', 'use the instant pot'],
  grill: ['cook it on the grill', 'make it on the barbecue'],
};
const METHOD_PT: Record<string, string[]> = {
  oven: ['asse no forno em vez de fritar', 'faça no forno'],
  airFryer: ['faça na air fryer', 'quero fazer na air fryer'],
  slowCooker: ['faça na slow cooker', 'adapte para panela de cozimento lento'],
  pressureCooker: ['faça na panela de pressão', 'adapte para a panela de pressão'],
  grill: ['faça na churrasqueira', 'grelhe na churrasqueira'],
};
const UNKNOWN_EN = [
  'make it taste like my grandmother used to',
  'translate it to Klingon',
  'paint it blue',
  'make it float',
  'turn it into a song',
];
const UNKNOWN_PT = [
  'deixe com gosto de infância',
  'traduza para o klingon',
  'pinte de azul',
  'faça flutuar',
  'transforme em uma música',
];
const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k]!);

const edits: EditCase[] = [];
for (const b of bases) {
  const en = b.lang === 'en';
  const t = TARGETS[b.id]!;
  const push = (suffix: string, request: EditCase['request'], expect: EditExpect, uiLang: Lang = b.lang) =>
    edits.push({ id: `edit-${b.id}-${suffix}`, lang: b.lang, uiLang, base: b.id, request, expect });
  for (const action of ['vegetarian', 'double', 'spicy', 'healthy', 'quick'] as const) {
    push(
      action,
      { action },
      action === 'double' ? { kind: 'scale', servings: b.recipe.servings * 2 } : { kind: action },
    );
  }
  // Vegan is no preset action of the API: it comes as a request.
  push(
    'vegan',
    { customPrompt: en ? pick(['make it vegan', 'vegan version please']) : pick(['versão vegana', 'deixe vegana']) },
    { kind: 'vegan' },
  );
  const [from, to] = t.swap;
  push('swap', { customPrompt: fill(pick(en ? SWAP_EN : SWAP_PT), { from, to }) }, { kind: 'swap', from, to });
  push(
    'remove',
    { customPrompt: fill(pick(en ? REMOVE_EN : REMOVE_PT), { x: t.remove }) },
    { kind: 'remove', what: t.remove },
  );
  push('add', { customPrompt: fill(pick(en ? ADD_EN : ADD_PT), { x: t.add }) }, { kind: 'add', what: t.add });
  const methodPrompt = pick((en ? METHOD_EN : METHOD_PT)[t.method]!);
  push(
    'method',
    { customPrompt: methodPrompt },
    { kind: 'method', method: t.method, notFrying: Boolean(t.notFrying) && /frying|fritar/.test(methodPrompt) },
  );
  const n = pick([2, 3, 5, 8].filter((x) => x !== b.recipe.servings));
  push(
    'people',
    { customPrompt: en ? `make it for ${n} people` : `para ${n} pessoas` },
    { kind: 'scale', servings: n },
  );
  push(
    'dairy',
    {
      customPrompt: en
        ? pick(['make it dairy-free', 'no dairy please'])
        : pick(['sem lactose', 'deixe sem leite e derivados']),
    },
    { kind: 'avoid', forbids: ['dairy'] },
  );
  push('gluten', { customPrompt: en ? 'make it gluten-free' : 'sem glúten' }, { kind: 'avoid', forbids: ['gluten'] });
  if (b.id.endsWith('cookies') || b.id.endsWith('bolo'))
    push(
      'nuts',
      { customPrompt: en ? 'make it nut-free' : 'sem nozes, tenho alergia' },
      { kind: 'avoid', forbids: ['nut'] },
    );
  if (/pork|bisteca|quiabo/.test(b.id))
    push('pork', { customPrompt: en ? 'no pork' : 'sem carne de porco' }, { kind: 'avoid', forbids: ['pork'] });
  if (b.sweet) push('sugar', { customPrompt: en ? 'less sugar' : 'com menos açúcar' }, { kind: 'less', what: 'sugar' });
  else push('salt', { customPrompt: en ? 'less salt please' : 'com menos sal' }, { kind: 'less', what: 'salt' });
  if (b.spicy) {
    push('milder', { customPrompt: en ? 'make it milder' : 'deixe menos apimentado' }, { kind: 'milder' });
    push('kids', { customPrompt: en ? 'make it kid-friendly' : 'adapte para crianças' }, { kind: 'kidFriendly' });
  }
  push('unknown', { customPrompt: pick(en ? UNKNOWN_EN : UNKNOWN_PT) }, { kind: 'unknown' });
}
// The presets again from an interface in the other language: the recipe keeps its language.
for (const b of bases) {
  const other: Lang = b.lang === 'en' ? 'pt-BR' : 'en';
  edits.push({
    id: `edit-${b.id}-vegetarian-ui-${other}`,
    lang: b.lang,
    uiLang: other,
    base: b.id,
    request: { action: 'vegetarian' },
    expect: { kind: 'vegetarian' },
  });
}

// ------------------------------------------------------------------ plans
export interface PlanCase {
  id: string;
  lang: Lang;
  request: {
    startDate: string;
    endDate: string;
    preferences: string;
    dietaryRestrictions: string;
    maxCookingTime?: number;
    peopleCount: number;
    includeUserRecipes: boolean;
  };
  savedRecipes: string[];
  expect: PlanExpect;
}
const plans: PlanCase[] = [];
const PLAN_RESTRICTIONS = [
  '',
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'noPork',
  'nutFree',
  'noShellfish',
  '',
  'vegetarian',
  'noPork',
  'glutenFree',
];
const PREFS_EN = ['', 'mediterranean', 'comfort food', 'light meals', 'brazilian food', 'asian flavours'];
const PREFS_PT = ['', 'comida caseira', 'mediterrânea', 'refeições leves', 'comida brasileira', 'sabores asiáticos'];
for (let i = 0; i < 24; i++) {
  const lang: Lang = i % 2 === 0 ? 'en' : 'pt-BR';
  const restrictionKey = PLAN_RESTRICTIONS[i % PLAN_RESTRICTIONS.length]!;
  const r = restrictionKey ? RESTRICTIONS[restrictionKey]! : undefined;
  const day = 1 + ((i * 3) % 20);
  const start = `2026-03-${String(day).padStart(2, '0')}`;
  const days = i % 3 === 0 ? 3 : 7;
  const dates = Array.from({ length: days }, (_, d) => `2026-03-${String(day + d).padStart(2, '0')}`);
  const maxCookingTime = pick([undefined, 30, 45, 60, 90]);
  const peopleCount = pick([1, 2, 2, 3, 4, 5, 6]);
  const includeUserRecipes = i % 4 !== 3;
  plans.push({
    id: `plan-${lang}-${String(i).padStart(2, '0')}`,
    lang,
    request: {
      startDate: start,
      endDate: dates[dates.length - 1]!,
      preferences: pick(lang === 'en' ? PREFS_EN : PREFS_PT),
      dietaryRestrictions: r ? pick(lang === 'en' ? r.en : r.pt) : '',
      maxCookingTime,
      peopleCount,
      includeUserRecipes,
    },
    savedRecipes: includeUserRecipes ? bases.filter((b) => b.lang === lang).map((b) => b.id) : [],
    expect: { dates, forbids: r ? [...r.forbids] : [], servings: peopleCount, maxMinutes: maxCookingTime },
  });
}

mkdirSync(outDir, { recursive: true });
const write = (name: string, data: unknown) =>
  writeFileSync(new URL(name, outDir), `${JSON.stringify(data, null, 1)}\n`);
write('wishes.json', wishes);
write('edits.json', edits);
write('plans.json', plans);
console.log(`wrote ${wishes.length} wishes, ${edits.length} edits, ${plans.length} plans`);
