import type { TLanguage, TUnitSystem } from '../../../../shared/constants.ts';
import { LIMITS } from '../../../../shared/constants.ts';
import type { TRecipeDraft } from '../../../../shared/schemas/recipe.ts';
import { amountFor, temperaturesFor } from '../model.ts';
import { fold } from '../text.ts';
import { formatQty, isPlural, scaleAmountTextWhole, UNIT_GENDER } from './amounts.ts';
import { coverIngredients } from './cover.ts';
import type { Dish, DishIng } from './dish.ts';
import { lineHead } from './lift.ts';
import type { Knowledge } from './load.ts';
import type { TAction, TLexEntry, TStep } from './schema.ts';

type L = TLanguage;
interface Agree {
  g: 'm' | 'f';
  pl: boolean;
}

/** Whether running text names the ingredient in the plural ("the eggs", "os camarões"). */
function textPlural(e: TLexEntry | undefined, i: DishIng): boolean {
  if (!e) return false;
  if (e.plural) return true;
  return e.measure === 'count' && !e.unit && (i.qty ? i.qty.n > 1 : true);
}

const FALLBACK_G: Agree = { g: 'm', pl: false };

export class Renderer {
  readonly kb: Knowledge;
  readonly dish: Dish;
  readonly lang: L;
  /** Titles name one ingredient per slot, in the singular ("Banana cake", "Tofu and broccoli stir-fry"). */
  titleMode = false;
  constructor(kb: Knowledge, dish: Dish, lang: L) {
    this.kb = kb;
    this.dish = dish;
    this.lang = lang;
  }

  entry(i: DishIng): TLexEntry | undefined {
    return this.kb.lex.get(i.key);
  }

  /** The short name used in steps. */
  name(i: DishIng): string {
    if (i.label) return i.label;
    const e = this.entry(i);
    if (!e) return i.line?.[this.lang] ?? i.key;
    const [sg, pl] = e.name[this.lang];
    if (this.titleMode) return sg;
    return textPlural(e, i) ? pl : sg;
  }

  agree(i: DishIng): Agree {
    const e = this.entry(i);
    if (!e) return FALLBACK_G;
    // "farinha de rosca" is singular in Portuguese even where English says "breadcrumbs".
    const [sg, pl] = e.name[this.lang];
    // Titles name the ingredient in the singular, and their participles follow ("Lentilha assada").
    return { g: e.g, pl: !this.titleMode && textPlural(e, i) && sg !== pl };
  }

  /** Ingredients a placeholder names: an id, a template slot or a role. */
  resolve(ref: string): DishIng[] {
    const byId = this.dish.ings.filter((i) => i.id === ref);
    if (byId.length) return byId;
    const bySlot = this.dish.ings.filter((i) => i.slot === ref);
    if (bySlot.length) return bySlot;
    return this.dish.ings.filter((i) => i.role === ref && !i.slot);
  }

  private article(a: Agree, form: string): string {
    const base = a.g === 'm' ? (a.pl ? 'os' : 'o') : a.pl ? 'as' : 'a';
    switch (form) {
      case 'o':
        return base;
      case 'do':
        return `d${base}`;
      case 'no':
        return `n${base}`;
      case 'pelo':
        return `pel${base}`;
      case 'ao':
        return a.g === 'm' ? (a.pl ? 'aos' : 'ao') : a.pl ? 'às' : 'à';
      case 'com':
        return `com ${base}`;
      default:
        return '';
    }
  }

  join(items: string[]): string {
    if (items.length <= 1) return items[0] ?? '';
    const and = this.lang === 'pt-BR' ? ' e ' : ' and ';
    return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
  }

  /** `{ref}`, `{ref|form}`, `{ref|form:original}` → names with articles; '@' agrees with the last one. */
  fill(template: string): string {
    let last: Agree = FALLBACK_G;
    // Only a list the renderer joined itself may need its "and"s turned into commas.
    let multi = false;
    const out = template.replace(
      /\{([a-z0-9-]+)(?:\|([a-z]+))?(?::([^}]*))?\}|([A-Za-zÀ-ú])@/g,
      (
        _m,
        ref: string | undefined,
        form: string | undefined,
        original: string | undefined,
        letter: string | undefined,
      ) => {
        if (letter !== undefined) return letter + (last.g === 'm' ? (last.pl ? 'os' : 'o') : last.pl ? 'as' : 'a');
        let items = this.resolve(ref!);
        if (items.length === 0) return '\uE000';
        if (this.titleMode) items = items.slice(0, 1);
        if (items.length > 1 && original === undefined) multi = true;
        last =
          items.length > 1
            ? { g: items.some((i) => this.agree(i).g === 'm') ? 'm' : 'f', pl: true }
            : this.agree(items[0]!);
        if (original !== undefined && items.length === 1 && items[0]!.key === items[0]!.origKey) return original;
        if (this.lang === 'pt-BR') {
          const names = items.map((i) => {
            const art = form ? this.article(this.agree(i), form) : '';
            return art ? `${art} ${this.name(i)}` : this.name(i);
          });
          // A contraction belongs to the first item only ("do azeite e do alho" reads fine, but
          // "com o alho e o sal" keeps "com" once).
          const mark = original !== undefined ? agreeMark(last) : '';
          if (form === 'com') return `com ${this.join(names.map((n) => n.replace(/^com /, '')))}${mark}`;
          return this.join(names) + mark;
        }
        const list = this.join(items.map((i) => this.name(i)));
        return form === 'the' ? `the ${list}` : list;
      },
    );
    // "a abóbora e a couve-flor e o caldo" → "a abóbora, a couve-flor e o caldo"
    const and = this.lang === 'pt-BR' ? 'e' : 'and';
    const agreed = agreeAfterMarks(out);
    const chained = !multi
      ? agreed
      : agreed.replace(new RegExp(`([^,.;:]+?) ${and} ([^,.;:]+?) ${and} `, 'g'), `$1, $2 ${and} `);
    return tidyText(chained);
  }

  // ------------------------------------------------------------------ techniques
  minutes(what: DishIng[], action: TAction): [number, number] {
    let lo = 0;
    let hi = 0;
    for (const i of what) {
      const r = this.entry(i)?.cook?.[action];
      if (r) {
        lo = Math.max(lo, r[0]);
        hi = Math.max(hi, r[1]);
      }
    }
    return hi > 0 ? [lo, hi] : DEFAULT_TIME[action];
  }

  time([lo, hi]: [number, number]): string {
    const pt = this.lang === 'pt-BR';
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

  private cue(action: TAction, what: DishIng[]): string {
    const pt = this.lang === 'pt-BR';
    const first = what[0]!;
    const e = this.entry(first);
    const role = first.role;
    // Bacon and sausage render their fat; ground beef or a boneless thigh just brown.
    const fat = what.some((i) => this.entry(i)?.fat && this.entry(i)!.cats.includes('pork'));
    const starchy = role === 'starch';
    const protein = role === 'protein' || role === 'egg';
    const legume =
      protein &&
      e !== undefined &&
      !e.cats.some((c) => ['meat', 'fish', 'shellfish', 'soy', 'dairy', 'egg'].includes(c));
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

  private fatRef(): string | null {
    const f = this.dish.ings.find((i) => i.role === 'fat');
    return f ? f.id : null;
  }

  /** A step rendered from the technique table, in the action's own words. */
  technique(step: Extract<TStep, { do: string }>): string | null {
    const what = step.what.flatMap((r) => this.resolve(r));
    if (what.length === 0) return null;
    const pt = this.lang === 'pt-BR';
    const ids = [...new Set(what.map((i) => i.id))];
    const x = (form: string) =>
      this.fill(
        ids
          .map((id) => `{${id}|${form}}`)
          .join(pt ? ' e ' : ' and ')
          .replace(/ and the /g, ' and '),
      );
    const X = pt ? this.listWith(what, 'o') : `the ${this.join(what.map((i) => this.name(i)))}`;
    void x;
    const fatId = this.fatRef();
    const fatTxt = fatId && !ids.includes(fatId) ? this.fill(pt ? `{${fatId}|o}` : `{${fatId}|the}`) : '';
    const withList = (step.with ?? []).flatMap((r) => this.resolve(r));
    const W = withList.length
      ? pt
        ? this.listWith(withList, 'o')
        : `the ${this.join(withList.map((i) => this.name(i)))}`
      : '';
    const action = step.do;
    const swapped =
      this.dish.methodSwap &&
      (this.dish.methodSwap.from as string[]).includes(action) &&
      what.some((i) => i.role === 'protein' || i.role === 'vegetable' || i.role === 'starch')
        ? this.dish.methodSwap.to
        : null;
    const act = (swapped ?? action) as TAction | 'prep' | 'serve' | 'season' | 'mix' | 'add';
    if (act === 'prep') {
      const parts = what
        .filter((i) => this.entry(i)?.prep)
        .map((i) => {
          const e = this.entry(i)!;
          // In a step the participle agrees with the noun as named ("o alho picado").
          const a = this.agree(i);
          const prep = e.prep![this.lang].replace(
            /([A-Za-zÀ-ú])@/g,
            (_m, l: string) => l + (a.g === 'm' ? (a.pl ? 'os' : 'o') : a.pl ? 'as' : 'a'),
          );
          return pt ? `${this.article(this.agree(i), 'o')} ${this.name(i)} ${prep}` : `the ${this.name(i)} ${prep}`;
        });
      if (parts.length === 0) return null;
      return pt ? `Prepare os ingredientes: ${this.join(parts)}.` : `Prepare the ingredients: ${this.join(parts)}.`;
    }
    if (act === 'season') return pt ? `Tempere com ${X} a gosto.` : `Season with ${X.replace(/^the /, '')} to taste.`;
    if (act === 'mix') return pt ? `Misture ${X} numa tigela.` : `Mix ${X} in a bowl.`;
    if (act === 'add') return pt ? `Junte ${X} e misture.` : `Stir in ${X}.`;
    if (act === 'serve') {
      if (W) return pt ? `Sirva com ${W}, finalizando com ${X} por cima.` : `Serve with ${W}, topped with ${X}.`;
      return pt ? `Sirva com ${X} por cima.` : `Serve topped with ${X}.`;
    }
    const t = this.time(this.minutes(what, act));
    const cue = this.cue(act, what);
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

  /** "the firm tofu", "a cebola", "os ovos": the ingredient as a step names it. */
  withArticle(i: DishIng): string {
    return this.lang === 'pt-BR' ? `${this.article(this.agree(i), 'o')} ${this.name(i)}` : `the ${this.name(i)}`;
  }

  private listWith(items: DishIng[], form: string): string {
    return this.join(items.map((i) => `${this.article(this.agree(i), form)} ${this.name(i)}`));
  }

  step(s: TStep): string | null {
    if ('do' in s) return this.technique(s);
    const refs = [...s.text[this.lang].matchAll(/\{([a-z0-9-]+)/g)].map((m) => m[1]!);
    // A step about ingredients that are all gone (removed) is dropped, not left half-empty.
    if (refs.length > 0 && refs.every((r) => this.resolve(r).length === 0)) return null;
    let text = this.fill(s.text[this.lang]);
    for (const i of (s.uses ?? []).flatMap((r) => this.resolve(r)))
      if (i.key !== i.origKey) text = this.afterSwap(text, i, s.act);
    text = this.renameKinds(text, s.uses ?? []);
    const swap = this.dish.methodSwap;
    if (swap) text = preheatFor(text, swap.to, this.lang);
    if (swap && s.act && (swap.from as string[]).includes(s.act)) text = this.methodSentence(s, text);
    return text;
  }

  /**
   * A step that still calls a swapped meat or fish by its kind ("the chicken", "a carne") names the
   * new ingredient instead, with the right article.
   */
  private renameKinds(text: string, uses: string[]): string {
    const meat = ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish'];
    if (
      !this.dish.ings.some((i) => i.key !== i.origKey && this.kb.lex.get(i.origKey)?.cats.some((c) => meat.includes(c)))
    )
      return text;
    // Other ingredients whose names hold a kind word ("a carne seca" when the ribs became
    // mushrooms) are masked first, so only the swapped one is renamed.
    const masks: string[] = [];
    const kept = this.dish.ings
      .filter((i) => i.key === i.origKey)
      .flatMap((i) => [...(this.entry(i)?.name[this.lang] ?? []), lineHead(i.line?.[this.lang] ?? '')])
      .filter((n) => n.includes(' ') || n.includes('-'))
      .sort((a, b) => b.length - a.length);
    let out = text;
    for (const n of kept) {
      const re = new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
      out = out.replace(re, (m) => {
        masks.push(m);
        return `\uE003${masks.length - 1}\uE003`;
      });
    }
    for (const i of this.dish.ings) {
      if (i.key === i.origKey) continue;
      const old = this.kb.lex.get(i.origKey);
      if (!old || !old.cats.some((c) => ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish'].includes(c))) continue;
      if (uses.length > 0 && !uses.some((u) => u === i.id || u === i.slot)) continue;
      for (const w of categoryWords(old.cats, this.lang)) {
        const esc = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (this.lang === 'pt-BR') {
          out = out.replace(
            new RegExp(`\\b(o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela)\\s+${esc}\\b`, 'gi'),
            (_m, art: string) => {
              const form = /^(o|a|os|as)$/i.test(art) ? 'o' : /^d/i.test(art) ? 'do' : /^n/i.test(art) ? 'no' : 'pelo';
              return `${this.article(this.agree(i), form)} ${this.name(i)}`;
            },
          );
          out = out.replace(new RegExp(`\\bde ${esc}\\b`, 'gi'), `de ${this.name(i)}`);
        } else out = out.replace(new RegExp(`\\b${esc}\\b`, 'gi'), this.name(i));
      }
    }
    return out.replace(/\uE003(\d+)\uE003/g, (_m, k: string) => masks[Number(k)] ?? '');
  }

  /**
   * A hand-written step about a swapped ingredient: its cooking time becomes the new ingredient's
   * own, and nothing renders fat that the new ingredient does not have.
   */
  private afterSwap(text: string, i: DishIng, act: TAction | undefined): string {
    const e = this.entry(i);
    const pt = this.lang === 'pt-BR';
    let out = text;
    const range = act ? e?.cook?.[act] : undefined;
    if (range) {
      const re = pt ? /(\d+)(?:\s*(?:a|–|-)\s*(\d+))?\s*minutos?/ : /(\d+)(?:\s*(?:–|-|to)\s*(\d+))?\s*minutes?/;
      out = out.replace(re, this.time(range));
    }
    if (e && !e.fat) {
      out = pt
        ? out
            .replace(/a gordura (derreter|soltar|derretida)( e)? ?/g, '')
            .replace(/soltar (a|sua) gordura/g, 'dourar')
            .replace(/na gordura (que soltou|do [a-z]+)/g, 'na panela')
        : out
            .replace(/(the )?fat has rendered( and)? ?/g, '')
            .replace(/render(s|ed)? (its|the) fat/g, 'browns')
            .replace(/in the (rendered )?fat/g, 'in the pan');
      out = out.replace(/(until|até)\s*([.,;])/g, pt ? 'até dourar$2' : 'until golden$2');
      // Tofu has no skin to prick.
      out = (
        pt
          ? out
              .replace(/,? e fure a pele[^,.;]*/g, '')
              .replace(/\bfure a pele[^,.;]*/g, 'seque bem')
              .replace(/,? com a pele para (?:baixo|cima)/g, '')
          : out
              .replace(/,? and (?:prick|pierce|score) the skin[^,.;]*/g, '')
              .replace(/,? skin[- ]side (?:down|up)/g, '')
      ).replace(/\s+([.,;])/g, '$1');
    }
    return out;
  }

  /** A hand-written step whose cooking the method change replaces: the new method's own sentence. */
  private methodSentence(s: Extract<TStep, { text: unknown }>, text: string): string {
    const all = (s.uses ?? []).flatMap((r) => this.resolve(r));
    // The appliance takes the main ingredient: the protein when there is one (the tomatoes of a
    // stew stay in the pot), else the vegetables or starch of a vegetable dish.
    const mainRoles = this.dish.ings.some((i) => i.role === 'protein') ? ['protein'] : ['vegetable', 'starch'];
    let used = all.filter((i) => mainRoles.includes(i.role));
    // A step that cooks the dish's main ingredient without naming it ("fry the cutlets").
    if (used.length === 0) {
      // Aromatics softened in the pan stay on the stove when another step cooks the main ingredient.
      const from = this.dish.methodSwap!.from as string[];
      const elsewhere = this.dish.steps.some(
        (o) =>
          o !== s &&
          'text' in o &&
          o.act !== undefined &&
          from.includes(o.act) &&
          (o.uses ?? []).some((u) => this.resolve(u).some((i) => mainRoles.includes(i.role))),
      );
      if (elsewhere) return text;
      const main =
        this.dish.ings.find((i) => i.role === 'protein') ??
        this.dish.ings.find((i) => i.role === 'vegetable' || i.role === 'starch');
      if (!main) return this.dish.methodSwap!.to === 'airfry' ? bakeInAirFryer(text, this.lang) : text;
      used = [main];
    }
    const main = this.technique({ do: this.dish.methodSwap!.to, what: [...new Set(used.map((i) => i.id))] });
    if (!main) return text;
    // The step's other ingredients (sauce, liquid, seasoning) still go in; frying fat does not.
    const others = [...new Set(all.filter((i) => !used.includes(i) && i.role !== 'fat').map((i) => i.id))];
    if (others.length === 0) return main;
    const list = this.fill(others.map((id) => (this.lang === 'pt-BR' ? `{${id}|o}` : `{${id}}`)).join(', '));
    return this.lang === 'pt-BR' ? `${main} Junte ${list} e misture.` : `${main} Stir in the ${list}.`;
  }

  // ------------------------------------------------------------------ lines
  amount(i: DishIng): string {
    if (i.qty || !i.amountText) return formatQty(i.qty, this.lang);
    return scaleAmountTextWhole(i.amountText[this.lang], this.dish.factor, this.lang, this.entry(i));
  }

  lineName(i: DishIng, amount: string): string {
    const pt = this.lang === 'pt-BR';
    const hasUnit = pt && /[a-zà-ú]/i.test(amount) && !/^a gosto$/i.test(amount) && !/^\d+$/.test(amount.trim());
    let name: string;
    if (i.line && i.key === i.origKey) {
      name = i.line[this.lang];
      // "2 dentes de alho picados": a participle agrees with the counted unit, not with "alho".
      const unit = pt ? PT_COUNT_UNIT.exec(amount) : null;
      if (unit)
        name = agreeParticiples(name, PT_UNIT_G[fold(unit[2]!).replace(/s$/, '')] ?? 'm', (countIn(unit[1]!) ?? 1) > 1);
      else name = agreeLineNumber(name, amount, this.entry(i), this.lang);
    } else {
      const e = this.entry(i);
      if (!e) name = i.line?.[this.lang] ?? i.key;
      else {
        const unitCount =
          i.qty && i.qty.unit !== '' && !['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'pinch'].includes(i.qty.unit);
        const forms = e.name[this.lang];
        // "grão-de-bico" is the same word in both numbers: it stays singular, and so does its participle.
        const plural =
          (e.plural === true && forms[0] !== forms[1]) ||
          // A bare number counts ("4" pork chops swapped for chicken: "4 peitos de frango").
          (!unitCount &&
            (i.qty ? e.measure === 'count' && i.qty.unit === '' && isPlural(i.qty) : (countIn(amount) ?? 0) > 1));
        name = e.name[this.lang][plural ? 1 : 0];
        if (e.prep && !['seasoning', 'spice'].includes(i.role)) {
          const a: Agree =
            pt && unitCount ? { g: UNIT_GENDER[i.qty!.unit] ?? 'm', pl: isPlural(i.qty) } : { g: e.g, pl: plural };
          const prep = e.prep[this.lang].replace(
            /([A-Za-zÀ-ú])@/g,
            (_m, l: string) => l + (a.g === 'm' ? (a.pl ? 'os' : 'o') : a.pl ? 'as' : 'a'),
          );
          name = pt ? `${name} ${prep}` : `${name}, ${prep}`;
        }
      }
    }
    if (hasUnit && !/^(de|do|da|dos|das)\s/i.test(name)) name = `de ${name}`;
    if (i.optional) name += pt ? ' (opcional)' : ' (optional)';
    return name;
  }
}

/**
 * Units that are pieces of the ingredient itself: a participle agrees with them ("2 cabeças de alho
 * cortadas ao meio"), unlike a can or a bunch ("1 lata de milho escorrido", "1 maço de coentro picado").
 */
const PT_COUNT_UNIT = /^\s*(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s+(dentes?|cabeças?|fatias?|espigas?|postas?)\b/i;
const PT_UNIT_G: Record<string, 'm' | 'f'> = {
  dente: 'm',
  cabeca: 'f',
  fatia: 'f',
  espiga: 'f',
  posta: 'f',
};

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

/** An oven preheated for a dish that now cooks elsewhere heats that appliance instead (or nothing). */
function preheatFor(text: string, to: TAction, lang: L): string {
  const pt = lang === 'pt-BR';
  const oven = pt
    ? /\b(?:pr[eé]-?aque[çc]a|ligue|aque[çc]a) o forno(?: a \d+ ?°C| em temperatura [a-zé]+)?[^.;]*[.;]?\s*/gi
    : /\b(?:pre)?heat the oven(?: to [^.;,]*)?[.;]?\s*/gi;
  if (!oven.test(text)) return text;
  const to2: Partial<Record<TAction, [string, string]>> = {
    airfry: ['Heat the air fryer to 160 °C. ', 'Preaqueça a fritadeira sem óleo a 160 °C. '],
    grill: ['Heat the grill to medium-high. ', 'Aqueça a grelha em fogo médio-alto. '],
  };
  const repl = to2[to]?.[pt ? 1 : 0] ?? '';
  return capitalize(text.replace(oven, repl).trim());
}

/** A baking step without a main ingredient (cookies, a cake) in the air fryer: lower heat, a lined basket. */
function bakeInAirFryer(text: string, lang: L): string {
  return lang === 'pt-BR'
    ? text
        .replace(/\b(?:n?a )?(?:forma|assadeira)\b/gi, 'no cesto da fritadeira sem óleo forrado com papel-manteiga')
        .replace(/\basse\b/gi, 'asse na fritadeira sem óleo a 160 °C')
        .replace(/\bforno\b/gi, 'fritadeira sem óleo')
    : text
        .replace(/\b(?:a )?baking (?:sheet|tray|pan)\b/gi, 'parchment in the air fryer basket')
        .replace(/\bbake\b/gi, 'air-fry at 160 °C')
        .replace(/\boven\b/gi, 'air fryer');
}

/** Whether some ingredient of the dish has fat to render (bacon, sausage, skin-on thighs). */
function fatty(kb: Knowledge, dish: Dish): boolean {
  return dish.ings.some((i) => {
    const e = kb.lex.get(i.key);
    // Cured and fatty pork render fat; chicken only with its skin on.
    return (
      e?.fat && (e.cats.includes('pork') || /\b(skin|pele)\b/i.test(`${i.line?.en ?? ''} ${i.line?.['pt-BR'] ?? ''}`))
    );
  });
}

/**
 * A hand-written step that cooks in fat the dish no longer has (the bacon removed or swapped for
 * tofu): the pan instead of "the fat", golden instead of "rendered".
 */
export function noRenderedFat(text: string, lang: L): string {
  if (lang === 'pt-BR')
    return text
      .replace(/\bna gordura(?: (?:que soltou|que ficou|d[oa]s? [a-zà-ú]+(?: [a-zà-ú]+)?))?(?=[\s,.;]|$)/g, 'na panela')
      .replace(/\b(até|para) soltar (?:a|sua) gordura\b/g, '$1 dourar')
      .replace(/\baté a gordura derreter\b/g, 'até dourar')
      .replace(/\bsoltar (?:a|sua) gordura\b/g, 'dourar')
      .replace(/\bderreta a gordura\b/g, 'aqueça a panela');
  return text
    .replace(/\b(in|into) the (?:rendered )?fat\b/g, '$1 the pan')
    .replace(/\buntil it renders its fat\b/g, 'until golden')
    .replace(/\buntil the fat has rendered\b/g, 'until golden')
    .replace(/\brender(?:s|ed)? (?:its|the) fat\b/g, 'browns')
    .replace(/\bso it renders and\b/g, 'so it')
    .replace(/,? so it renders\b/g, '');
}

/** Cleans what removed ingredients leave behind: doubled spaces, ", ,", "e ," and empty brackets. */
export function tidyText(s: string): string {
  return (
    s
      .replace(/\s+([,.;:])/g, '$1')
      // "frite [the bacon removed] e doure o frango" → "doure o frango": the verb of a removed
      // ingredient goes with it.
      .replace(/(^|[,;.]\s+)[A-Za-zÀ-ú-]+ \uE000 (?:and|e) /g, '$1')
      .replace(/,(\s*,)+/g, ',')
      .replace(/(?:,\s*|\s+(?:and|e|with|com|of|de|do|da|dos|das|the|o|a|os|as)\s+)?\uE000/g, '')
      .replace(/^\s*\uE000?[,;]?\s*/, '')
      .replace(/\uE000/g, '')
      .replace(/,\s*(and|e)\s+(and|e)\s/g, ' $1 ')
      .replace(/\(\s*\)/g, '')
      .replace(/\s{2,}/g, ' ')
      .replace(/ ,/g, ',')
      .trim()
  );
}

/** A name put into a title in the title's own style: "Capixaba Firm Tofu Moqueca", "Frango xadrez". */
function titleCase(name: string, title: string): string {
  const words = title.split(/\s+/).filter((w) => /^[a-zà-ú]{4,}/i.test(w));
  const upper = words.filter((w) => w[0] === w[0]!.toUpperCase()).length;
  return upper > words.length / 2
    ? name.replace(/(^|[\s-])([a-zà-ú])/g, (_m, sp: string, c: string) => sp + c.toUpperCase())
    : capitalize(name);
}

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

function capitalize(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** The recipe as the API returns it, in one language and unit system. */
export function renderDish(kb: Knowledge, dish: Dish, lang: L, unitSystem?: TUnitSystem): TRecipeDraft {
  const r = new Renderer(kb, dish, lang);
  // Brazilian cooks measure in xícaras and colheres in the metric system too: those stay as written.
  const conv = (a: string) =>
    unitSystem && a && !(lang === 'pt-BR' && unitSystem === 'metric' && /x[íi]cara/i.test(a))
      ? amountFor(a, unitSystem, lang)
      : a;
  const temp = (s: string) => (unitSystem ? temperaturesFor(s, unitSystem) : s);
  r.titleMode = true;
  const title = capitalize(retitle(r, dish, dish.title[lang]));
  r.titleMode = false;
  const ingredients = dish.ings.map((i) => {
    let amount = r.amount(i);
    let name = r.lineName(i, amount);
    if (lang === 'pt-BR') [amount, name] = ptMeasureThenDe(amount, name);
    return {
      name: clip(name, LIMITS.ingredientName),
      amount: clip(conv(amount), LIMITS.ingredientAmount),
    };
  });
  const steps = coverIngredients(
    r,
    dish.steps.map((s) => ({ src: s, text: r.step(s) ?? '' })).filter((s) => s.text.trim() !== ''),
  ).map((s) => (fatty(kb, dish) ? s.text : noRenderedFat(s.text, lang)));
  return {
    title: clip(title, LIMITS.title),
    description: clip(temp(capitalize(retitle(r, dish, dish.description[lang]))), LIMITS.description),
    prepTime: Math.max(0, Math.round(dish.prepTime)),
    cookTime: Math.max(0, Math.round(dish.cookTime)),
    servings: Math.max(1, Math.round(dish.servings)),
    difficulty: dish.difficulty,
    ingredients,
    instructions: steps.map((s) => clip(temp(capitalize(s)), LIMITS.instruction)).slice(0, LIMITS.instructions),
    tags: [...new Set(dish.tags[lang].map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, LIMITS.tags),
    tips: dish.tips[lang].map((t) => clip(temp(t), LIMITS.tip)).slice(0, LIMITS.tips),
  };
}

/**
 * Titles and descriptions: placeholders are filled; in hand-written titles the name of a swapped
 * ingredient is replaced by the new one ("Frango xadrez" with tofu → "Tofu xadrez").
 */
function retitle(r: Renderer, dish: Dish, text: string): string {
  let out = r.fill(text);
  for (const i of dish.ings) {
    if (i.key === i.origKey) continue;
    const old = r.kb.lex.get(i.origKey);
    const now = r.entry(i);
    if (!old || !now) continue;
    const names = [...old.name[r.lang], ...(old.words ?? []), ...categoryWords(old.cats, r.lang)]
      .filter((n) => n.length > 2)
      .sort((a, b) => b.length - a.length);
    if (out.toLowerCase().includes(now.name[r.lang][0].toLowerCase())) continue;
    for (const n of names) {
      const re = new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
      if (re.test(out)) {
        // English titles use the noun as a modifier ("Mushroom Soup"); Portuguese names it as it is.
        const repl = now.name[r.lang][now.plural && r.lang === 'pt-BR' ? 1 : 0];
        const mark = r.lang === 'pt-BR' ? agreeMark({ g: now.g, pl: Boolean(now.plural) }) : '';
        out = agreeAfterMarks(
          out.replace(re, (m) => (m[0] === m[0]!.toUpperCase() ? titleCase(repl, out) : repl) + mark),
        );
        break;
      }
    }
  }
  return out;
}

/** Words a title may use for a whole kind of food ("Steak with Chimichurri", "Pastel de carne"). */
function categoryWords(cats: readonly string[], lang: L): string[] {
  const en: Record<string, string[]> = {
    beef: ['beef', 'steak'],
    pork: ['pork', 'ham', 'bacon', 'sausage', 'sausages', 'chorizo'],
    poultry: ['chicken'],
    fish: ['fish'],
    shellfish: ['shrimp', 'prawn', 'prawns', 'seafood'],
    meat: ['meat'],
  };
  const pt: Record<string, string[]> = {
    beef: ['carne', 'bife'],
    pork: ['porco', 'presunto', 'bacon', 'linguiça', 'calabresa'],
    poultry: ['frango', 'galinha'],
    fish: ['peixe'],
    shellfish: ['camarão', 'camarões', 'frutos do mar'],
    meat: ['carne'],
  };
  const table = lang === 'pt-BR' ? pt : en;
  return cats.flatMap((c) => table[c] ?? []);
}

/** Marks where a swapped ingredient's name ends, with its gender and number. */
function agreeMark(a: Agree): string {
  return `\uE002${a.g}${a.pl ? 'p' : 's'}`;
}

/**
 * A participle written for the old ingredient agrees with the new one ("a manteiga derretida" →
 * "o azeite derretido", "Bife grelhado" → "Cogumelos grelhados").
 */
function agreeAfterMarks(text: string): string {
  return text
    .replace(
      /\uE002([mf])([ps])(\s+)([a-zà-ú]+?(?:adinh|idinh|ad|id|íd))(?:o|a|os|as)\b/gi,
      (_m, g: string, n: string, sp: string, stem: string) =>
        `${sp}${stem}${g === 'm' ? (n === 'p' ? 'os' : 'o') : n === 'p' ? 'as' : 'a'}`,
    )
    .replace(/\uE002[mf][ps]/g, '');
}

/** Past participles after the first word ("alho picado e amassado") made to agree in gender and number. */
export function agreeParticiples(text: string, g: 'm' | 'f', pl: boolean): string {
  const end = g === 'm' ? (pl ? 'os' : 'o') : pl ? 'as' : 'a';
  return text.replace(/(\s)([a-zà-ú]+?(?:adinh|idinh|ad|id|íd))(?:o|a|os|as)\b/gi, (m, sp: string, stem: string) =>
    /^(n|l|c|v|pel|md|tamanh)$/i.test(stem.slice(0, -2)) ? m : `${sp}${stem}${end}`,
  );
}

/** Adjectives of hand-written lines that change with number ("ovos grandes" → "ovo grande"). */
const PT_ADJ: [string, string][] = [
  ['grande', 'grandes'],
  ['pequeno', 'pequenos'],
  ['pequena', 'pequenas'],
  ['médio', 'médios'],
  ['média', 'médias'],
  ['maduro', 'maduros'],
  ['madura', 'maduras'],
  ['inteiro', 'inteiros'],
  ['inteira', 'inteiras'],
  ['fresco', 'frescos'],
  ['fresca', 'frescas'],
  ['verde', 'verdes'],
  ['firme', 'firmes'],
];

/**
 * A hand-written line keeps its words when the dish is scaled, but its noun must follow the new
 * count: "1 ovos grandes" → "1 ovo grande", "2 tomato, in wedges" → "2 tomatoes, in wedges".
 */
export function agreeLineNumber(
  name: string,
  amount: string,
  e: { name: Record<TLanguage, string[]>; g?: 'm' | 'f'; measure?: string } | undefined,
  lang: TLanguage,
): string {
  // A bare number counts what the line names, whatever the lexicon measures it in ("2 limes,
  // juiced" for lime juice): the line's noun follows the number.
  const value = countIn(amount);
  if (value === null) return name;
  const [sg, pl] = (e?.name[lang] ?? []) as [string?, string?];
  const plural = value > 1;
  let g: 'm' | 'f' = e?.g ?? 'm';
  const starts = (w: string) =>
    name.toLowerCase().startsWith(w.toLowerCase()) && !/[a-zà-ú]/i.test(name[w.length] ?? '');
  let out: string;
  if (sg && pl && sg !== pl && !plural && starts(pl)) out = sg + name.slice(pl.length);
  else if (sg && pl && sg !== pl && plural && !starts(pl) && starts(sg)) out = pl + name.slice(sg.length);
  else if (sg && pl && sg === pl && starts(sg)) return name;
  else {
    // A line that names the ingredient in its own words ("limões (o suco)", "filé de peixe"):
    // its first word takes the number by the regular rules of the language.
    const first = /^([a-zà-ú]+)(.*)$/i.exec(name);
    // Only a head noun: the word ends the name or comes before a comma, a bracket or "de"/"of"
    // ("corn tortillas" starts with a modifier and stays as it is).
    if (!first || first[1]!.length < 3 || !/^($|\s*[,(]|\s+(de|do|da|of)\b)/i.test(first[2]!)) return name;
    const w = numberWord(first[1]!, plural, lang);
    if (w === first[1]) return name;
    out = w + first[2];
    // The line's own head noun sets the agreement ("espigas de milho cortadas").
    if (/as?$/i.test(w)) g = 'f';
    else if (/(o|os|ão|ões)$/i.test(w)) g = 'm';
  }
  if (lang === 'pt-BR') {
    out = agreeParticiples(out, g, plural);
    for (const [a, b] of PT_ADJ) out = out.replace(new RegExp(`(\\s)${plural ? a : b}\\b`, 'g'), `$1${plural ? b : a}`);
  }
  return out;
}

const PT_ML: [RegExp, number][] = [
  [/^x[íi]caras?(?:\s*\(ch[áa]\))?$/i, 240],
  [/^colher(?:es)?\s*(?:de\s+sopa|\(sopa\))$/i, 15],
  [/^colher(?:es)?\s*(?:de\s+ch[áa]|\(ch[áa]\))$/i, 5],
];

/**
 * In Portuguese the measure is followed by "de": "1 lata (395 g)" + "de leite condensado" reads
 * "1 lata de leite condensado (395 g)", and a sum of spoons and cups becomes one measure in ml
 * ("1 xícara + 2 colheres de sopa de feijão" → "270 ml de feijão").
 */
export function ptMeasureThenDe(amount: string, name: string): [string, string] {
  const paren = /^(.*?\S)\s*\((\d[^)]*)\)\s*$/.exec(amount);
  if (paren && /^(de|do|da|dos|das)\s/i.test(name)) return [paren[1]!, `${name} (${paren[2]})`];
  if (!amount.includes('+')) return [amount, name];
  let ml = 0;
  for (const part of amount.split('+')) {
    const m = /^\s*(\d+(?:\s+\d+\/\d+)?|\d+\/\d+)\s+(.+?)\s*$/.exec(part);
    const per = m && PT_ML.find(([re]) => re.test(m[2]!))?.[1];
    if (!m || !per) return [amount, name];
    const n = m[1]!.split(/\s+/).reduce((a, t) => {
      const [x, y] = t.split('/');
      return a + (y ? Number(x) / Number(y) : Number(x));
    }, 0);
    ml += n * per;
  }
  return [`${Math.round(ml / 5) * 5} ml`, /^(de|do|da|dos|das)\s/i.test(name) ? name : `de ${name}`];
}

/** The number of a bare count ("2", "1 1/2", "3/4"), or null when the amount has a unit or none. */
export function countIn(amount: string): number | null {
  const m = /^\s*(\d+)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s*$/.exec(amount);
  if (!m) return null;
  return m[4] ? Number(m[1]) / Number(m[4]) : Number(m[1]) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
}

/** The singular or plural of a regular noun ("limões" ↔ "limão", "limes" ↔ "lime", "filé" → "filés"). */
export function numberWord(w: string, plural: boolean, lang: TLanguage): string {
  const rules: [RegExp, string][] =
    lang === 'pt-BR'
      ? plural
        ? [
            [/(ões|ães|ais|éis|ns|s)$/i, '$1'],
            [/ão$/i, 'ões'],
            [/al$/i, 'ais'],
            [/m$/i, 'ns'],
            [/([rz])$/i, '$1es'],
            [/([aeiouáéíóúâêô])$/i, '$1s'],
          ]
        : [
            [/ões$/i, 'ão'],
            [/ães$/i, 'ão'],
            [/ais$/i, 'al'],
            [/ns$/i, 'm'],
            [/([rz])es$/i, '$1'],
            [/([aeiouáéíóúâêô])s$/i, '$1'],
          ]
      : plural
        ? [
            [/(s|ss|x|ch|sh)$/i, '$1'],
            [/([^aeiou])y$/i, '$1ies'],
            [/(tomat|potat)o$/i, '$1oes'],
            [/([a-z])$/i, '$1s'],
          ]
        : [
            [/([^aeiou])ies$/i, '$1y'],
            [/(tomat|potat)oes$/i, '$1o'],
            [/(ch|sh|x|ss)es$/i, '$1'],
            [/([^s])s$/i, '$1'],
          ];
  for (const [re, to] of rules) if (re.test(w)) return w.replace(re, to);
  return w;
}
