// Yield and times read from short labelled texts anywhere on the page ("Serves 4", "Prep time: 10 mins").
import type { AnyNode, Element } from 'domhandler';
import { parseDurationMinutes } from '../values.ts';
import type { PageDom } from './dom.ts';

/** Text of a small element with the alt text of its icons ("[time] 30mins"); null when large. */
export function shortLabelledText(el: Element, max: number): string | null {
  let text = '';
  let nodes = 0;
  const visit = (n: AnyNode): boolean => {
    if (++nodes > 60) return false;
    if (n.type === 'text') text += (n as unknown as { data: string }).data;
    else if (n.type === 'tag') {
      const e = n as Element;
      if (['script', 'style', 'noscript', 'svg', 'button', 'select'].includes(e.name)) return true;
      if (e.name === 'img' && e.attribs?.alt) text += ` ${e.attribs.alt} `;
      text += ' ';
      for (const c of e.children ?? []) if (!visit(c)) return false;
      text += ' ';
    }
    return text.length <= max * 2;
  };
  if (!visit(el)) return null;
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 0 && t.length <= max ? t : null;
}

export const SMALL_TAGS = new Set([
  'li',
  'p',
  'span',
  'div',
  'dt',
  'dd',
  'td',
  'th',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'small',
  'time',
  'label',
]);

export const YIELD_PATTERNS = [
  /\b(?:serves|servings?|yields?|makes|portions?|porções|porcoes|porção|rende|rendimento|personnes?|portionen|personen|porcje|porcie|porsjoner|portioner|pers\.|pessoas|raciones|porciones)\s*[:\-–]?\s*(?:about|approx\.?|cerca de|ca\.?)?\s*\d/i,
  /\d+(?:\s*[-–]\s*\d+)?\s*(?:\([^)]{0,20}\)\s*)?(?:servings?|portions?|porções|porcoes|pessoas|people|persons|personnes|portionen|personen|porcje|porcie|porsjoner|portioner|raciones|porciones)\b/i,
];
export const NOT_YIELD = /calor|kcal|nutrition|per serving|serving size|por porção|pro portion|par portion/i;

/** A yield line anywhere on the page: "Serves 4", "Ingredients for 5 servings", "Rende 6 porções". */
export function findYield(dom: PageDom): string | null {
  const texts: string[] = [];
  for (const el of dom.all) {
    if (!SMALL_TAGS.has(el.name)) continue;
    const t = shortLabelledText(el, 60);
    if (t !== null && !NOT_YIELD.test(t)) texts.push(t);
  }
  // A label ("Servings: 6", "Rende 12") anywhere beats a count in passing ("feeds 8 people").
  for (const p of YIELD_PATTERNS) {
    for (const t of texts) {
      const m = p.exec(t);
      // From the keyword on: "Total Time: 30 mins Servings: 6" yields 6, not 30.
      if (m) return t.slice(m.index).trim();
    }
  }
  return null;
}

// Labels at the start of a short text; an icon's alt text counts ("[time] 30 mins").
export const TIME_LABELS: { key: 'prep' | 'cook' | 'total'; re: RegExp }[] = [
  {
    key: 'prep',
    re: /^(?:prep(?:aration)?(?:\s*time)?|active time|hands[- ]on(?: time)?|tempo de preparo|preparo|vorbereitung(?:szeit)?|zubereitungszeit|arbeitszeit|temps de préparation|préparation|forberedelse)\b/i,
  },
  {
    key: 'cook',
    re: /^(?:cook(?:ing)?(?:\s*time)?|bake(?:\s*time)?|baking time|tempo de cozimento|cozimento|tempo de forno|kochzeit|backzeit|garzeit|temps de cuisson|cuisson)\b/i,
  },
  { key: 'total', re: /^(?:total(?:\s*time)?|ready in|tempo total|gesamtzeit|temps total|time|tempo)\b/i },
];
export const ANY_LABEL = /\b(?:prep|cook|bake|total|ready in|preparo|cozimento)\b/i;
// After the label: a duration and nothing else ("1 hr 10 mins", "about 40 minutes").
// ("Cook Time For The Crust: 12 minutes": a short qualifier may sit between label and colon.)
export const DURATION_REST =
  /^(?:[^\d:]{0,30}:)?\s*[:\-–]?\s*(?:about|approx\.?|approximately|ca\.?|cerca de|aprox\.?|~)?\s*[\d½¼¾]/i;

/** Labelled times on the page ("Prep time: 10 mins", an icon with alt="time" next to "30mins"). */
export function findTimes(dom: PageDom): { prep: number | null; cook: number | null; total: number | null } {
  const out: { prep: number | null; cook: number | null; total: number | null } = {
    prep: null,
    cook: null,
    total: null,
  };
  for (const el of dom.all) {
    if (!SMALL_TAGS.has(el.name)) continue;
    const t = shortLabelledText(el, 60);
    if (t === null || !/\d/.test(t)) continue;
    for (const { key, re } of TIME_LABELS) {
      const m = re.exec(t);
      if (!m) continue;
      const rest = t.slice(m[0].length);
      // A wrapper of several labelled times: its children say it better.
      if (!DURATION_REST.test(rest) || ANY_LABEL.test(rest) || rest.trim().split(/\s+/).length > 8) break;
      const minutes = parseDurationMinutes(rest);
      if (minutes !== null && minutes <= 60 * 24 * 3 && out[key] === null) out[key] = minutes;
      break;
    }
    if (out.prep !== null && out.cook !== null && out.total !== null) break;
  }
  return out;
}
