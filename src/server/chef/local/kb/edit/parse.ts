import { fold } from '../../text.ts';
import { DIET_MATCHER } from '../../wish.ts';
import type { Knowledge } from '../load.ts';
import type { TAction, TDietCat } from '../schema.ts';
import { servingsIn } from '../understand.ts';
import { DIET_CATS } from '../wish-words.ts';
import { keyIn, type Op } from './op.ts';

type Parsed = { ops: Op[] } | { unknown: string };

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
