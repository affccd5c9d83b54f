/**
 * Chef evaluation: runs generation and modification requests in English and Portuguese through
 * the built-in chef with the real knowledge base, checks every answer with rules written apart
 * from the engine (rules.ts), and prints the pass rate and latency.
 *
 *   node_modules/.bin/node bench/chef-eval/run.ts [--verbose]
 */
import { ZRecipeDraft, type TRecipeDraft } from '../../src/shared/schemas/recipe.ts';
import type { TChefRecipeInput } from '../../src/shared/schemas/chef.ts';
import { createChef } from '../../src/server/chef/index.ts';
import { KB_RECIPES } from '../../src/server/chef/local/knowledge/recipes/index.ts';
import { CHILLI, fitsSweet, languageOf, looksSweet, mentionsDairy, mentionsEgg, mentionsGluten, mentionsMeat, minutesAllowed, quantity, usesAny } from './rules.ts';

const verbose = process.argv.includes('--verbose');

interface Case {
  name: string;
  run: () => Promise<string[]>;
}

const cases: Case[] = [];
const latencies: number[] = [];
const slowest: { name: string; ms: number }[] = [];
let current = '';

const t0 = performance.now();
const chef = createChef({}, { warmUp: true });
const startupMs = performance.now() - t0;

async function timed<T>(fn: () => Promise<T>): Promise<T> {
  const s = performance.now();
  const out = await fn();
  const ms = performance.now() - s;
  latencies.push(ms);
  slowest.push({ name: current, ms });
  return out;
}

// ------------------------------------------------------------------ generation
interface GenSpec {
  dish: string;
  prefs: string;
  time: string;
  count: number;
  lang: 'en' | 'pt-BR';
  have: string[];
}

const EN_DISHES = ['chicken curry', 'pasta', 'something with beans', 'breakfast', 'soup', 'tacos', 'salad', 'dessert', 'stir-fry', 'comfort food', 'brazilian dinner', 'fish', 'rice dish', 'something Italian', 'Indian food'];
const PT_DISHES = ['frango', 'massa', 'feijão', 'café da manhã', 'sopa', 'comida mexicana', 'salada', 'sobremesa', 'strogonoff', 'comida brasileira', 'peixe', 'moqueca', 'arroz', 'comida italiana', 'algo indiano'];
const EN_PREFS = ['', 'vegetarian', 'vegan', 'gluten free', 'no dairy', 'spicy', 'healthy', 'vegetarian, spicy'];
const PT_PREFS = ['', 'vegetariano', 'vegana', 'sem glúten', 'sem lactose', 'picante', 'saudável', 'vegetariana e sem glúten'];
const EN_TIMES = ['15 minutes or less', '30min', '1 hour', 'plenty', '15min', '30 minutes', '1hour', 'I have plenty of time'];
const PT_TIMES = ['15 minutos ou menos', '30 minutos', '1 hora', 'Tenho bastante tempo', '15min', '30min', '1hour', 'plenty'];
const HAVE: Record<'en' | 'pt-BR', string[][]> = {
  en: [[], ['tomato', 'spinach'], [], ['chicken', 'rice'], [], ['zucchini'], ['eggs', 'cheese'], []],
  'pt-BR': [[], ['tomate', 'espinafre'], [], ['frango', 'arroz'], [], ['abobrinha'], ['ovos', 'queijo'], []],
};

const specs: GenSpec[] = [];
for (let i = 0; i < 30; i++) {
  for (const lang of ['en', 'pt-BR'] as const) {
    const en = lang === 'en';
    specs.push({
      dish: (en ? EN_DISHES : PT_DISHES)[i % 15]!,
      prefs: (en ? EN_PREFS : PT_PREFS)[(i * 3) % 8]!,
      time: (en ? EN_TIMES : PT_TIMES)[(i * 5) % 8]!,
      count: (i % 5) + 1,
      lang,
      have: HAVE[lang][(i * 7) % 8]!,
    });
  }
}

function dietsOf(prefs: string): { meat: boolean; dairy: boolean; egg: boolean; gluten: boolean } {
  const p = prefs.toLowerCase();
  const vegan = /vegan/.test(p);
  return { meat: vegan || /vegetarian/.test(p), dairy: vegan || /no dairy|sem lactose/.test(p), egg: vegan, gluten: /gluten/.test(p) };
}

function checkRecipe(r: TRecipeDraft, lang: 'en' | 'pt-BR', problems: string[], label: string): void {
  const parsed = ZRecipeDraft.safeParse(r);
  if (!parsed.success) problems.push(`${label}: not a valid ZRecipeDraft (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`);
  const language = languageOf(r.instructions.join(' '));
  if (language !== lang) problems.push(`${label}: steps read as ${language}, expected ${lang}`);
}

for (const s of specs) {
  cases.push({
    name: `generate ${s.lang} "${s.dish}" prefs="${s.prefs}" time="${s.time}" count=${s.count}${s.have.length ? ` have=${s.have.join('+')}` : ''}`,
    run: async () => {
      const problems: string[] = [];
      const { recipes } = await timed(() => chef.generateRecipes({ dishType: s.dish, preferences: s.prefs, timeLimit: s.time, recipeCount: s.count, availableIngredients: s.have, language: s.lang }, { unitSystem: s.lang === 'en' ? 'imperial' : 'metric' }));
      if (recipes.length !== s.count) problems.push(`count ${recipes.length}, expected ${s.count}`);
      if (new Set(recipes.map((r) => r.title)).size !== recipes.length) problems.push('recipes are not distinct');
      const limit = minutesAllowed(s.time);
      const diet = dietsOf(s.prefs);
      // Ingredients the diet forbids do not count as "available".
      const usable = s.have.filter((h) => !(diet.meat && mentionsMeat(h)) && !(diet.dairy && mentionsDairy(h)) && !(diet.egg && mentionsEgg(h)) && !(diet.gluten && mentionsGluten(h)));
      for (const r of recipes) {
        const label = `"${r.title}"`;
        checkRecipe(r, s.lang, problems, label);
        if (limit !== null && r.prepTime + r.cookTime > limit) problems.push(`${label}: ${r.prepTime + r.cookTime} min > ${limit}`);
        const names = r.ingredients.map((i) => i.name);
        for (const n of names) {
          if (diet.meat && mentionsMeat(n)) problems.push(`${label}: meat "${n}" in a ${s.prefs} recipe`);
          if (diet.dairy && mentionsDairy(n)) problems.push(`${label}: dairy "${n}" in a ${s.prefs} recipe`);
          if (diet.egg && mentionsEgg(n)) problems.push(`${label}: egg "${n}" in a ${s.prefs} recipe`);
          if (diet.gluten && mentionsGluten(n)) problems.push(`${label}: gluten "${n}" in a ${s.prefs} recipe`);
        }
        if (diet.meat) for (const step of r.instructions) if (mentionsMeat(step)) problems.push(`${label}: a step still mentions ${mentionsMeat(step)}: "${step}"`);
        for (const h of s.have) if (!usable.includes(h) && usesAny(names, [h])) problems.push(`${label}: uses "${h}", which breaks ${s.prefs}`);
        // A sweet dish is only expected to use the cook's ingredients that belong in a sweet dish.
        const expected = looksSweet(names) ? usable.filter(fitsSweet) : usable;
        if (expected.length > 0 && !usesAny(names, expected)) problems.push(`${label}: uses none of ${expected.join(', ')}`);
        if (/spicy|picante/.test(s.prefs) && !names.some((n) => CHILLI.test(n))) problems.push(`${label}: asked for spicy, no chilli in the ingredients`);
      }
      return problems;
    },
  });
}

// ------------------------------------------------------------------ modification
const USER_RECIPES: { lang: 'en' | 'pt-BR'; recipe: TChefRecipeInput }[] = [
  {
    lang: 'pt-BR',
    recipe: {
      title: 'Frango com quiabo',
      description: 'Frango caipira mineiro.',
      prepTime: 20,
      cookTime: 50,
      servings: 4,
      difficulty: 'Medium',
      ingredients: [
        { name: 'frango em pedaços', amount: '1 kg' },
        { name: 'quiabo', amount: '300 g' },
        { name: 'cebola', amount: '1' },
        { name: 'alho', amount: '3 dentes' },
        { name: 'bacon em cubos', amount: '100 g' },
        { name: 'caldo de galinha', amount: '2 xícaras' },
        { name: 'óleo', amount: '2 colheres (sopa)' },
      ],
      instructions: ['Tempere o frango com alho e sal.', 'Frite o bacon e doure o frango na gordura.', 'Junte a cebola e o caldo de galinha e cozinhe por 40 minutos.', 'Acrescente o quiabo e cozinhe mais 10 minutos. Sirva o frango com angu.'],
      tags: ['mineira'],
      tips: [],
    },
  },
  {
    lang: 'en',
    recipe: {
      title: 'Sunday Meatloaf',
      description: 'Classic beef and pork meatloaf with a ketchup glaze.',
      prepTime: 20,
      cookTime: 60,
      servings: 6,
      difficulty: 'Easy',
      ingredients: [
        { name: 'ground beef', amount: '1 lb' },
        { name: 'ground pork', amount: '1/2 lb' },
        { name: 'breadcrumbs', amount: '1 cup' },
        { name: 'eggs', amount: '2' },
        { name: 'milk', amount: '1/3 cup' },
        { name: 'onion, grated', amount: '1' },
        { name: 'ketchup', amount: '1/2 cup' },
      ],
      instructions: ['Heat the oven to 350 °F.', 'Mix the ground beef, ground pork, breadcrumbs, eggs, milk and onion with your hands.', 'Shape the meat into a loaf on a lined tray and brush with the ketchup.', 'Bake for 60 minutes until cooked through. Rest 10 minutes before slicing.'],
      tags: ['american'],
      tips: [],
    },
  },
  {
    lang: 'pt-BR',
    recipe: {
      title: 'Camarão na moranga',
      description: 'Camarão cremoso servido dentro da abóbora.',
      prepTime: 30,
      cookTime: 60,
      servings: 6,
      difficulty: 'Medium',
      ingredients: [
        { name: 'abóbora moranga', amount: '1' },
        { name: 'camarão limpo', amount: '800 g' },
        { name: 'requeijão cremoso', amount: '200 g' },
        { name: 'creme de leite', amount: '1 caixinha' },
        { name: 'cebola picada', amount: '1' },
        { name: 'alho', amount: '2 dentes' },
        { name: 'azeite', amount: '3 colheres (sopa)' },
      ],
      instructions: ['Asse a moranga inteira a 200 °C por 45 minutos.', 'Refogue a cebola e o alho no azeite e junte o camarão por 3 minutos.', 'Misture o creme de leite ao camarão.', 'Espalhe o requeijão dentro da moranga, coloque o camarão e sirva.'],
      tags: ['brasileira'],
      tips: [],
    },
  },
  {
    lang: 'en',
    recipe: {
      title: 'Fish and chips',
      description: 'Beer-battered cod with chips.',
      prepTime: 25,
      cookTime: 30,
      servings: 4,
      difficulty: 'Medium',
      ingredients: [
        { name: 'cod fillets', amount: '1 1/2 lb' },
        { name: 'all-purpose flour', amount: '1 1/4 cups' },
        { name: 'beer', amount: '1 cup' },
        { name: 'potatoes', amount: '2 lb' },
        { name: 'oil for frying', amount: '2 quarts' },
      ],
      instructions: ['Cut the potatoes into chips and fry them in hot oil until golden.', 'Whisk the flour with the beer into a batter.', 'Dip the cod in the batter and deep-fry for 5 minutes.', 'Serve the fish with the chips.'],
      tags: ['british'],
      tips: [],
    },
  },
];

/** Turns a generated recipe into a user's saved recipe, to modify it as the app would. */
function asInput(r: TRecipeDraft): TChefRecipeInput {
  return { ...r };
}

const MOD_SEEDS: { dish: string; lang: 'en' | 'pt-BR' }[] = [
  { dish: 'beef stew', lang: 'en' },
  { dish: 'feijoada', lang: 'pt-BR' },
  { dish: 'chicken', lang: 'en' },
  { dish: 'carne', lang: 'pt-BR' },
  { dish: 'pork', lang: 'en' },
  { dish: 'peixe', lang: 'pt-BR' },
  { dish: 'shrimp', lang: 'en' },
  { dish: 'frango', lang: 'pt-BR' },
];
const ACTIONS = ['vegetarian', 'double', 'spicy', 'healthy', 'quick'] as const;
const CUSTOM: { prompt: string; lang: 'en' | 'pt-BR'; kind: 'servings6' | 'vegan' | 'dairy-free' | 'vegetarian8' }[] = [
  { prompt: 'para 6 pessoas', lang: 'pt-BR', kind: 'servings6' },
  { prompt: 'make it for 6 people', lang: 'en', kind: 'servings6' },
  { prompt: 'make it vegan', lang: 'en', kind: 'vegan' },
  { prompt: 'versão vegana, por favor', lang: 'pt-BR', kind: 'vegan' },
  { prompt: 'sem lactose', lang: 'pt-BR', kind: 'dairy-free' },
  { prompt: 'dairy-free please', lang: 'en', kind: 'dairy-free' },
  { prompt: 'vegetarian for 8 people', lang: 'en', kind: 'vegetarian8' },
  { prompt: 'vegetariana para 8 pessoas', lang: 'pt-BR', kind: 'vegetarian8' },
];

function checkModified(before: TChefRecipeInput, after: TRecipeDraft, recipeLang: 'en' | 'pt-BR', problems: string[]): void {
  checkRecipe(after, recipeLang, problems, `"${after.title}"`);
}

function checkScaled(before: TChefRecipeInput, after: TRecipeDraft, factor: number, servings: number, problems: string[]): void {
  if (after.servings !== servings) problems.push(`servings ${after.servings}, expected ${servings}`);
  before.ingredients.forEach((ing, i) => {
    const a = quantity(ing.amount ?? '');
    const b = quantity(after.ingredients[i]?.amount ?? '');
    if (a === null) return;
    if (b === null || Math.abs(b - a * factor) > 1e-6) problems.push(`"${ing.name}": ${ing.amount} → ${after.ingredients[i]?.amount} (expected ×${factor})`);
  });
}

function checkNoMeat(after: TRecipeDraft, problems: string[]): void {
  for (const i of after.ingredients) if (mentionsMeat(i.name)) problems.push(`meat ingredient left: "${i.name}"`);
  for (const s of after.instructions) if (mentionsMeat(s)) problems.push(`a step still mentions ${mentionsMeat(s)}: "${s}"`);
  if (mentionsMeat(after.title)) problems.push(`the title still names meat: "${after.title}"`);
}

async function modCase(name: string, source: () => Promise<{ recipe: TChefRecipeInput; lang: 'en' | 'pt-BR' }>, request: { action?: (typeof ACTIONS)[number]; customPrompt?: string; kind?: string }, uiLang: 'en' | 'pt-BR'): Promise<void> {
  const { kind: _kind, ...body } = request;
  cases.push({
    name,
    run: async () => {
      const problems: string[] = [];
      const { recipe, lang } = await source();
      const res = await timed(() => chef.modifyRecipe({ ...body, currentRecipe: recipe, language: uiLang }, { unitSystem: 'metric' }));
      const after = res.updated_recipe;
      const what = request.action ?? request.kind;
      const alreadySix = what === 'servings6' && Number(recipe.servings) === 6;
      if (alreadySix) {
        // Nothing to do: the honest answer is success false with the reason.
        if (res.success) problems.push('asked for the servings it already has, but claimed a change');
        return problems;
      }
      if (!res.success && !(request.action === 'quick' && Number(recipe.prepTime) + Number(recipe.cookTime) <= 20)) problems.push(`success false: ${res.reasoning}`);
      if (!res.summary.trim() || !res.reasoning.trim()) problems.push('empty summary or reasoning');
      if (res.success && languageOf(res.summary + ' ' + res.reasoning) !== uiLang) problems.push(`summary/reasoning not in ${uiLang}: "${res.summary}"`);
      checkModified(recipe, after, lang, problems);
      if (!res.success) return problems;
      const servings = Number(recipe.servings);
      switch (what ?? '') {
        case 'vegetarian':
          checkNoMeat(after, problems);
          break;
        case 'double':
          checkScaled(recipe, after, 2, servings * 2, problems);
          break;
        case 'spicy':
          if (!after.ingredients.some((i) => CHILLI.test(i.name))) problems.push('no chilli added');
          if (after.instructions.length < recipe.instructions.length) problems.push('steps were lost');
          break;
        case 'healthy':
        case 'quick': {
          const beforeMin = Number(recipe.prepTime) + Number(recipe.cookTime);
          const afterMin = after.prepTime + after.cookTime;
          if (what === 'quick' && afterMin >= beforeMin) problems.push(`not quicker: ${beforeMin} → ${afterMin} min`);
          if (JSON.stringify(after.ingredients) === JSON.stringify(recipe.ingredients) && JSON.stringify(after.instructions) === JSON.stringify(recipe.instructions)) problems.push('nothing changed');
          break;
        }
        case 'servings6':
          checkScaled(recipe, after, 6 / servings, 6, problems);
          break;
        case 'vegan':
          checkNoMeat(after, problems);
          for (const i of after.ingredients) {
            if (mentionsDairy(i.name)) problems.push(`dairy left: "${i.name}"`);
            if (mentionsEgg(i.name)) problems.push(`egg left: "${i.name}"`);
          }
          break;
        case 'dairy-free':
          for (const i of after.ingredients) if (mentionsDairy(i.name)) problems.push(`dairy left: "${i.name}"`);
          break;
        case 'vegetarian8':
          checkNoMeat(after, problems);
          if (after.servings !== 8) problems.push(`servings ${after.servings}, expected 8`);
          break;
        default:
          problems.push(`no check for "${String(what)}"`);
      }
      return problems;
    },
  });
}

for (const [i, seed] of MOD_SEEDS.entries()) {
  for (const [j, action] of ACTIONS.entries()) {
    const uiLang = (i + j) % 3 === 0 ? (seed.lang === 'en' ? 'pt-BR' : 'en') : seed.lang;
    await modCase(
      `modify ${action} on generated "${seed.dish}" (${seed.lang}, ui ${uiLang})`,
      async () => {
        const { recipes } = await chef.generateRecipes({ dishType: seed.dish, recipeCount: 1, language: seed.lang }, { unitSystem: 'metric' });
        return { recipe: asInput(recipes[0]!), lang: seed.lang };
      },
      { action },
      uiLang,
    );
  }
}
for (const [i, u] of USER_RECIPES.entries()) {
  for (const action of ACTIONS) {
    await modCase(`modify ${action} on user recipe "${u.recipe.title}"`, async () => u, { action }, i % 2 === 0 ? 'pt-BR' : 'en');
  }
}
for (const [i, c] of CUSTOM.entries()) {
  const u = USER_RECIPES[i % USER_RECIPES.length]!;
  await modCase(`modify custom "${c.prompt}" on "${u.recipe.title}"`, async () => u, { customPrompt: c.prompt, kind: c.kind }, c.lang);
}

// Every knowledge-base recipe that has meat or fish, made vegetarian, in both languages.
for (const k of KB_RECIPES) {
  if (!k.ingredients.some((i) => i.cats.some((c) => c === 'meat' || c === 'fish' || c === 'shellfish'))) continue;
  for (const l of ['en', 'pt'] as const) {
    const lang = l === 'pt' ? 'pt-BR' : 'en';
    const recipe: TChefRecipeInput = {
      title: k.title[l],
      description: k.description[l],
      prepTime: k.prepTime,
      cookTime: k.cookTime,
      servings: k.servings,
      difficulty: k.difficulty,
      ingredients: k.ingredients.map((i) => ({ name: i.name[l], amount: i.amount[l] })),
      instructions: k.steps[l],
      tags: k.tags[l],
      tips: k.tips[l],
    };
    await modCase(`kb sweep: vegetarian on ${k.id} (${lang})`, async () => ({ recipe, lang }), { action: 'vegetarian' }, lang);
  }
}

// ------------------------------------------------------------------ run
let passed = 0;
const failures: { name: string; problems: string[] }[] = [];
let generation = 0;
let modification = 0;
let sweep = 0;
for (const c of cases) {
  if (c.name.startsWith('generate')) generation++;
  else if (c.name.startsWith('kb sweep')) sweep++;
  else modification++;
  let problems: string[];
  current = c.name;
  try {
    problems = await c.run();
  } catch (err) {
    problems = [`threw: ${err instanceof Error ? err.stack : String(err)}`];
  }
  if (problems.length === 0) passed++;
  else failures.push({ name: c.name, problems });
  if (verbose) console.log(`${problems.length === 0 ? 'PASS' : 'FAIL'} ${c.name}`);
}

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
for (const f of failures) {
  console.log(`FAIL ${f.name}`);
  for (const p of f.problems) console.log(`     - ${p}`);
}
console.log('');
console.log(`Knowledge base: ${KB_RECIPES.length} recipes; chef start-up ${startupMs.toFixed(0)} ms (index + warm-up)`);
console.log(`Requests: ${cases.length} (${generation} generation, ${modification} modification, ${sweep} vegetarian on every KB recipe with meat or fish; en and pt-BR)`);
console.log(`Pass rate: ${passed}/${cases.length} = ${((100 * passed) / cases.length).toFixed(1)}%`);
if (verbose) for (const x of slowest.sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`slow: ${x.ms.toFixed(1)} ms ${x.name}`);
console.log(`Latency per chef call (${sorted.length} calls): p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`);
process.exitCode = failures.length === 0 ? 0 : 1;
