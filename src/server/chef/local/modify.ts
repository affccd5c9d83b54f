import type { TLanguage } from '../../../shared/constants.ts';
import type { TModifyRequest } from '../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { categoriesOf, dietViolations, lexiconMatches } from './analyze.ts';
import { DIET_RULES, type Diet } from './knowledge/diets.ts';
import type { Bi } from './knowledge/types.ts';
import { coreName, mentionPhrases, ptGrammar, rewriteAll, rewriteText, rewriteTitle, type MentionRule } from './mentions.ts';
import { amountFor, cloneRecipe, recipeLanguage, userToWorking, workingToDraft, type WRecipe } from './model.ts';
import { findOptions } from './substitution-index.ts';
import { detectLanguage, fold, hashString, listJoin, lowerFirst } from './text.ts';
import { addIngredient, applyDiets, applySwaps, bi, contextOf, followsDiets, makeHealthy, makeMild, makeQuick, makeSpicy, removeIngredients, sameIngredient, scaleRecipe, toAirFryer, type Outcome } from './transform.ts';
import { dietsIn } from './wish.ts';

export interface ModifyOutput {
  success: boolean;
  updated_recipe: TRecipeDraft;
  summary: string;
  reasoning: string;
}

type Intent =
  | { kind: 'diet'; diets: Diet[] }
  | { kind: 'scale'; factor: number }
  | { kind: 'servings'; servings: number }
  | { kind: 'spicy' }
  | { kind: 'mild' }
  | { kind: 'healthy' }
  | { kind: 'reduce'; what: ('fat' | 'sugar' | 'salt')[] }
  | { kind: 'quick' }
  | { kind: 'air-fryer' }
  | { kind: 'oven' }
  | { kind: 'units'; to: 'metric' | 'imperial' }
  | { kind: 'remove'; what: string }
  | { kind: 'replace'; from: string; to: string }
  | { kind: 'add'; what: string };

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, twenty: 20,
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, vinte: 20,
};
const NUM = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : NUMBER_WORDS[s] ?? NaN);

/** What follows a verb up to the end of the clause ("sem cebola e alho." → "cebola e alho"). */
function clause(s: string): string {
  return s.split(/[.;!?\n]| but | mas |, (?=and |e |please|por favor)/)[0]!.trim();
}

/** Splits "onion and garlic" / "cebola e alho" / "a, b" into items. */
function items(s: string): string[] {
  return s
    .split(/\s*(?:,|\band\b|\be\b|\bor\b|\bou\b|\bnem\b|&)\s*/)
    .map((x) => x.replace(/^(?:the|a|an|any|o|a|os|as|um|uma|de|do|da|dos|das)\s+/i, '').trim())
    .filter((x) => x.length > 1);
}

/** Reads a custom request ("make it vegan for 6 people", "sem cebola", "trocar frango por tofu"). */
export function parseCustomRequest(prompt: string, lang: TLanguage = 'en'): Intent[] {
  const out: Intent[] = [];
  // "no" leads a removal in English ("no onions") but is a preposition in Portuguese ("no forno").
  const noLead = detectLanguage(prompt, lang) === 'en' ? 'no|' : '';
  let f = ` ${fold(prompt).replace(/\s+/g, ' ')} `;
  const take = (re: RegExp, fn: (m: RegExpMatchArray) => Intent | Intent[] | null) => {
    let m: RegExpMatchArray | null;
    const g = new RegExp(re.source, 'g');
    while ((m = g.exec(f)) !== null) {
      const intent = fn(m);
      if (intent) {
        out.push(...(Array.isArray(intent) ? intent : [intent]));
        f = f.slice(0, m.index) + ' '.repeat(m[0].length) + f.slice(m.index! + m[0].length);
        g.lastIndex = m.index! + m[0].length;
      }
    }
  };
  // Swaps first: "replace X with Y", "trocar X por Y", "Y instead of X", "Y no lugar de X".
  take(/\b(?:replace|swap|substitute|change)\s+(?:the\s+)?([^,.;]+?)\s+(?:with|for|by)\s+([^,.;]+)/, (m) => ({ kind: 'replace', from: m[1]!.trim(), to: clause(m[2]!) }));
  take(/\b(?:trocar|troque|substituir|substitua|trocando|mudar|mude)\s+(?:o\s+|a\s+|os\s+|as\s+)?([^,.;]+?)\s+(?:por|pelo|pela|pelos|pelas)\s+([^,.;]+)/, (m) => ({ kind: 'replace', from: m[1]!.trim(), to: clause(m[2]!) }));
  take(/\b(?:use|usar|use)\s+([^,.;]+?)\s+(?:instead of|rather than|em vez de|no lugar de|ao inves de)\s+([^,.;]+)/, (m) => ({ kind: 'replace', from: clause(m[2]!), to: m[1]!.trim() }));
  take(/\b([a-z][^,.;]{1,40}?)\s+(?:instead of|rather than|em vez de|no lugar de|ao inves de)\s+([^,.;]+)/, (m) => ({ kind: 'replace', from: clause(m[2]!), to: m[1]!.replace(/^(?:with|com|use|usar|make it with|faca com)\s+/, '').trim() }));
  // Units.
  take(/\b(metric|metrico|sistema metrico|grams|gramas)\b/, () => ({ kind: 'units', to: 'metric' }));
  take(/\b(imperial|cups and ounces|xicaras e oncas)\b/, () => ({ kind: 'units', to: 'imperial' }));
  // Servings.
  take(new RegExp(`\\b(?:for|serves?|feeds?|to serve|to feed|para|serve|servir|rende|render)\\s+${NUM}\\s*(?:people|persons|servings|portions|guests|pessoas|porcoes|convidados)?\\b`), (m) => {
    const n = num(m[1]!);
    return n >= 1 && n <= 100 ? { kind: 'servings', servings: n } : null;
  });
  take(new RegExp(`\\b${NUM}\\s*(?:servings|portions|people|persons|porcoes|pessoas)\\b`), (m) => {
    const n = num(m[1]!);
    return n >= 1 && n <= 100 ? { kind: 'servings', servings: n } : null;
  });
  take(/\b(double|doubled|twice as much|dobrar|dobre|dobro|duplicar|duplique|em dobro)\b/, () => ({ kind: 'scale', factor: 2 }));
  take(/\b(triple|tripled|triplicar|triplo|triplique)\b/, () => ({ kind: 'scale', factor: 3 }));
  take(/\b(halve|half|half the recipe|metade|pela metade|reduzir a receita)\b(?!\s+(?:the\s+)?(?:sugar|salt|oil|fat|butter|acucar|sal|oleo|gordura|manteiga))/, () => ({ kind: 'scale', factor: 0.5 }));
  // Less of something.
  take(/\b(?:less|reduce|reduced|lower|cut(?: down)?(?: on)?|half the|menos|reduzir|reduza|diminuir|diminua|pouco|pouca|metade do|metade da)\s+(?:o\s+|a\s+)?(sugar|sugary|sweet|salt|salty|sodium|oil|fat|butter|acucar|doce|sal|sodio|oleo|gordura|manteiga|azeite)\b/, (m) => {
    const w = m[1]!;
    const what: ('fat' | 'sugar' | 'salt')[] = /sugar|sweet|acucar|doce/.test(w) ? ['sugar'] : /salt|sodium|sal|sodio/.test(w) ? ['salt'] : ['fat'];
    return { kind: 'reduce', what };
  });
  take(/\b(sugar[- ]free|no sugar|without sugar|sem acucar|zero acucar)\b/, () => ({ kind: 'reduce', what: ['sugar'] }));
  take(/\b(not spicy|less spicy|milder|mild|no chilli|no chili|sem pimenta|menos picante|menos apimentado|nao picante|mais suave|suave)\b/, () => ({ kind: 'mild' }));
  take(/\b(spicy|spicier|hotter|more heat|with heat|kick|picante|mais picante|apimentad[oa]|ardid[oa]|com pimenta)\b/, () => ({ kind: 'spicy' }));
  take(/\b(air ?fryer|air-fryer|airfryer|fritadeira sem oleo|fritadeira eletrica)\b/, () => ({ kind: 'air-fryer' }));
  take(/\b(?:bake(?:d)? instead|in the oven|oven[- ]baked|not fried|no frying|assad[oa] (?:em vez|no lugar)|no forno|sem fritura|nao frit[oa])\b/, () => ({ kind: 'oven' }));
  take(/\b(healthier|healthy|lighter|light|low[- ]fat|low[- ]calorie|fewer calories|mais saudavel|saudavel|mais leve|leve|fit|menos calorias|menos calorica)\b/, () => ({ kind: 'healthy' }));
  take(/\b(quicker|faster|quick|fast|less time|in a hurry|mais rapid[oa]|rapid[oa]|menos tempo|agilizar|com pressa)\b/, () => ({ kind: 'quick' }));
  // Diets (before "without X", so "sem lactose" is a diet, not an ingredient).
  const diets = dietsIn(f);
  if (diets.length > 0) {
    out.push({ kind: 'diet', diets });
    for (const d of diets) for (const w of DIET_RULES[d].words) f = f.replace(new RegExp(`\\b${fold(w).replace(/[-\s]+/g, '[-\\s]+')}\\b`, 'g'), (x) => ' '.repeat(x.length));
  }
  take(new RegExp(`\\b(?:without|${noLead}remove|leave out|skip|omit|take out|hold the|allergic to|sem|tirar|tire|retire|remover|remova|tirando|nada de|alergia a|alergico a|alergica a)\\s+(?:the\\s+|o\\s+|a\\s+|os\\s+|as\\s+)?([^,.;]+)`), (m) => items(clause(m[1]!)).map((what) => ({ kind: 'remove' as const, what })));
  take(/\b(?:add|adding|include|put in|throw in|with extra|with more|with|adicionar|adicione|acrescentar|acrescente|colocar|coloque|incluir|inclua|com mais|com)\s+(?:some\s+|a little\s+|um pouco de\s+|the\s+)?([^,.;]+)/, (m) => items(clause(m[1]!)).map((what) => ({ kind: 'add' as const, what })));
  return out;
}

function say(b: Bi, lang: TLanguage): string {
  return lang === 'pt-BR' ? b.pt : b.en;
}

function joinChanges(changes: Bi[], lang: TLanguage): string {
  return listJoin(changes.map((c) => say(c, lang)), lang);
}

const CAPABILITIES: Bi = bi(
  'I can make a recipe vegetarian, vegan, gluten-free, dairy-free, egg-free, nut-free, low-carb or keto; scale it ("for 6 people", "double"); make it spicier, milder, lighter or quicker; cut sugar, salt or fat; move it to the air fryer or the oven; convert units; leave an ingredient out ("without onion"); add one ("add spinach"); or swap one for another ("replace chicken with tofu").',
  'Consigo deixar a receita vegetariana, vegana, sem glúten, sem lactose, sem ovo, sem castanhas, low carb ou cetogênica; ajustar as porções ("para 6 pessoas", "dobrar"); deixá-la mais picante, mais suave, mais leve ou mais rápida; reduzir açúcar, sal ou gordura; passar para a air fryer ou o forno; converter as medidas; tirar um ingrediente ("sem cebola"); acrescentar um ("adicionar espinafre"); ou trocar um por outro ("trocar frango por tofu").',
);

/** Why, when a change needs no special note. */
const DEFAULT_REASON: Record<Intent['kind'], Bi> = {
  diet: bi('Each ingredient the diet excludes was swapped for one from the substitution table, and every mention of it rewritten.', 'Cada ingrediente que a dieta exclui foi trocado por um da tabela de substituições, e todas as menções foram reescritas.'),
  scale: bi('Every amount was multiplied exactly; cooking times stay about the same.', 'Todas as quantidades foram multiplicadas exatamente; os tempos de cozimento ficam parecidos.'),
  servings: bi('Every amount was scaled exactly to the new number of servings.', 'Todas as quantidades foram ajustadas exatamente ao novo número de porções.'),
  spicy: bi('The chilli suits the dish; add it gradually and taste.', 'A pimenta combina com o prato; acrescente aos poucos e prove.'),
  mild: bi('The chilli was left out so the dish is gentle.', 'A pimenta foi retirada para o prato ficar suave.'),
  healthy: bi('Less fat and sugar where the amounts allow it, with the same method.', 'Menos gordura e açúcar onde as quantidades permitem, com o mesmo modo de preparo.'),
  reduce: bi('The amount was cut where it is measured; taste and adjust at the end.', 'A quantidade foi reduzida onde é medida; prove e ajuste no final.'),
  quick: bi('Faster techniques with honest, shorter times.', 'Técnicas mais rápidas, com tempos menores e realistas.'),
  'air-fryer': bi('The air fryer needs only a brush of oil.', 'A air fryer precisa só de um pincelado de óleo.'),
  oven: bi('Baking with a brush of oil keeps it crisp with far less fat.', 'Assar com um pincelado de óleo mantém a crocância com bem menos gordura.'),
  units: bi('Amounts were converted; spoons and counts read the same in both systems.', 'As medidas foram convertidas; colheres e unidades valem nos dois sistemas.'),
  remove: bi('Steps that mentioned it were rewritten.', 'Os passos que o mencionavam foram reescritos.'),
  replace: bi('Every step that mentioned it now uses the new ingredient.', 'Todos os passos que o mencionavam agora usam o novo ingrediente.'),
  add: bi('A step says when to add it.', 'Um passo indica quando acrescentar.'),
};

interface Step {
  ok: boolean;
  recipe: WRecipe;
  summary: Bi;
  notes: Bi[];
  /** Why it could not be done. */
  why?: Bi;
}

function dietLabel(diets: readonly Diet[], lang: TLanguage): string {
  return listJoin(diets.map((d) => (lang === 'pt-BR' ? DIET_RULES[d].label.pt : DIET_RULES[d].label.en)), lang);
}

function doDiets(r: WRecipe, diets: Diet[]): Step {
  if (followsDiets(r, diets)) {
    const o = applyDiets(r, diets);
    return { ok: true, recipe: o.recipe, summary: bi(`Already ${dietLabel(diets, 'en')}: nothing needed changing`, `Já era ${dietLabel(diets, 'pt-BR')}: nada precisou mudar`), notes: [] };
  }
  const o = applyDiets(r, diets);
  if (o.failed.length > 0) {
    return {
      ok: false,
      recipe: r,
      summary: bi('', ''),
      notes: [],
      why: bi(
        `I could not find a ${dietLabel(diets, 'en')} substitute for ${listJoin(o.failed, 'en')} that keeps this dish working, so I left the recipe as it was.`,
        `Não encontrei um substituto ${dietLabel(diets, 'pt-BR')} para ${listJoin(o.failed, 'pt-BR')} que mantenha o prato funcionando, então deixei a receita como estava.`,
      ),
    };
  }
  return {
    ok: true,
    recipe: o.recipe,
    summary: bi(`Made it ${dietLabel(diets, 'en')}: ${joinChanges(o.changes, 'en')}`, `Receita ${dietLabel(diets, 'pt-BR')}: ${joinChanges(o.changes, 'pt-BR')}`),
    notes: [bi('Every step, the title and the tips were rewritten to match the new ingredients.', 'Todos os passos, o título e as dicas foram reescritos para os novos ingredientes.'), ...o.notes],
  };
}

function fromOutcome(o: Outcome, label: Bi, failWhy: Bi): Step {
  if (o.failed.length > 0 || o.changes.length === 0) return { ok: false, recipe: o.recipe, summary: bi('', ''), notes: [], why: failWhy };
  return { ok: true, recipe: o.recipe, summary: bi(`${label.en}: ${joinChanges(o.changes, 'en')}`, `${label.pt}: ${joinChanges(o.changes, 'pt-BR')}`), notes: o.notes };
}

function doScale(r: WRecipe, factor: number, servings?: number): Step {
  const o = scaleRecipe(r, factor, servings);
  const label = factor === 2 && servings === undefined ? bi('Doubled', 'Receita dobrada') : bi('Scaled', 'Porções ajustadas');
  return fromOutcome(o, label, bi('', ''));
}

/** Finds the recipe's ingredients a cook's words refer to ("onion" → "1 large onion, chopped"). */
function findIngredients(r: WRecipe, what: string): number[] {
  const { families } = categoriesOf([what]);
  const specific = families.filter((f) => !['vegetables', 'stock', 'water'].includes(f));
  const idx: number[] = [];
  r.ingredients.forEach((i, n) => {
    if (sameIngredient(i.name, what) || i.aliases.some((a) => sameIngredient(a, what))) idx.push(n);
    else if (specific.length > 0 && lexiconMatches(what).length > 0 && i.families.length > 0 && i.families[0] === specific[0]) idx.push(n);
  });
  return idx;
}

function doRemove(r: WRecipe, what: string, lang: TLanguage): Step {
  const idx = findIngredients(r, what);
  if (idx.length === 0) {
    return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi(`This recipe has no ${what} to leave out.`, `Esta receita não leva ${what} para tirar.`) };
  }
  const work = cloneRecipe(r);
  const swaps: Parameters<typeof applySwaps>[1] = [];
  const remove: number[] = [];
  const ctx = contextOf(work);
  const avoid = categoriesOf([what]).families;
  for (const n of idx) {
    const ing = work.ingredients[n]!;
    const core = !ing.optional && ing.cats.some((c) => ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'gluten', 'grain', 'starch', 'legume', 'tofu', 'sugar'].includes(c));
    const option = core ? findOptions({ names: [ing.name, ...ing.aliases], cats: ing.cats, families: ing.families, avoidFamilies: avoid, avoidCats: ing.cats.filter((c) => ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'gluten', 'nut'].includes(c)), ctx })[0] : undefined;
    if (option) swaps.push({ index: n, option });
    else remove.push(n);
  }
  const res = applySwaps(work, swaps, new Set(remove));
  const removed = removeIngredients(work, remove);
  const changes = [...res.changes, ...removed];
  void lang;
  return {
    ok: true,
    recipe: work,
    summary: bi(`Without ${what}: ${joinChanges(changes, 'en')}`, `Sem ${what}: ${joinChanges(changes, 'pt-BR')}`),
    notes: [
      ...(swaps.length > 0 ? [bi('Where the ingredient holds the dish together, it was replaced rather than just dropped.', 'Onde o ingrediente dá estrutura ao prato, ele foi substituído em vez de só retirado.')] : []),
      ...(remove.length > 0 ? [bi('Steps that mentioned it were rewritten or removed.', 'Os passos que o mencionavam foram reescritos ou retirados.')] : []),
      ...res.notes,
    ],
  };
}

/** Replaces ingredient(s) with what the cook named, rewriting every mention. */
function doReplace(r: WRecipe, from: string, to: string): Step {
  const idx = findIngredients(r, from);
  if (idx.length === 0) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi(`This recipe has no ${from} to replace.`, `Esta receita não leva ${from} para trocar.`) };
  const work = cloneRecipe(r);
  const target = to.replace(/^(?:the|some|o|a|os|as|um|uma)\s+/i, '').trim();
  const info = categoriesOf([target]);
  const rules: MentionRule[] = [];
  work.ingredients.forEach((ing, n) => {
    if (idx.includes(n)) {
      const g = ptGrammar(target);
      rules.push({ phrases: mentionPhrases(ing, work.lang), replacement: lowerFirst(target), gender: g.gender, plural: g.plural });
    } else rules.push({ phrases: mentionPhrases(ing, work.lang).filter((p) => p.priority >= 2), replacement: null });
  });
  work.steps = rewriteAll(work.steps, rules, work.lang);
  work.tips = rewriteAll(work.tips, rules, work.lang);
  work.description = rewriteText(work.description, rules, work.lang);
  work.title = rewriteTitle(work.title, rules, work.lang);
  const oldNames = idx.map((n) => coreName(work.ingredients[n]!.name));
  for (const n of idx) {
    const old = work.ingredients[n]!;
    work.ingredients[n] = { name: target, amount: old.amount, cats: info.cats, families: info.families, aliases: [] };
  }
  // Two lines that became the same ingredient merge into the first.
  if (idx.length > 1) work.ingredients = work.ingredients.filter((_, n) => !idx.slice(1).includes(n));
  return {
    ok: true,
    recipe: work,
    summary: bi(`${listJoin(oldNames, 'en')} → ${target}`, `${listJoin(oldNames, 'pt-BR')} → ${target}`),
    notes: [bi('Same amount; every step that mentioned it now uses the new ingredient. Check the cooking time, as it may differ.', 'Mesma quantidade; todos os passos que o mencionavam agora usam o novo ingrediente. Confira o tempo de cozimento, que pode mudar.')],
  };
}

function doAdd(r: WRecipe, what: string): Step {
  if (findIngredients(r, what).length > 0) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi(`The recipe already has ${what}.`, `A receita já leva ${what}.`) };
  const info = categoriesOf([what]);
  if (info.families.length === 0 && info.cats.length === 0) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi(`I do not know "${what}" well enough to add it sensibly.`, `Não conheço "${what}" o suficiente para acrescentar com segurança.`) };
  const o = addIngredient(r, what, info.cats, info.families);
  if (!o) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi(`${what} does not fit a ${r.sweet ? 'sweet' : 'savoury'} dish like this one.`, `${what} não combina com um prato ${r.sweet ? 'doce' : 'salgado'} como este.`) };
  return { ok: true, recipe: o.recipe, summary: bi(`Added ${what}`, `Acrescentado: ${what}`), notes: [bi('A step says when to add it.', 'Um passo indica quando acrescentar.')] };
}

function doUnits(r: WRecipe, to: 'metric' | 'imperial'): Step {
  const work = cloneRecipe(r);
  let changed = 0;
  for (const i of work.ingredients) {
    const c = amountFor(i.amount, to, work.lang);
    if (c !== i.amount) {
      i.amount = c;
      changed++;
    }
  }
  if (changed === 0) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi(`The amounts are already ${to}.`, `As medidas já estão no sistema ${to === 'metric' ? 'métrico' : 'imperial'}.`) };
  return { ok: true, recipe: work, summary: bi(`Converted ${changed} amounts to ${to} units`, `${changed} medidas convertidas para o sistema ${to === 'metric' ? 'métrico' : 'imperial'}`), notes: [] };
}

function runIntent(r: WRecipe, intent: Intent, seed: number, lang: TLanguage): Step {
  switch (intent.kind) {
    case 'diet':
      return doDiets(r, intent.diets);
    case 'scale':
      return doScale(r, intent.factor);
    case 'servings':
      if (intent.servings === r.servings) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi(`It already serves ${r.servings}.`, `Ela já rende ${r.servings} porções.`) };
      return doScale(r, intent.servings / r.servings, intent.servings);
    case 'spicy':
      return fromOutcome(makeSpicy(r, seed), bi('Spicier', 'Mais picante'), bi('I could not find a sensible way to add heat.', 'Não encontrei uma forma sensata de deixar mais picante.'));
    case 'mild':
      if (!r.ingredients.some((i) => i.cats.includes('chili'))) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi('There is no chilli in this recipe to take out.', 'Não há pimenta nesta receita para tirar.') };
      return fromOutcome(makeMild(r), bi('Milder', 'Mais suave'), bi('', ''));
    case 'healthy':
      return fromOutcome(makeHealthy(r), bi('Lighter', 'Mais leve'), bi('There is no frying, cream, heavy cheese, sugar or fat here to lighten: the recipe is already light.', 'Não há fritura, creme, queijo pesado, açúcar ou gordura para aliviar: a receita já é leve.'));
    case 'reduce':
      return fromOutcome(makeHealthy(r, { reduce: intent.what }), bi('Reduced', 'Reduzido'), bi(`There is no ${intent.what.join(', ')} with a measurable amount to reduce.`, `Não há ${intent.what.map((w) => (w === 'sugar' ? 'açúcar' : w === 'salt' ? 'sal' : 'gordura')).join(', ')} com quantidade medida para reduzir.`));
    case 'quick':
      return fromOutcome(makeQuick(r), bi('Quicker', 'Mais rápida'), bi(`It already takes ${r.prepTime + r.cookTime} minutes, and none of the shortcuts I know (pressure cooker, canned pulses, smaller pieces, a hotter oven, prep shortcuts) would honestly save time here.`, `Ela já leva ${r.prepTime + r.cookTime} minutos, e nenhum dos atalhos que conheço (panela de pressão, leguminosas em lata, pedaços menores, forno mais quente, atalhos no preparo) economizaria tempo de verdade aqui.`));
    case 'air-fryer':
      return fromOutcome(toAirFryer(r), bi('Air fryer', 'Air fryer'), bi('Nothing here is fried or baked, so there is nothing to move to the air fryer.', 'Nada aqui é frito ou assado, então não há o que passar para a air fryer.'));
    case 'oven': {
      const o = makeHealthy(r);
      const baked = o.changes.some((c) => c.en.includes('baked'));
      if (!baked) return { ok: false, recipe: r, summary: bi('', ''), notes: [], why: bi('Nothing in this recipe is deep-fried.', 'Nada nesta receita é frito por imersão.') };
      return fromOutcome(o, bi('Baked, not fried', 'Assado em vez de frito'), bi('', ''));
    }
    case 'units':
      return doUnits(r, intent.to);
    case 'remove':
      return doRemove(r, intent.what, lang);
    case 'replace':
      return doReplace(r, intent.from, intent.to);
    case 'add':
      return doAdd(r, intent.what);
  }
}

/** The built-in chef's answer to POST /api/recipes/:id/modify. */
export function modifyLocally(req: TModifyRequest): ModifyOutput {
  const uiLang = req.language;
  const recipeLang = recipeLanguage(req.currentRecipe, uiLang);
  const original = userToWorking(req.currentRecipe, recipeLang);
  const unchanged = workingToDraft(original);
  if (original.ingredients.length === 0 || original.steps.length === 0) {
    return {
      success: false,
      updated_recipe: unchanged,
      summary: say(bi('Nothing to modify', 'Nada para modificar'), uiLang),
      reasoning: say(bi('The recipe needs at least one ingredient and one step before it can be modified.', 'A receita precisa de pelo menos um ingrediente e um passo para ser modificada.'), uiLang),
    };
  }
  const seed = hashString(JSON.stringify([req.action ?? '', req.customPrompt ?? '', req.currentRecipe.title]));
  const intents: Intent[] = req.action
    ? [req.action === 'vegetarian' ? { kind: 'diet', diets: ['vegetarian'] } : req.action === 'double' ? { kind: 'scale', factor: 2 } : { kind: req.action }]
    : parseCustomRequest(req.customPrompt ?? '', uiLang);
  if (intents.length === 0) {
    return {
      success: false,
      updated_recipe: unchanged,
      summary: say(bi('Request not understood', 'Pedido não compreendido'), uiLang),
      reasoning: say(bi(`The built-in chef did not recognise "${req.customPrompt}". ${CAPABILITIES.en}`, `O chef embutido não reconheceu "${req.customPrompt}". ${CAPABILITIES.pt}`), uiLang),
    };
  }
  let r = original;
  const summaries: string[] = [];
  const notes: string[] = [];
  const failures: string[] = [];
  for (const intent of intents) {
    const s = runIntent(r, intent, seed, uiLang);
    if (s.ok) {
      r = s.recipe;
      summaries.push(say(s.summary, uiLang));
      notes.push(...s.notes.map((n) => say(n, uiLang)));
    } else if (s.why) failures.push(say(s.why, uiLang));
  }
  if (summaries.length === 0) {
    return {
      success: false,
      updated_recipe: unchanged,
      summary: say(bi('No changes made', 'Nenhuma alteração feita'), uiLang),
      reasoning: [...failures, say(CAPABILITIES, uiLang)].join(' '),
    };
  }
  // A diet asked for stays true after everything else (an added ingredient never breaks it).
  const asked = intents.flatMap((i) => (i.kind === 'diet' ? i.diets : []));
  if (asked.length > 0 && !followsDiets(r, asked)) {
    const fix = applyDiets(r, asked);
    if (fix.failed.length === 0) r = fix.recipe;
  }
  const reasoningParts = notes.length > 0 ? [...notes] : [say(DEFAULT_REASON[intents[0]!.kind], uiLang)];
  if (failures.length > 0) reasoningParts.push(say(bi('Not done:', 'Não feito:'), uiLang), ...failures);
  if (recipeLang !== uiLang) reasoningParts.push(say(bi('The recipe is written in Portuguese, so new text was written in Portuguese too.', 'A receita está em inglês, então o texto novo também foi escrito em inglês.'), uiLang));
  return {
    success: true,
    updated_recipe: workingToDraft(r),
    summary: `${summaries.join('. ')}.`.replace(/\.\.$/, '.'),
    reasoning: reasoningParts.join(' '),
  };
}

/** True when the recipe names no ingredient a diet forbids (used by tests and the LLM guard). */
export function draftFollowsDiets(d: TRecipeDraft, diets: readonly Diet[]): boolean {
  return d.ingredients.every((i) => {
    const { cats, families } = categoriesOf([i.name]);
    return dietViolations(cats, families, diets).length === 0;
  });
}
