import type { TLanguage } from '../../../../../shared/constants.ts';
import type { Dish } from '../dish.ts';
import type { Knowledge } from '../load.ts';
import type { TAction } from '../schema.ts';
import { capitalize } from './tidy.ts';

/**
 * Hand-written step text rewritten for a changed dish: the appliance that now cooks it instead of
 * the oven, and the pan instead of fat the dish no longer renders.
 */

/** An oven preheated for a dish that now cooks elsewhere heats that appliance instead (or nothing). */
export function preheatFor(text: string, to: TAction, lang: TLanguage): string {
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
export function bakeInAirFryer(text: string, lang: TLanguage): string {
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
export function fatty(kb: Knowledge, dish: Dish): boolean {
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
export function noRenderedFat(text: string, lang: TLanguage): string {
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
