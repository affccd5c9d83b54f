// The facts a recipe header gives on labelled lines: servings and yield, prep, cook and total times.
import { parseDurationMinutes, parseServings } from '../values.ts';
import { fold } from './headings.ts';

export const SERVINGS_LINE =
  /^(?:serves|servings?|yields?|makes|portions?|rende|rendimento|porcoes|porcao|serve)\b|\b\d+\s*(?:servings?|portions?|porcoes|porcao|pessoas|people)\b/;

// Labels of the facts a recipe header gives, on folded text (lower case, no accents). Several can
// share a line ("Prep: 15 minutes  Bake: 60 minutes | Serves 4"); each starts its own segment.
// Longer spellings first: "tempo de forno" is a cook time before "tempo" is a total.
export const PREP_LABEL =
  'prep(?:aration)?(?: time)?|hands[- ]on(?: time)?|active(?: time)?|tempo de (?:preparo|preparacao)|tempo ativo|preparo|preparacao';
export const COOK_LABEL =
  'cook(?:ing)?(?: time)?|bak(?:e|ing)(?: time)?|roast(?:ing)?(?: time)?|simmer(?:ing)?(?: time)?|fry(?:ing)?(?: time)?|' +
  'grill(?:ing)?(?: time)?|oven(?: time)?|tempo de (?:cozimento|forno|coccao|cozedura|fogo)|tempo no forno|no forno|cozimento|' +
  'coccao|forno|asse|assar|cozinhe|cozinhar|frite|fritar|grelhe|grelhar|ferva|ferver';
export const TOTAL_LABEL = 'total(?: time)?|ready in|tempo total|pronto em|fica pronto em|tempo';
export const SERVINGS_LABEL = 'serves|servings?|yields?|makes|portions?|rende|rendimento|porcoes|porcao|serve';
// A label counts only before a colon or dash, or straight before a number: "Bake: 1 h", "Cook 20
// min", never "bake for 20 minutes" (a step).
export const META_LABEL = new RegExp(
  `(?:^|(?<=[\\s,;/]))(?:(?<prep>${PREP_LABEL})|(?<cook>${COOK_LABEL})|(?<total>${TOTAL_LABEL})|(?<servings>${SERVINGS_LABEL}))` +
    `\\s*(?:[:\\-–]\\s*|(?=\\d|[½¼¾⅓⅔]))`,
  'g',
);

// Words that count portions of a yield: "Makes 1 loaf (10 slices)" serves 10.
export const PORTION =
  /(\d+)\s*(?:(?:-|–|a|to|ou|or)\s*\d+\s*)?(?:servings?|portions?|people|persons?|slices?|pieces?|porcoes|porcao|pessoas|fatias?|pedacos?|unidades?|cookies?|biscoitos?|muffins?|cupcakes?|bolinhos?|pasteis|paes|rolls?|buns?|bars?|squares?|quadrados?|brigadeiros?|docinhos?|pancakes?|panquecas?|tacos?|burgers?|hamburgueres?)\b/;

/** Servings from a yield line: the number of portions when it names them, else its first number. */
export function servingsFromYield(line: string): number | null {
  const f = fold(line);
  if (/^(?:serves|serve|servings?|porcoes|porcao|portions?)\b/.test(f)) return parseServings(f);
  const portions = PORTION.exec(f);
  if (portions) return Number(portions[1]);
  const dozens = /(\d+)\s*(?:dozen|duzias?)\b/.exec(f);
  if (dozens) return Number(dozens[1]) * 12;
  return parseServings(line);
}

export interface TimeFacts {
  prep: number | null;
  cook: number | null;
  total: number | null;
}

export const DURATION_TOKEN =
  /^(?:[\d½¼¾⅓⅔.,:\-–]+(?:h|hrs?|hours?|horas?|mins?|minutes?|minutos?|m|s|secs?|seconds?|segundos?|dias?|days?)?\.?|h|hrs?|hours?|horas?|mins?\.?|minutes?|minutos?|secs?|seconds?|segundos?|dias?|days?|e|and|to|a|ou|or|-|–|\(|\))$/;

export type MetaFacts = { servings: number | null; yieldText: string | null; times: TimeFacts };

/**
 * A header line of labelled facts ("Prep: 15 minutes  Bake: 60 minutes", "Rende 12 porções")
 * sets each fact and is consumed. Every segment must read, or the line is something else.
 */
export function readLabelledLine(line: string, facts: MetaFacts): boolean {
  const f = fold(line);
  const labels = [...f.matchAll(META_LABEL)];
  if (labels.length === 0 || labels[0].index !== 0) return false;
  const found: { key: keyof TimeFacts | 'servings'; value: number; text: string }[] = [];
  for (const [i, m] of labels.entries()) {
    const rest = f.slice(m.index + m[0].length, labels[i + 1]?.index ?? f.length).replace(/[\s|,;/•·.]+$/, '');
    const key = m.groups!.prep ? 'prep' : m.groups!.cook ? 'cook' : m.groups!.total ? 'total' : 'servings';
    if (key === 'servings') {
      const text = line.slice(m.index, labels[i + 1]?.index ?? line.length).replace(/[\s|,;/•·.]+$/, '');
      const value = servingsFromYield(text);
      if (value === null) return false;
      found.push({ key, value, text });
    } else {
      // Only a duration may follow: "15 minutes", "1 h 30", not "60 minutes, then cool"; a closing
      // "plus cooling" / "mais o descanso" adds nothing to count.
      const duration = rest.replace(/[\s,]*(?:\bplus|\bmais|\+)\s[^\d]*$/, '');
      const tokens = duration.split(/\s+/);
      if (tokens.length > 6 || !tokens.every((t) => DURATION_TOKEN.test(t))) return false;
      const value = parseDurationMinutes(duration);
      if (value === null) return false;
      found.push({ key, value, text: duration });
    }
  }
  for (const fact of found) {
    if (fact.key === 'servings') {
      if (facts.servings === null) {
        facts.servings = fact.value;
        facts.yieldText = fact.text;
      }
    } else if (facts.times[fact.key] === null) facts.times[fact.key] = fact.value;
  }
  return true;
}

/** A servings or time line sets its fact and is consumed. */
export function readMetaLine(line: string, facts: MetaFacts): boolean {
  if (line.length >= 80) return false;
  if (readLabelledLine(line, facts)) return true;
  const f = fold(line);
  if (SERVINGS_LINE.test(f) && /\d/.test(f)) {
    if (facts.servings === null) {
      facts.servings = servingsFromYield(line);
      facts.yieldText = line;
    }
    return true;
  }
  return false;
}
