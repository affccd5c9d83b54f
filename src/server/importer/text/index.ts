import { splitIngredientLine } from '../ingredient-line.ts';
import { normalizeSteps, splitBlob, stripStepPrefix } from '../steps.ts';
import type { ImportedIngredient, ImportedRecipe } from '../types.ts';
import { parseDurationMinutes, parseServings } from '../values.ts';

/**
 * Reads a recipe from plain text: OCR output of a photo or text pasted by the user, in English or
 * Brazilian Portuguese. Finds the title, the ingredient and step sections (with or without
 * headings), servings and time lines, and repairs what OCR breaks (stray marks, wrapped lines,
 * hyphenated words, "l cup" for "1 cup"). Returns null when nothing looks like a recipe.
 */
export type TextLanguage = 'en' | 'pt-BR';

type Section = 'none' | 'ingredients' | 'steps' | 'notes' | 'other';

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const HEADINGS: { section: Section; lang: TextLanguage | null; re: RegExp }[] = [
  {
    section: 'ingredients',
    lang: 'pt-BR',
    re: /^(?:ingredientes?|lista de ingredientes|voce vai precisar|vai precisar de)$/,
  },
  {
    section: 'ingredients',
    lang: 'en',
    re: /^(?:ingredients?|ingredient list|you(?:'ll| will) need|what you(?:'ll)? need|shopping list)$/,
  },
  {
    section: 'steps',
    lang: 'pt-BR',
    re: /^(?:modo de (?:preparo|fazer|preparacao)|preparo|preparacao|como fazer|passo a passo|instrucoes|modo de preparar)$/,
  },
  {
    section: 'steps',
    lang: 'en',
    re: /^(?:method|directions?|instructions?|preparation|steps|how to make(?: it)?|to make|procedure)$/,
  },
  {
    section: 'notes',
    lang: 'pt-BR',
    re: /^(?:dicas?|observac(?:ao|oes)|obs|notas?|sugestao(?: de servir)?|rendimento e dicas)$/,
  },
  {
    section: 'notes',
    lang: 'en',
    re: /^(?:notes?|tips?|cook'?s notes?|chef'?s tips?|variations?|serving suggestions?)$/,
  },
  {
    section: 'other',
    lang: null,
    re: /^(?:nutrition(?: facts| information)?|informacao nutricional|tabela nutricional|comments?|comentarios|reviews?|avaliacoes)$/,
  },
];

const SERVINGS_LINE =
  /^(?:serves|servings?|yields?|makes|portions?|rende|rendimento|porcoes|porcao|serve)\b|\b\d+\s*(?:servings?|portions?|porcoes|porcao|pessoas|people)\b/;

// Labels of the facts a recipe header gives, on folded text (lower case, no accents). Several can
// share a line ("Prep: 15 minutes  Bake: 60 minutes | Serves 4"); each starts its own segment.
// Longer spellings first: "tempo de forno" is a cook time before "tempo" is a total.
const PREP_LABEL =
  'prep(?:aration)?(?: time)?|hands[- ]on(?: time)?|active(?: time)?|tempo de (?:preparo|preparacao)|tempo ativo|preparo|preparacao';
const COOK_LABEL =
  'cook(?:ing)?(?: time)?|bak(?:e|ing)(?: time)?|roast(?:ing)?(?: time)?|simmer(?:ing)?(?: time)?|fry(?:ing)?(?: time)?|' +
  'grill(?:ing)?(?: time)?|oven(?: time)?|tempo de (?:cozimento|forno|coccao|cozedura|fogo)|tempo no forno|no forno|cozimento|' +
  'coccao|forno|asse|assar|cozinhe|cozinhar|frite|fritar|grelhe|grelhar|ferva|ferver';
const TOTAL_LABEL = 'total(?: time)?|ready in|tempo total|pronto em|fica pronto em|tempo';
const SERVINGS_LABEL = 'serves|servings?|yields?|makes|portions?|rende|rendimento|porcoes|porcao|serve';
// A label counts only before a colon or dash, or straight before a number: "Bake: 1 h", "Cook 20
// min", never "bake for 20 minutes" (a step).
const META_LABEL = new RegExp(
  `(?:^|(?<=[\\s,;/]))(?:(?<prep>${PREP_LABEL})|(?<cook>${COOK_LABEL})|(?<total>${TOTAL_LABEL})|(?<servings>${SERVINGS_LABEL}))` +
    `\\s*(?:[:\\-–]\\s*|(?=\\d|[½¼¾⅓⅔]))`,
  'g',
);

// Words that count portions of a yield: "Makes 1 loaf (10 slices)" serves 10.
const PORTION =
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

/** Removes OCR debris and list bullets from one line; '' when nothing useful is left. */
export function cleanOcrLine(raw: string): string {
  let s = raw
    .replace(/[\u200b-\u200f\ufeff\u00ad]/g, '')
    .replace(/[\t\u00a0]+/g, ' ')
    .replace(/[|¦]+/g, ' ')
    .replace(/[_~=]{2,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Bullets and the marks OCR reads bullets as.
  s = s.replace(/^(?:[•·▪◦●○■□❖➢►▶✓✔*»«~>-]|[oe°](?=\s+\d))\s*/u, '');
  // "l cup" / "I xícara": a one read as a letter before a unit.
  s = s.replace(
    /^[lI|](?=\s*(?:\/\d|cups?|xícaras?|xicaras?|colher(?:es)?|tbsp|tsp|kg|g|ml|l|lb|oz|dentes?|pitadas?|latas?|unidades?)\b)/i,
    '1',
  );
  // Zero read as a letter O inside numbers: "1O0 g" -> "100 g".
  s = s.replace(/(?<=\d)[oO](?=\d|\s*(?:g|ml|kg)\b)/g, '0');
  // Lines that are only punctuation or a stray letter.
  if (!/[\p{L}\p{N}]{2,}|\d/u.test(s)) return '';
  return s.replace(/\s+([,.;:!?])/g, '$1').trim();
}

function headingOf(line: string): { section: Section; lang: TextLanguage | null; rest: string } | null {
  const m = /^([^:]{2,40}?)\s*[:：]\s*(.*)$/.exec(line);
  const head = fold(m ? m[1] : line)
    .replace(/^[\s\-–—=*#•]+|[\s\-–—=*#•.]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const h of HEADINGS) {
    if (h.re.test(head)) return { section: h.section, lang: h.lang, rest: m ? m[2].trim() : '' };
  }
  // "Para a massa" / "For the sauce:" open an ingredient group inside the section.
  return null;
}

function isGroupHeading(line: string): boolean {
  const f = fold(line);
  if (/^(?:para (?:o|a|os|as) |for the |para )\S.{0,40}:?$/.test(f)) return true;
  return /:$/.test(line) && !/\d/.test(line) && line.length < 50;
}

function startsWithQuantity(line: string): boolean {
  return /^(?:\d|[½¼¾⅓⅔⅛]|uma?\b|one\b|two\b|meia\b|meio\b|half\b|a pinch\b|pinch\b|pitada\b)/i.test(line);
}

function looksLikeStep(line: string): boolean {
  return line.split(/\s+/).length >= 6 && /[.!]$/.test(line);
}

interface TimeFacts {
  prep: number | null;
  cook: number | null;
  total: number | null;
}

const DURATION_TOKEN =
  /^(?:[\d½¼¾⅓⅔.,:\-–]+(?:h|hrs?|hours?|horas?|mins?|minutes?|minutos?|m|s|secs?|seconds?|segundos?|dias?|days?)?\.?|h|hrs?|hours?|horas?|mins?\.?|minutes?|minutos?|secs?|seconds?|segundos?|dias?|days?|e|and|to|a|ou|or|-|–|\(|\))$/;

type MetaFacts = { servings: number | null; yieldText: string | null; times: TimeFacts };

/**
 * A header line of labelled facts ("Prep: 15 minutes  Bake: 60 minutes", "Rende 12 porções")
 * sets each fact and is consumed. Every segment must read, or the line is something else.
 */
function readLabelledLine(line: string, facts: MetaFacts): boolean {
  const f = fold(line);
  const labels = [...f.matchAll(META_LABEL)];
  if (labels.length === 0 || labels[0].index !== 0) return false;
  const found: { key: keyof TimeFacts | 'servings'; value: number; text: string }[] = [];
  for (const [i, m] of labels.entries()) {
    const rest = f.slice(m.index + m[0].length, labels[i + 1]?.index ?? f.length).replace(/[\s|,;/•·]+$/, '');
    const key = m.groups!.prep ? 'prep' : m.groups!.cook ? 'cook' : m.groups!.total ? 'total' : 'servings';
    if (key === 'servings') {
      const text = line.slice(m.index, labels[i + 1]?.index ?? line.length).replace(/[\s|,;/•·]+$/, '');
      const value = servingsFromYield(text);
      if (value === null) return false;
      found.push({ key, value, text });
    } else {
      // Only a duration may follow: "15 minutes", "1 h 30", not "60 minutes, then cool".
      const tokens = rest.split(/\s+/);
      if (tokens.length > 6 || !tokens.every((t) => DURATION_TOKEN.test(t))) return false;
      const value = parseDurationMinutes(rest);
      if (value === null) return false;
      found.push({ key, value, text: rest });
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
function readMetaLine(line: string, facts: MetaFacts): boolean {
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

function joinWrapped(prev: string, next: string): string {
  // "mistu-" + "re bem" -> "misture bem"
  if (/\p{L}-$/u.test(prev) && /^\p{Ll}/u.test(next)) return prev.slice(0, -1) + next;
  return `${prev} ${next}`;
}

// Ingredients that often stand alone on a line without a quantity.
const STANDALONE = new Set([
  'sal',
  'salt',
  'pimenta',
  'pepper',
  'água',
  'agua',
  'water',
  'óleo',
  'oleo',
  'oil',
  'azeite',
  'gelo',
  'ice',
  'salsinha',
  'cebolinha',
  'orégano',
  'oregano',
]);

/** An ingredient line cut in two by the page width: the second half continues the first. */
function continuesIngredient(prev: string, line: string, indented: boolean): boolean {
  if (startsWithQuantity(line)) return false;
  if (indented) return true;
  if (/^[(\p{Ll}]/u.test(line) && /(?:[,(-]|\b(?:de|da|do|e|ou|and|or|of|with|com|para|for))$/iu.test(prev))
    return true;
  if (/^\(/.test(line) && !/\)$/.test(prev) && prev.includes('(')) return true;
  // One or two lower-case words after a measured line: the end of that line ("chocolate meio / amargo").
  const words = line.split(/\s+/);
  return (
    /^\p{Ll}/u.test(line) &&
    words.length <= 2 &&
    startsWithQuantity(prev) &&
    !words.some((w) => STANDALONE.has(w.toLowerCase()))
  );
}

// Case-sensitive on purpose: "3 Mix" starts a step, "3 minutes per side" continues one.
const STEP_NUMBER =
  /^(?:(?:[Ss]tep|STEP|[Pp]asso|PASSO|[Ee]tapa|ETAPA)\s*\d+\s*[:.)\-–]?|\d{1,2}\s*[.)\-–]|\d{1,2}\s+(?=\p{Lu}))\s*/u;

export function parseRecipeText(text: string, lang?: TextLanguage): ImportedRecipe | null {
  const rawLines = text.split(/\r?\n|\r/);
  const lines = rawLines.map(cleanOcrLine);
  const indentOf = (i: number) => /^[ \t]*/.exec(rawLines[i])![0].replace(/\t/g, '    ').length;
  let lastIngredientIndent = 0;
  const facts = {
    servings: null as number | null,
    yieldText: null as string | null,
    times: { prep: null, cook: null, total: null } as TimeFacts,
  };
  let detectedLang: TextLanguage | null = null;
  let section: Section = 'none';
  let sawHeading = false;
  const preamble: string[] = [];
  const ingredients: string[] = [];
  const steps: string[] = [];
  const notes: string[] = [];
  let stepsNumbered = false;
  let lastWasBlank = true;

  const addStepLine = (line: string, blankBefore: boolean) => {
    const numbered = STEP_NUMBER.test(line);
    if (numbered) stepsNumbered = true;
    const body = numbered ? stripStepPrefix(line.replace(STEP_NUMBER, '')) : line;
    const last = steps.length - 1;
    const continuation =
      last >= 0 &&
      !numbered &&
      (stepsNumbered ? !blankBefore || !/[.!?]$/.test(steps[last]) : !/[.!?:;)]$/.test(steps[last]) && !blankBefore);
    if (continuation) steps[last] = joinWrapped(steps[last], body);
    else if (body) steps.push(body);
  };

  for (let li = 0; li < lines.length; li++) {
    const line = lines[li];
    if (line === '') {
      lastWasBlank = true;
      continue;
    }
    const blankBefore = lastWasBlank;
    lastWasBlank = false;
    // Before headings: "Preparo: 20 minutos" is a time, "Preparo: misture tudo" opens the steps.
    if (readMetaLine(line, facts)) continue;
    const heading = headingOf(line);
    if (heading) {
      section = heading.section;
      sawHeading = true;
      detectedLang ??= heading.lang;
      if (heading.rest) {
        if (section === 'ingredients') ingredients.push(...heading.rest.split(/\s*[;,]\s*(?=\S)/).filter(Boolean));
        else if (section === 'steps') addStepLine(heading.rest, true);
        else if (section === 'notes') notes.push(heading.rest);
      }
      continue;
    }
    switch (section) {
      case 'none':
        preamble.push(line);
        break;
      case 'ingredients': {
        if (isGroupHeading(line)) break;
        const last = ingredients.length - 1;
        const indented = last >= 0 && indentOf(li) > lastIngredientIndent;
        if (last >= 0 && continuesIngredient(ingredients[last], line, indented))
          ingredients[last] = joinWrapped(ingredients[last], line);
        else {
          ingredients.push(line);
          lastIngredientIndent = indentOf(li);
        }
        break;
      }
      case 'steps':
        addStepLine(line, blankBefore);
        break;
      case 'notes':
        notes.push(line);
        break;
      case 'other':
        break;
      default: {
        const never: never = section;
        void never;
      }
    }
  }

  let title = '';
  let description: string[] = [];
  if (sawHeading) {
    const i = preamble.findIndex((l) => /\p{L}{2,}/u.test(l) && l.length <= 120 && !looksLikeStep(l));
    if (i >= 0) {
      title = preamble[i];
      description = preamble.slice(i + 1);
    }
  } else {
    // No headings: lines with quantities are ingredients, sentences are steps.
    const [first, ...rest] = preamble;
    title = first && !startsWithQuantity(first) && !looksLikeStep(first) ? first : '';
    for (const l of title ? rest : preamble) {
      if (startsWithQuantity(l) && l.length < 100 && !looksLikeStep(l)) ingredients.push(l);
      else if (ingredients.length > 0 || looksLikeStep(l) || STEP_NUMBER.test(l)) addStepLine(l, true);
      else description.push(l);
    }
  }

  let instructions = normalizeSteps(steps);
  if (instructions.length === 1) instructions = normalizeSteps(splitBlob(instructions[0]));
  const ingredientLines = ingredients.map((l) => l.trim()).filter((l) => l !== '');
  if (ingredientLines.length === 0 && instructions.length === 0) return null;
  const { prep, cook } = facts.times;
  const total = facts.times.total ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  return {
    title: title.replace(/[:.]$/, '').trim(),
    description: description.join(' ').trim(),
    ingredients: ingredientLines.map(splitIngredientLine).map(withoutLinkingWord),
    ingredientLines,
    instructions,
    prepTime: prep,
    cookTime: cook,
    totalTime: total,
    servings: facts.servings,
    yieldText: facts.yieldText,
    imageUrl: null,
    sourceUrl: null,
    tags: [],
    tips: notes,
    author: null,
    language: lang ?? detectedLang ?? guessLanguage(text),
    source: 'text',
  };
}

/**
 * "2 xícaras de farinha" splits as "2 xícaras" | "de farinha": the "de" (do, da, dos, das) only
 * links the measure to the food, so the name is "farinha". A line without an amount is left whole.
 */
export function withoutLinkingWord(i: ImportedIngredient): ImportedIngredient {
  if (i.amount === '') return i;
  const name = i.name.replace(/^(?:de|do|da|dos|das|d')\s+(?=\p{L})/iu, '');
  return name === '' ? i : { amount: i.amount, name };
}

function guessLanguage(text: string): TextLanguage {
  const f = ` ${fold(text)} `;
  const pt = (f.match(/\s(de|da|do|com|para|xicaras?|colher(?:es)?|ate|ou|em|uma?|sal|acucar|farinha|ovos?)\s/g) ?? [])
    .length;
  const en = (f.match(/\s(the|and|of|with|to|cups?|tablespoons?|teaspoons?|until|in|salt|sugar|flour|eggs?)\s/g) ?? [])
    .length;
  return pt > en ? 'pt-BR' : 'en';
}
