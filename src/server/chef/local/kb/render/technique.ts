import type { DishIng } from '../dish.ts';
import type { TAction, TStep } from '../schema.ts';
import type { Renderer } from './renderer.ts';

/**
 * Steps written from the technique table ("brown", "simmer", "roast"…): each action in its own
 * words, with the ingredients' cooking times and the cue that says when it is done.
 */

/** The cooking time of the slowest of these ingredients for an action, from the lexicon. */
export function cookMinutes(ren: Renderer, what: DishIng[], action: TAction): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const i of what) {
    const r = ren.entry(i)?.cook?.[action];
    if (r) {
      lo = Math.max(lo, r[0]);
      hi = Math.max(hi, r[1]);
    }
  }
  return hi > 0 ? [lo, hi] : DEFAULT_TIME[action];
}

/** A time range as a step says it ("5–7 minutes", "2 a 3 horas"). */
export function timeText(ren: Renderer, [lo, hi]: [number, number]): string {
  const pt = ren.lang === 'pt-BR';
  if (hi >= 120) {
    const h = (m: number) =>
      Number.isInteger(m / 60) ? String(m / 60) : (m / 60).toFixed(1).replace('.', pt ? ',' : '.');
    return lo === hi
      ? `${h(hi)} ${pt ? 'horas' : 'hours'}`
      : pt
        ? `${h(lo)} a ${h(hi)} horas`
        : `${h(lo)}–${h(hi)} hours`;
  }
  if (lo === hi) return `${hi} ${pt ? (hi === 1 ? 'minuto' : 'minutos') : hi === 1 ? 'minute' : 'minutes'}`;
  return pt ? `${lo} a ${hi} minutos` : `${lo}–${hi} minutes`;
}

/** When an action is done, for the ingredients it cooks ("golden on all sides", "amaciar"). */
function doneCue(ren: Renderer, action: TAction, what: DishIng[]): string {
  const pt = ren.lang === 'pt-BR';
  const first = what[0]!;
  const e = ren.entry(first);
  const role = first.role;
  // Bacon and sausage render their fat; ground beef or a boneless thigh just brown.
  const fat = what.some((i) => ren.entry(i)?.fat && ren.entry(i)!.cats.includes('pork'));
  const starchy = role === 'starch';
  const protein = role === 'protein' || role === 'egg';
  const legume =
    protein && e !== undefined && !e.cats.some((c) => ['meat', 'fish', 'shellfish', 'soy', 'dairy', 'egg'].includes(c));
  switch (action) {
    case 'brown':
    case 'saute':
      if (fat) return pt ? 'dourar e soltar a gordura' : 'browned and the fat has rendered';
      if (role === 'aromatic') return pt ? 'murchar' : 'softened';
      return protein && !legume
        ? pt
          ? 'dourar por todos os lados'
          : 'golden on all sides'
        : pt
          ? 'dourar levemente'
          : 'lightly golden';
    case 'stirfry':
      return protein && !legume
        ? pt
          ? 'cozinhar por completo'
          : 'cooked through'
        : pt
          ? 'amaciar, ainda crocante'
          : 'tender-crisp';
    case 'simmer':
    case 'pressure':
    case 'slow':
      if (legume) return pt ? 'aquecer bem e pegar o sabor do molho' : 'heated through and full of flavour';
      return protein ? (pt ? 'cozinhar por completo' : 'cooked through') : pt ? 'amaciar' : 'tender';
    case 'roast':
    case 'bake':
    case 'airfry':
      return protein && !legume
        ? pt
          ? 'dourar e cozinhar por completo'
          : 'golden and cooked through'
        : pt
          ? 'dourar e amaciar'
          : starchy || !protein
            ? 'golden and tender'
            : 'golden and crisp';
    case 'grill':
      return protein
        ? pt
          ? 'tostar bem e cozinhar por dentro'
          : 'well marked and cooked through'
        : pt
          ? 'tostar levemente'
          : 'lightly charred';
    case 'fry':
      return pt ? 'dourar e ficar crocante' : 'golden and crisp';
    case 'boil':
    case 'steam':
      return pt ? 'amaciar' : 'tender';
  }
}

function fatRef(ren: Renderer): string | null {
  const f = ren.dish.ings.find((i) => i.role === 'fat');
  return f ? f.id : null;
}

/** A step rendered from the technique table, in the action's own words. */
export function techniqueStep(ren: Renderer, step: Extract<TStep, { do: string }>): string | null {
  const what = step.what.flatMap((r) => ren.resolve(r));
  if (what.length === 0) return null;
  const pt = ren.lang === 'pt-BR';
  const ids = [...new Set(what.map((i) => i.id))];
  const x = (form: string) =>
    ren.fill(
      ids
        .map((id) => `{${id}|${form}}`)
        .join(pt ? ' e ' : ' and ')
        .replace(/ and the /g, ' and '),
    );
  const X = pt ? ren.listWith(what, 'o') : `the ${ren.join(what.map((i) => ren.name(i)))}`;
  void x;
  const fatId = fatRef(ren);
  const fatTxt = fatId && !ids.includes(fatId) ? ren.fill(pt ? `{${fatId}|o}` : `{${fatId}|the}`) : '';
  const withList = (step.with ?? []).flatMap((r) => ren.resolve(r));
  const W = withList.length
    ? pt
      ? ren.listWith(withList, 'o')
      : `the ${ren.join(withList.map((i) => ren.name(i)))}`
    : '';
  const action = step.do;
  const swapped =
    ren.dish.methodSwap &&
    (ren.dish.methodSwap.from as string[]).includes(action) &&
    what.some((i) => i.role === 'protein' || i.role === 'vegetable' || i.role === 'starch')
      ? ren.dish.methodSwap.to
      : null;
  const act = (swapped ?? action) as TAction | 'prep' | 'serve' | 'season' | 'mix' | 'add';
  if (act === 'prep') {
    const parts = what
      .filter((i) => ren.entry(i)?.prep)
      .map((i) => {
        const e = ren.entry(i)!;
        // In a step the participle agrees with the noun as named ("o alho picado").
        const a = ren.agree(i);
        const prep = e.prep![ren.lang].replace(
          /([A-Za-zÀ-ú])@/g,
          (_m, l: string) => l + (a.g === 'm' ? (a.pl ? 'os' : 'o') : a.pl ? 'as' : 'a'),
        );
        return pt ? `${ren.article(ren.agree(i), 'o')} ${ren.name(i)} ${prep}` : `the ${ren.name(i)} ${prep}`;
      });
    if (parts.length === 0) return null;
    return pt ? `Prepare os ingredientes: ${ren.join(parts)}.` : `Prepare the ingredients: ${ren.join(parts)}.`;
  }
  if (act === 'season') return pt ? `Tempere com ${X} a gosto.` : `Season with ${X.replace(/^the /, '')} to taste.`;
  if (act === 'mix') return pt ? `Misture ${X} numa tigela.` : `Mix ${X} in a bowl.`;
  if (act === 'add') return pt ? `Junte ${X} e misture.` : `Stir in ${X}.`;
  if (act === 'serve') {
    if (W) return pt ? `Sirva com ${W}, finalizando com ${X} por cima.` : `Serve with ${W}, topped with ${X}.`;
    return pt ? `Sirva com ${X} por cima.` : `Serve topped with ${X}.`;
  }
  const t = timeText(ren, cookMinutes(ren, what, act));
  const cue = doneCue(ren, act, what);
  const starch = what[0]!.role === 'starch';
  const egg = what[0]!.role === 'egg';
  switch (act) {
    case 'brown':
      return pt
        ? `${fatTxt ? `Aqueça ${fatTxt} numa frigideira grande em fogo médio-alto e doure` : 'Numa frigideira grande em fogo médio-alto, doure'} ${X} por ${t}, virando, até ${cue}. Reserve.`
        : `${fatTxt ? `Heat ${fatTxt} in a large skillet over medium-high heat and brown` : 'In a large skillet over medium-high heat, brown'} ${X} for ${t}, turning, until ${cue}. Set aside.`;
    case 'saute':
      return pt
        ? `${fatTxt ? `Aqueça ${fatTxt} numa panela em fogo médio e refogue` : 'Refogue'} ${X} por ${t}, até ${cue}.`
        : `${fatTxt ? `Heat ${fatTxt} in a pan over medium heat and sauté` : 'Sauté'} ${X} for ${t}, until ${cue}.`;
    case 'stirfry':
      return pt
        ? `${fatTxt ? `Aqueça ${fatTxt} na wok em fogo alto e salteie` : 'Salteie'} ${X} por ${t}, mexendo sempre, até ${cue}.`
        : `${fatTxt ? `Heat ${fatTxt} in a wok over high heat and stir-fry` : 'Stir-fry'} ${X} for ${t}, until ${cue}.`;
    case 'simmer':
      if (starch && ABSORB.has(what[0]!.key))
        return pt
          ? `Cozinhe ${X} em água com sal (o dobro do volume), tampado, em fogo baixo por ${t}, até secar a água.`
          : `Cook ${X} in twice its volume of salted water, covered, over low heat for ${t}, until the water is absorbed.`;
      return pt
        ? `Junte ${X} e cozinhe em fogo baixo por ${t}, até ${cue}.`
        : `Add ${X} and simmer for ${t}, until ${cue}.`;
    case 'boil':
      if (egg)
        return pt
          ? `Cozinhe ${X} em água fervente por ${t}; esfrie em água fria e descasque.`
          : `Boil ${X} for ${t}; cool in cold water and peel.`;
      if (starch && ABSORB.has(what[0]!.key))
        return pt
          ? `Cozinhe ${X} em água com sal (o dobro do volume), tampado, em fogo baixo por ${t}, até secar a água.`
          : `Cook ${X} in twice its volume of salted water, covered, over low heat for ${t}, until the water is absorbed.`;
      return pt
        ? `Cozinhe ${X} em bastante água fervente com sal por ${t}, até ${starch ? 'ficar al dente' : cue}; escorra.`
        : `Cook ${X} in plenty of boiling salted water for ${t}, until ${starch ? 'al dente' : cue}; drain.`;
    case 'roast':
      return pt
        ? `Espalhe ${X} numa assadeira${fatTxt ? `, regue com ${fatTxt}` : ''} e asse a 220 °C por ${t}, até ${cue}.`
        : `Spread ${X} on a baking sheet${fatTxt ? `, drizzle with ${fatTxt}` : ''} and roast at 220 °C for ${t}, until ${cue}.`;
    case 'bake':
      return pt ? `Asse ${X} a 200 °C por ${t}, até ${cue}.` : `Bake ${X} at 200 °C for ${t}, until ${cue}.`;
    case 'grill':
      return pt
        ? `Grelhe ${X} em fogo médio-alto (grelha ou chapa) por ${t}, virando na metade, até ${cue}.`
        : `Grill ${X} over medium-high heat for ${t}, turning halfway, until ${cue}.`;
    case 'airfry':
      return pt
        ? `Preaqueça a fritadeira sem óleo a 200 °C e frite ${X} em uma só camada por ${t}, sacudindo o cesto na metade, até ${cue}.`
        : `Heat the air fryer to 200 °C and air-fry ${X} in a single layer for ${t}, shaking the basket halfway, until ${cue}.`;
    case 'fry':
      return pt
        ? `Frite ${X} em óleo quente (180 °C), aos poucos, por ${t}, até ${cue}; escorra em papel-toalha.`
        : `Deep-fry ${X} in hot oil (180 °C) in batches for ${t}, until ${cue}; drain on paper towels.`;
    case 'steam':
      return pt ? `Cozinhe ${X} no vapor por ${t}, até ${cue}.` : `Steam ${X} for ${t}, until ${cue}.`;
    case 'slow':
      return pt
        ? `Coloque ${X} na panela elétrica de cozimento lento com os demais ingredientes e cozinhe no baixo por ${t}, até ${cue}.`
        : `Put ${X} in the slow cooker with the other ingredients and cook on low for ${t}, until ${cue}.`;
    case 'pressure':
      return pt
        ? `Cozinhe ${X} na panela de pressão por ${t} depois que pegar pressão; deixe a pressão sair naturalmente.`
        : `Cook ${X} in the pressure cooker at high pressure for ${t}; let the pressure release naturally.`;
    default:
      return null;
  }
}

const ABSORB = new Set(['rice', 'brown-rice', 'basmati-rice', 'quinoa', 'couscous', 'arborio-rice']);

const DEFAULT_TIME: Record<TAction, [number, number]> = {
  brown: [5, 7],
  stirfry: [3, 4],
  simmer: [10, 15],
  roast: [20, 25],
  grill: [8, 10],
  fry: [4, 5],
  bake: [20, 25],
  airfry: [12, 15],
  boil: [8, 10],
  steam: [6, 8],
  slow: [240, 360],
  pressure: [8, 10],
  saute: [4, 5],
};
