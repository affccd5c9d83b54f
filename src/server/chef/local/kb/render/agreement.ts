import type { TLanguage } from '../../../../../shared/constants.ts';

/**
 * Portuguese agreement and number: participles and adjectives that follow a noun's gender and
 * number ("alho picado" → "cebolas picadas"), the marks a swapped name leaves for them, and the
 * singular or plural of a regular noun in either language.
 */

/** Gender and number of a Portuguese noun, which articles and participles follow. */
export interface Agree {
  g: 'm' | 'f';
  pl: boolean;
}

/** Marks where a swapped ingredient's name ends, with its gender and number. */
export function agreeMark(a: Agree): string {
  return `\uE002${a.g}${a.pl ? 'p' : 's'}`;
}

/**
 * A participle written for the old ingredient agrees with the new one ("a manteiga derretida" →
 * "o azeite derretido", "Bife grelhado" → "Cogumelos grelhados").
 */
export function agreeAfterMarks(text: string): string {
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
