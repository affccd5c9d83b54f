import type { TLanguage } from '../../../../shared/constants.ts';
import type { TModifyRequest } from '../../../../shared/schemas/chef.ts';
import type { TRecipeDraft } from '../../../../shared/schemas/recipe.ts';
import { recipeLanguage } from '../model.ts';
import { DIET_MATCHER } from '../wish.ts';
import { fold } from '../text.ts';
import { scaleAmountTextWhole } from './amounts.ts';
import { defaultQty, scaleDish, swapIng } from './build.ts';
import { enforce } from './restrictions.ts';
import type { Dish, DishIng } from './dish.ts';
import { liftRecipe } from './lift.ts';
import type { Knowledge } from './load.ts';
import { Renderer } from './render/renderer.ts';
import { renderStep } from './render/step.ts';
import { renderDish } from './render/render-dish.ts';
import type { TAction, TDietCat, TStep } from './schema.ts';
import { vocabulary } from './vocabulary.ts';
import type { Diet } from './vocabulary-schema.ts';
import { DIET_CATS } from './wish-words.ts';
import { servingsIn } from './understand.ts';

/** One change to a recipe's structure. */
export type Op =
  | { kind: 'avoid'; cats: TDietCat[]; diet?: Diet; label: string }
  | { kind: 'scale'; servings: number }
  | { kind: 'factor'; factor: number }
  | { kind: 'swap'; from: string; to: string }
  | { kind: 'remove'; from: string }
  | { kind: 'add'; key: string }
  | { kind: 'method'; to: TAction }
  | { kind: 'less'; what: 'salt' | 'sugar' }
  | { kind: 'milder' }
  | { kind: 'spicy' }
  | { kind: 'healthy' }
  | { kind: 'quick' }
  | { kind: 'kid' };

type Parsed = { ops: Op[] } | { unknown: string };

const t = (lang: TLanguage, en: string, pt: string) => (lang === 'pt-BR' ? pt : en);
/** Diets' labels and tags (knowledge/vocabulary/diets.json). */
const DIET_RULES = () => vocabulary().diets.diets;

const CATS: [RegExp, TDietCat[], string][] = [
  [/\b(pork|porco|suin[oa])\b/, ['pork'], 'pork'],
  [/\b(nuts?|nozes|castanhas?|oleaginosas|amendoi[mn]s?|peanuts?)\b/, ['treenut', 'peanut'], 'nuts'],
  [/\b(dairy|lactose|laticinios|leite)\b/, ['dairy'], 'dairy'],
  [/\b(gluten|trigo|wheat)\b/, ['gluten'], 'gluten'],
  [/\b(eggs?|ovos?)\b/, ['egg'], 'egg'],
  [/\b(meat|carnes?)\b/, ['meat', 'beef', 'pork', 'poultry'], 'meat'],
  [/\b(alcohol|alcool|wine|vinho|beer|cerveja)\b/, ['alcohol'], 'alcohol'],
  [/\b(soy|soja)\b/, ['soy'], 'soy'],
  [/\b(sesame|gergelim)\b/, ['sesame'], 'sesame'],
  [/\b(seafood|shellfish|frutos do mar)\b/, ['shellfish'], 'shellfish'],
  [/\b(fish|peixe)\b/, ['fish'], 'fish'],
];

const METHODS: [RegExp, TAction][] = [
  [/air ?fr[yi]er|airfryer|fritadeira (sem oleo|eletrica)/, 'airfry'],
  [/slow ?cooker|crock ?pot|cozimento lento|panela eletrica/, 'slow'],
  [/pressure ?cooker|instant ?pot|panela de pressao|\bpressao\b/, 'pressure'],
  [/\b(grill|grilled|grelh\w*|churrasqueira|barbecue|bbq|na brasa)\b/, 'grill'],
  [/\b(oven|bake|baked|roast|roasted|forno|assad[oa]s?|asse|assar)\b/, 'roast'],
];

function keyIn(kb: Knowledge, text: string): string | null {
  const hits = kb.ingredientMatcher.findAll(text);
  return hits.sort((a, b) => b.end - b.start - (a.end - a.start))[0]?.values[0] ?? null;
}

/** A custom request as operations; any clause the chef cannot read makes the whole request unknown. */
export function parseRequest(kb: Knowledge, prompt: string): Parsed {
  const ops: Op[] = [];
  const clauses = fold(prompt)
    .split(
      /[;.!?\n]+|,\s*|\s+(?:and then|then|and also|also|e depois|depois|e tambem|tambem)\s+|\s+(?:and|e)\s+(?=(?:make|use|add|remove|swap|replace|cook|bake|put|take|leave|substitute|troque|substitua|use|adicione|acrescente|coloque|tire|retire|remova|faca|deixe|asse|cozinhe|sem|without|no|less|menos|more|mais|for|para)\b)/,
    )
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  for (const raw of clauses) {
    const c = raw
      .replace(/^(please|por favor|can you|could you|pode|voce pode|i want to|i'd like to|quero|gostaria de)\s+/, '')
      .replace(/\s+(please|por favor)$/, '');
    // Why the cook asks ("tenho alergia", "I'm allergic") or thanks is no operation.
    if (
      /^(tenho alergia|sou alergic[oa]|alergia|i'?m allergic|i am allergic|allergy|allergic|thanks?|thank you|obrigad[oa]|valeu)$/.test(
        c,
      )
    )
      continue;
    let m: RegExpMatchArray | null;
    // swap: "use X instead of Y", "X instead of Y", "replace Y with X", "troque Y por X", "substitute Y with X"
    if (
      (m = c.match(
        /^(?:use|usar|usa|coloque|put)?\s*(.+?)\s+(?:instead of|in place of|rather than|em vez de|no lugar de|ao inves de)\s+(.+)$/,
      ))
    ) {
      const method = METHODS.find(([re]) => re.test(m![1]!));
      if (method && !keyIn(kb, m[1]!)) {
        ops.push({ kind: 'method', to: method[1] });
        continue;
      }
      const to = keyIn(kb, m[1]!);
      const from = m[2]!;
      if (!to) return { unknown: m[1]! };
      ops.push({ kind: 'swap', from, to });
      continue;
    }
    if (
      (m = c.match(
        /^(?:swap|replace|substitute|change|exchange|switch|troque|trocar|troca|substitua|substituir|substitui|mude|mudar)\s+(?:the |o |a |os |as )?(.+?)\s+(?:for|with|by|to|into|por|pelo|pela|pelos|pelas|para)\s+(.+)$/,
      ))
    ) {
      const to = keyIn(kb, m[2]!);
      if (!to) return { unknown: m[2]! };
      ops.push({ kind: 'swap', from: m[1]!, to });
      continue;
    }
    // method
    const method = METHODS.find(([re]) => re.test(c));
    if (
      method &&
      /\b(make|cook|do|bake|roast|grill|use|in|on|na|no|faca|fazer|cozinhe|cozinhar|prepare|preparar|asse|assar|grelhe|leve|it|instead|em vez|version|versao|para)\b/.test(
        c,
      )
    ) {
      ops.push({ kind: 'method', to: method[1] });
      continue;
    }
    // diets first: "vegan for 6 people" is a diet and a scale
    const dietsHere = DIET_MATCHER.valuesIn(c);
    if (dietsHere.length) {
      for (const d of dietsHere) ops.push({ kind: 'avoid', cats: DIET_CATS[d], diet: d, label: d });
      const n = servingsIn(c);
      if (n) ops.push({ kind: 'scale', servings: n });
      continue;
    }
    // scale
    if (/\b(double|twice|dobr\w*|duplic\w*)\b/.test(c)) {
      ops.push({ kind: 'factor', factor: 2 });
      continue;
    }
    if (/\b(triple|tripl\w*)\b/.test(c)) {
      ops.push({ kind: 'factor', factor: 3 });
      continue;
    }
    if (/\b(half|halve|metade|pela metade)\b/.test(c)) {
      ops.push({ kind: 'factor', factor: 0.5 });
      continue;
    }
    const n =
      servingsIn(c) ??
      (c.match(/^(\d{1,2})\s*(people|persons|servings|pessoas|porcoes)\b/) ? Number(c.match(/^(\d{1,2})/)![1]) : null);
    if (n && /\b(for|serves|feed|para|rende|serve|people|pessoas|servings|porcoes)\b/.test(c)) {
      ops.push({ kind: 'scale', servings: n });
      continue;
    }
    // diets and categories
    const diets = DIET_MATCHER.valuesIn(c);
    if (diets.length) {
      for (const d of diets) ops.push({ kind: 'avoid', cats: DIET_CATS[d], diet: d, label: d });
      continue;
    }
    if (/\b(less|reduce|lower|low|menos|reduza|reduzir|pouco|baixo)\b.*\b(salt|sodium|sal|sodio)\b/.test(c)) {
      ops.push({ kind: 'less', what: 'salt' });
      continue;
    }
    if (/\b(less|reduce|lower|low|menos|reduza|reduzir|pouco|baixo)\b.*\b(sugar|sweet|acucar|doce)\b/.test(c)) {
      ops.push({ kind: 'less', what: 'sugar' });
      continue;
    }
    if (/\b(kid|kids|child|children|toddler|crianca|criancas|infantil)\b/.test(c)) {
      ops.push({ kind: 'kid' });
      continue;
    }
    if (
      /\b(milder|mild|less spicy|not spicy|no heat|less heat|menos picante|menos apimentad\w*|mais suave|suave|sem pimenta|nao picante|menos ardid\w*|less hot|not too spicy|tone down)\b/.test(
        c,
      )
    ) {
      ops.push({ kind: 'milder' });
      continue;
    }
    if (/\b(spicy|spicier|hotter|more heat|heat|picante|apimentad\w*|mais picante|ardid\w*)\b/.test(c)) {
      ops.push({ kind: 'spicy' });
      continue;
    }
    if (/\b(healthy|healthier|lighter|light|leve|mais leve|saudavel|fit|less fat|menos gordura)\b/.test(c)) {
      ops.push({ kind: 'healthy' });
      continue;
    }
    if (/\b(quick|quicker|faster|fast|rapid\w*|mais rapid\w*|less time|menos tempo)\b/.test(c)) {
      ops.push({ kind: 'quick' });
      continue;
    }
    // remove / avoid: "no pork", "without the onion", "sem cebola", "remove the bacon", "nut-free"
    if (
      (m = c.match(
        /^(?:remove|take out|leave out|omit|drop|skip|without|no|sem|tire|tirar|retire|retirar|remova|remover|nada de|exclude)\s+(?:the |any |o |a |os |as )?(.+)$/,
      )) ||
      (m = c.match(/^(.+?)[- ]free$/)) ||
      (m = c.match(/^(?:make it |deixe |faca )?(?:free of|livre de|isento de)\s+(.+)$/))
    ) {
      const what = m[1]!;
      const cat = CATS.find(([re]) => re.test(what));
      const key = keyIn(kb, what);
      if (
        cat &&
        (!key ||
          cat[2] === 'pork' ||
          cat[2] === 'nuts' ||
          cat[2] === 'dairy' ||
          cat[2] === 'gluten' ||
          cat[2] === 'meat')
      )
        ops.push({ kind: 'avoid', cats: cat[1], label: cat[2] });
      else if (key) ops.push({ kind: 'remove', from: what });
      else return { unknown: raw };
      continue;
    }
    if (
      (m = c.match(
        /^(?:add|include|put in|throw in|top with|adicione|adicionar|acrescente|acrescentar|coloque|colocar|inclua|incluir|junte|juntar|ponha|com)\s+(?:some |a |an |um |uma |o |a |mais |more )?(.+)$/,
      ))
    ) {
      const key = keyIn(kb, m[1]!);
      if (!key) return { unknown: raw };
      ops.push({ kind: 'add', key });
      continue;
    }
    return { unknown: raw };
  }
  return ops.length ? { ops } : { unknown: prompt };
}

/** The dish ingredient a request names ("the chicken", "frango"). */
function findIng(kb: Knowledge, d: Dish, text: string): DishIng | null {
  const key = keyIn(kb, text);
  if (key) {
    const byKey = d.ings.find((i) => i.key === key);
    if (byKey) return byKey;
    // "chicken" names chicken-thigh too: same lexicon family by shared words.
    const e = kb.lex.get(key)!;
    const names = [...e.name.en, ...e.name['pt-BR'], ...(e.words ?? [])].map(fold);
    const near = d.ings.find(
      (i) =>
        names.some((n) => fold(i.line?.en ?? '').includes(n)) ||
        (kb.lex.get(i.key)?.words ?? []).map(fold).some((w) => names.includes(w)),
    );
    if (near) return near;
  }
  const f = fold(text).replace(/^(the|o|a|os|as)\s+/, '');
  return d.ings.find((i) => fold(i.line?.en ?? i.key).includes(f)) ?? null;
}

const ANIMAL: TDietCat[] = ['beef', 'pork', 'poultry', 'fish', 'shellfish'];

const METHOD_FROM: Record<string, TAction[]> = {
  airfry: ['fry', 'brown', 'roast', 'bake', 'stirfry'],
  roast: ['fry', 'brown', 'grill', 'stirfry', 'saute'],
  grill: ['fry', 'brown', 'roast', 'bake', 'stirfry'],
  slow: ['simmer'],
  pressure: ['simmer'],
};
const METHOD_NAME: Record<string, [string, string]> = {
  airfry: ['air fryer', 'fritadeira sem óleo'],
  roast: ['oven', 'forno'],
  grill: ['grill', 'grelha'],
  slow: ['slow cooker', 'panela de cozimento lento'],
  pressure: ['pressure cooker', 'panela de pressão'],
};

interface Outcome {
  ok: boolean;
  done: string[];
  reason?: string;
}

function addIngredient(kb: Knowledge, d: Dish, key: string, lang: TLanguage): DishIng {
  const e = kb.lex.get(key)!;
  let id = key;
  for (let n = 2; d.ings.some((i) => i.id === id); n++) id = `${key}-${n}`;
  const ing: DishIng = {
    id,
    key,
    role: e.role,
    qty: ['salt', 'black-pepper'].includes(key)
      ? null
      : defaultQty(kb, key, d.servings, e.role === 'protein' || e.role === 'vegetable' ? 0.6 : 1),
    origKey: key,
  };
  d.ings.push(ing);
  const last = d.steps.length - 1;
  let step: TStep;
  if (['garnish', 'herb', 'nut', 'cheese', 'fruit', 'sweet'].includes(e.role)) step = { do: 'serve', what: [id] };
  else if (['spice', 'seasoning', 'sauce'].includes(e.role)) step = { do: 'season', what: [id] };
  else if (e.role === 'protein' || e.role === 'egg') step = { do: e.cook?.brown ? 'brown' : 'add', what: [id] };
  else {
    const act: TAction = ['stew', 'soup', 'curry', 'noodle-soup', 'risotto'].includes(d.family)
      ? 'simmer'
      : d.family === 'stir-fry' || d.family === 'fried-rice'
        ? 'stirfry'
        : e.cook?.saute
          ? 'saute'
          : 'simmer';
    step = { do: act, what: [id] };
  }
  d.steps = [...d.steps.slice(0, Math.max(0, last)), step, ...d.steps.slice(Math.max(0, last))];
  void lang;
  return ing;
}

/** Applies operations to a dish; stops at the first one that cannot be carried out. */
export function applyOps(kb: Knowledge, d: Dish, ops: Op[], lang: TLanguage): Outcome {
  const done: string[] = [];
  const nameOf = (k: string) => kb.lex.get(k)?.name[lang][0] ?? k;
  for (const op of ops) {
    switch (op.kind) {
      case 'scale':
        scaleDish(d, op.servings);
        done.push(t(lang, `scaled to ${op.servings} servings`, `ajustada para ${op.servings} porções`));
        break;
      case 'factor': {
        const s = Math.max(1, Math.round(d.servings * op.factor));
        scaleDish(d, s);
        done.push(t(lang, `scaled to ${s} servings`, `ajustada para ${s} porções`));
        break;
      }
      case 'avoid': {
        const ch = enforce(kb, d, { avoidCats: op.cats, avoidKeys: [] });
        if (!ch) {
          const bad = d.ings.find((i) => kb.lex.get(i.key)?.cats.some((c) => op.cats.includes(c)));
          return {
            ok: false,
            done,
            reason: t(
              lang,
              `I have no good substitute for ${bad ? nameOf(bad.key) : 'one ingredient'} here.`,
              `Não tenho um bom substituto para ${bad ? nameOf(bad.key) : 'um dos ingredientes'} aqui.`,
            ),
          };
        }
        for (const c of ch)
          done.push(
            c.to
              ? t(lang, `${nameOf(c.from)} → ${nameOf(c.to)}`, `${nameOf(c.from)} → ${nameOf(c.to)}`)
              : t(lang, `without ${nameOf(c.from)}`, `sem ${nameOf(c.from)}`),
          );
        if (op.diet) {
          d.tags.en.push(DIET_RULES()[op.diet].tag.en);
          d.tags['pt-BR'].push(DIET_RULES()[op.diet].tag['pt-BR']);
        }
        if (ch.length === 0)
          done.push(
            t(
              lang,
              `already ${op.diet ? DIET_RULES()[op.diet].label.en : `free of ${op.label}`}`,
              `já era ${op.diet ? DIET_RULES()[op.diet].label['pt-BR'] : `sem ${op.label}`}`,
            ),
          );
        break;
      }
      case 'swap': {
        const ing = findIng(kb, d, op.from);
        if (!ing)
          return {
            ok: false,
            done,
            reason: t(
              lang,
              `The recipe has no "${op.from}" to replace.`,
              `A receita não tem "${op.from}" para trocar.`,
            ),
          };
        const old = ing.key;
        swapIng(kb, d, ing, op.to);
        done.push(`${nameOf(old)} → ${nameOf(op.to)}`);
        // "Chickpeas instead of beef": the beef stock goes too, as the cook meant no beef.
        const oldCats = kb.lex.get(old)?.cats ?? [];
        const newCats = kb.lex.get(op.to)?.cats ?? [];
        const gone = ANIMAL.filter((c) => oldCats.includes(c) && !newCats.includes(c));
        if (gone.length) {
          const ch = enforce(kb, d, { avoidCats: gone, avoidKeys: [] });
          for (const c of ch ?? [])
            done.push(
              c.to
                ? `${nameOf(c.from)} → ${nameOf(c.to)}`
                : t(lang, `without ${nameOf(c.from)}`, `sem ${nameOf(c.from)}`),
            );
        }
        break;
      }
      case 'remove': {
        const ing = findIng(kb, d, op.from);
        if (!ing)
          return {
            ok: false,
            done,
            reason: t(lang, `The recipe has no "${op.from}" to remove.`, `A receita não tem "${op.from}" para tirar.`),
          };
        if (d.ings.length <= 1)
          return {
            ok: false,
            done,
            reason: t(
              lang,
              'That would leave the recipe without ingredients.',
              'Isso deixaria a receita sem ingredientes.',
            ),
          };
        d.ings = d.ings.filter((i) => i !== ing);
        done.push(t(lang, `without ${nameOf(ing.key)}`, `sem ${nameOf(ing.key)}`));
        break;
      }
      case 'add': {
        if (d.ings.some((i) => i.key === op.key)) {
          done.push(t(lang, `${nameOf(op.key)} already in`, `${nameOf(op.key)} já estava na receita`));
          break;
        }
        addIngredient(kb, d, op.key, lang);
        done.push(t(lang, `added ${nameOf(op.key)}`, `com ${nameOf(op.key)}`));
        break;
      }
      case 'method': {
        const from = METHOD_FROM[op.to]!;
        const main =
          d.ings.find((i) => i.role === 'protein') ?? d.ings.find((i) => i.role === 'vegetable' || i.role === 'starch');
        const steps = d.steps.filter((s) =>
          'do' in s ? (from as string[]).includes(s.do) : s.act && from.includes(s.act),
        );
        // A bake with no main ingredient (cookies, a cake) goes into the air fryer as it is.
        const bakes = steps.some((s) =>
          'do' in s ? ['bake', 'roast'].includes(s.do) : s.act === 'roast' || s.act === 'bake',
        );
        if ((!main && !(op.to === 'airfry' && bakes)) || steps.length === 0) {
          const [en, pt] = METHOD_NAME[op.to]!;
          return {
            ok: false,
            done,
            reason: t(
              lang,
              `This recipe has no cooking step that the ${en} can take over.`,
              `Esta receita não tem uma etapa de cozimento que a ${pt} possa substituir.`,
            ),
          };
        }
        d.methodSwap = { from, to: op.to };
        const e = main ? kb.lex.get(main.key) : undefined;
        const oldHi = Math.max(0, ...from.map((a) => e?.cook?.[a]?.[1] ?? 0));
        const newHi =
          e?.cook?.[op.to]?.[1] ?? { airfry: 15, roast: 25, grill: 10, slow: 360, pressure: 10 }[op.to as 'airfry']!;
        // A bake keeps its time in the air fryer (lower heat, smaller batches).
        if (main) d.cookTime = Math.max(5, Math.round(d.cookTime - Math.min(oldHi, d.cookTime * 0.8) + newHi));
        const [en, pt] = METHOD_NAME[op.to]!;
        d.tags.en.push(en);
        d.tags['pt-BR'].push(pt);
        done.push(t(lang, `cooked in the ${en}`, `feita na ${pt}`));
        break;
      }
      case 'less': {
        const targets = d.ings.filter((i) =>
          op.what === 'salt'
            ? ['salt', 'soy-sauce', 'fish-sauce'].includes(i.key)
            : i.role === 'sweet' || kb.lex.get(i.key)?.cats.includes('sugar'),
        );
        const f = op.what === 'salt' ? 0.5 : 0.7;
        for (const i of targets) {
          if (i.qty) i.qty = { ...i.qty, n: i.qty.n * f };
          else if (i.amountText)
            i.amountText = {
              en: scaleAmountTextWhole(i.amountText.en, f, 'en', undefined),
              'pt-BR': scaleAmountTextWhole(i.amountText['pt-BR'], f, 'pt-BR', undefined),
            };
        }
        d.tips.en.unshift(
          op.what === 'salt'
            ? 'Season at the end and taste first: lemon juice and fresh herbs make up for the salt left out.'
            : 'Ripe fruit and a pinch of cinnamon or vanilla make up for the sugar left out.',
        );
        d.tips['pt-BR'].unshift(
          op.what === 'salt'
            ? 'Tempere no fim e prove antes: suco de limão e ervas frescas compensam o sal a menos.'
            : 'Frutas maduras e uma pitada de canela ou baunilha compensam o açúcar a menos.',
        );
        done.push(op.what === 'salt' ? t(lang, 'less salt', 'menos sal') : t(lang, 'less sugar', 'menos açúcar'));
        break;
      }
      case 'kid':
      case 'milder': {
        const hot = d.ings.filter((i) => kb.lex.get(i.key)?.cats.includes('chili'));
        for (const i of hot) {
          if (['spice', 'garnish'].includes(i.role) || i.optional) d.ings = d.ings.filter((o) => o !== i);
          else if (i.qty) i.qty = { ...i.qty, n: i.qty.n / 2 };
          else if (i.amountText) {
            // Written by hand ("1 pimenta-dedo-de-moça"): half, and a single one leaves the pot.
            const e = kb.lex.get(i.key);
            const half = {
              en: scaleAmountTextWhole(i.amountText.en, 0.5, 'en', e),
              'pt-BR': scaleAmountTextWhole(i.amountText['pt-BR'], 0.5, 'pt-BR', e),
            };
            if (half.en === i.amountText.en && /^\s*1\s*$/.test(half.en)) d.ings = d.ings.filter((o) => o !== i);
            else i.amountText = half;
          }
        }
        if (op.kind === 'kid') {
          const ch = enforce(kb, d, { avoidCats: ['alcohol'], avoidKeys: [] });
          if (ch)
            for (const c of ch)
              done.push(
                c.to
                  ? `${nameOf(c.from)} → ${nameOf(c.to)}`
                  : t(lang, `without ${nameOf(c.from)}`, `sem ${nameOf(c.from)}`),
              );
          d.tags.en.push('kid-friendly');
          d.tags['pt-BR'].push('para crianças');
        }
        done.push(
          hot.length
            ? t(lang, 'milder: less chilli', 'mais suave: menos pimenta')
            : t(lang, 'already mild', 'já era suave'),
        );
        break;
      }
      case 'spicy': {
        const hot = d.ings.filter((i) => kb.lex.get(i.key)?.cats.includes('chili'));
        if (hot.length) for (const i of hot) i.qty = i.qty ? { ...i.qty, n: i.qty.n * 2 } : i.qty;
        else
          addIngredient(kb, d, d.family === 'stir-fry' || d.cuisine === 'thai' ? 'fresh-chili' : 'chili-flakes', lang);
        d.tags.en.push('spicy');
        d.tags['pt-BR'].push('picante');
        done.push(t(lang, 'spicier', 'mais picante'));
        break;
      }
      case 'healthy': {
        const swaps: [string, string][] = [
          ['heavy-cream', 'greek-yogurt'],
          ['sour-cream', 'greek-yogurt'],
          ['butter', 'olive-oil'],
          ['rice', 'brown-rice'],
          ['vegetable-oil', 'olive-oil'],
          ['bacon', 'smoked-tofu'],
        ];
        let n = 0;
        for (const [a, b] of swaps) {
          const i = d.ings.find((x) => x.key === a);
          if (i && !d.ings.some((x) => x.key === b)) {
            swapIng(kb, d, i, b);
            done.push(`${nameOf(a)} → ${nameOf(b)}`);
            n++;
          }
        }
        if (d.steps.some((s) => ('do' in s ? s.do === 'fry' : s.act === 'fry'))) {
          const r = applyOps(kb, d, [{ kind: 'method', to: 'airfry' }], lang);
          if (r.ok) {
            done.push(...r.done);
            n++;
          }
        }
        const salt = d.ings.find((i) => i.key === 'salt');
        if (salt) {
          applyOps(kb, d, [{ kind: 'less', what: 'salt' }], lang);
          done.push(t(lang, 'less salt', 'menos sal'));
          n++;
        }
        if (n === 0) {
          // Nothing to cut: more vegetables, or less sugar in a sweet dish.
          const sweet = ['dessert', 'drink', 'breakfast'].includes(d.course) || d.ings.some((i) => i.role === 'sweet');
          const more = d.ings.some((i) => i.key === 'spinach') ? 'broccoli' : 'spinach';
          const r = applyOps(kb, d, [sweet ? { kind: 'less', what: 'sugar' } : { kind: 'add', key: more }], lang);
          done.push(...r.done);
        }
        d.tags.en.push('healthy');
        d.tags['pt-BR'].push('saudável');
        break;
      }
      case 'quick': {
        const long = d.cookTime > 30;
        const simmer = d.steps.some((s) => ('do' in s ? s.do === 'simmer' : s.act === 'simmer'));
        const roast = d.steps.some((s) =>
          'do' in s ? ['roast', 'bake'].includes(s.do) : s.act === 'roast' || s.act === 'bake',
        );
        const to: TAction | null = long && simmer ? 'pressure' : long && roast ? 'airfry' : null;
        const r = to ? applyOps(kb, d, [{ kind: 'method', to }], lang) : { ok: false, done: [] };
        if (!r.ok) {
          // No long cooking to shorten: shortcuts that cut the preparation.
          if (d.prepTime < 10)
            return {
              ok: false,
              done,
              reason: t(
                lang,
                `This recipe is already quick (${d.prepTime + d.cookTime} minutes) and has no long cooking or preparation to shorten.`,
                `Esta receita já é rápida (${d.prepTime + d.cookTime} minutos) e não tem cozimento ou preparo longo para encurtar.`,
              ),
            };
          d.prepTime = Math.round(d.prepTime * 0.6);
          d.tips.en.unshift('To save time, buy the vegetables already cut and use canned beans or pre-cooked grains.');
          d.tips['pt-BR'].unshift(
            'Para ganhar tempo, compre os legumes já cortados e use feijão em lata ou grãos pré-cozidos.',
          );
          done.push(t(lang, 'shortcuts that cut the preparation time', 'atalhos que reduzem o tempo de preparo'));
        }
        done.push(...r.done);
        d.tags.en.push('quick');
        d.tags['pt-BR'].push('rápida');
        break;
      }
    }
  }
  return { ok: true, done };
}

const ABILITIES = {
  en: 'I can: make it vegetarian, vegan, dairy-, gluten- or nut-free or without pork; swap, add or remove an ingredient ("swap chicken for tofu"); cook it in the oven, air fryer, slow cooker, pressure cooker or on the grill; scale it ("for 6 people", "double"); make it spicier, milder, kid-friendly, healthier or quicker; use less salt or sugar.',
  'pt-BR':
    'Posso: deixar vegetariana, vegana, sem lactose, sem glúten, sem castanhas ou sem porco; trocar, acrescentar ou tirar um ingrediente ("troque o frango por tofu"); fazer no forno, na fritadeira sem óleo, na panela de cozimento lento, na panela de pressão ou na grelha; ajustar as porções ("para 6 pessoas", "dobrar"); deixar mais picante, mais suave, para crianças, mais saudável ou mais rápida; usar menos sal ou açúcar.',
};

/** POST /modify on the structure: the request as operations, the recipe rendered again. */
export function modifyOnStructure(
  kb: Knowledge,
  req: TModifyRequest,
): { success: boolean; updated_recipe: TRecipeDraft; summary: string; reasoning: string } {
  const lang = recipeLanguage(req.currentRecipe, req.language);
  const ui = req.language;
  const dish = liftRecipe(kb, req.currentRecipe, lang);
  // Rendered before any change: what a refused request hands back.
  const original = renderDish(kb, dish, lang);
  let ops: Op[];
  if (req.action) {
    ops =
      req.action === 'vegetarian'
        ? [{ kind: 'avoid', cats: DIET_CATS.vegetarian, diet: 'vegetarian', label: 'vegetarian' }]
        : req.action === 'double'
          ? [{ kind: 'factor', factor: 2 }]
          : [{ kind: req.action }];
  } else {
    const parsed = parseRequest(kb, req.customPrompt ?? '');
    if ('unknown' in parsed) {
      return {
        success: false,
        updated_recipe: original,
        summary: t(ui, 'I could not carry out this request.', 'Não consegui fazer esse pedido.'),
        reasoning: `${t(ui, `I did not understand "${parsed.unknown}".`, `Não entendi "${parsed.unknown}".`)} ${ABILITIES[ui]}`,
      };
    }
    ops = parsed.ops;
  }
  const out = applyOps(kb, dish, ops, lang);
  if (!out.ok)
    return {
      success: false,
      updated_recipe: original,
      summary: t(ui, 'I could not carry out this request.', 'Não consegui fazer esse pedido.'),
      reasoning: `${out.reason ?? ''} ${ABILITIES[ui]}`.trim(),
    };
  const updated = renderDish(kb, dish, lang);
  return {
    success: true,
    updated_recipe: updated,
    summary: `${t(ui, 'Changes', 'Alterações')}: ${out.done.join('; ')}.`,
    reasoning: t(
      ui,
      'The recipe was rebuilt from its ingredients, so every step names what is now in it, with its own cooking times.',
      'A receita foi refeita a partir dos ingredientes, então cada etapa cita o que há nela agora, com os tempos de cozimento de cada um.',
    ),
  };
}

/** Steps with one ingredient replaced by another, re-rendered (substitution with "adjust instructions"). */
export function adjustOnStructure(
  kb: Knowledge,
  req: {
    currentInstructions: string[];
    oldIngredient: string;
    newIngredient: string;
    newAmount: string;
    language: TLanguage;
  },
): string[] {
  const lang = req.language;
  const oldKey = keyIn(kb, req.oldIngredient);
  // Other ingredients whose names contain the old one ("peanut butter" for "butter") are masked.
  const masks: string[] = [];
  const masked = req.currentInstructions.map((s) =>
    kb.ingredientMatcher
      .findAll(s)
      .filter((m) => !m.values.includes(oldKey ?? '') && fold(m.text).includes(fold(lineHeadOf(req.oldIngredient))))
      .reverse()
      .reduce((acc, m) => {
        masks.push(acc.slice(m.start, m.end));
        return `${acc.slice(0, m.start)}\uE001${masks.length - 1}\uE001${acc.slice(m.end)}`;
      }, s),
  );
  const dish = liftRecipe(
    kb,
    {
      title: '',
      description: '',
      prepTime: 0,
      cookTime: 0,
      servings: 1,
      difficulty: 'Medium',
      ingredients: [{ name: req.oldIngredient, amount: '' }],
      instructions: masked,
      tags: [],
      tips: [],
    },
    lang,
  );
  const ing = dish.ings[0];
  if (!ing) return req.currentInstructions;
  const to = keyIn(kb, req.newIngredient);
  if (to && kb.lex.has(ing.key)) swapIng(kb, dish, ing, to);
  else {
    ing.key = to ?? `text:${req.newIngredient}`;
    ing.origKey = `was:${ing.origKey}`;
  }
  ing.label =
    req.newIngredient.trim().toLowerCase() === req.newIngredient.trim() || !/^[A-Z][a-z]/.test(req.newIngredient.trim())
      ? req.newIngredient.trim()
      : req.newIngredient.trim().toLowerCase();
  const r = new Renderer(kb, dish, lang);
  return masked.map((orig, n) => {
    const step = dish.steps[n];
    let out = step ? (renderStep(r, step) ?? orig) : orig;
    out = out.replace(/\uE001(\d+)\uE001/g, (_m, k: string) => masks[Number(k)] ?? '');
    if (req.newAmount.trim()) {
      const re = new RegExp(
        `\\d+(?:[.,/]\\d+)?(?:\\s+\\d+/\\d+)?\\s*(?:tbsp|tsp|cups?|g|kg|ml|l|oz|lb|colher(?:es)? \\((?:sopa|chá)\\)|xícaras? \\(chá\\))?\\s+(of\\s+|de\\s+)?(?=${ing.label!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`,
        'i',
      );
      out = out.replace(re, (_m, of: string | undefined) => `${req.newAmount.trim()} ${of ?? ''}`);
    }
    return out ? out[0]!.toUpperCase() + out.slice(1) : out;
  });
}

function lineHeadOf(s: string): string {
  return s
    .replace(/\(.*?\)/g, '')
    .split(/[,;]/)[0]!
    .trim();
}
