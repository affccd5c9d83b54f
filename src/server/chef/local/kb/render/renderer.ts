import type { TLanguage } from '../../../../../shared/constants.ts';
import type { Dish, DishIng } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import type { TLexEntry } from '../schema.ts';
import { agreeAfterMarks, agreeMark, type Agree } from './agreement.ts';
import { tidyText } from './tidy.ts';

/**
 * The renderer's core: one dish in one language. It names ingredients, puts articles before them
 * and fills a step's placeholders ("{protein|do}"); the rest of render/ builds on it.
 */

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
  readonly lang: TLanguage;
  /** Titles name one ingredient per slot, in the singular ("Banana cake", "Tofu and broccoli stir-fry"). */
  titleMode = false;
  constructor(kb: Knowledge, dish: Dish, lang: TLanguage) {
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

  article(a: Agree, form: string): string {
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

  /** "the firm tofu", "a cebola", "os ovos": the ingredient as a step names it. */
  withArticle(i: DishIng): string {
    return this.lang === 'pt-BR' ? `${this.article(this.agree(i), 'o')} ${this.name(i)}` : `the ${this.name(i)}`;
  }

  listWith(items: DishIng[], form: string): string {
    return this.join(items.map((i) => `${this.article(this.agree(i), form)} ${this.name(i)}`));
  }
}
