import { LANGUAGES } from '../../../shared/i18n/languages.ts';
import { knowledgeRoom } from '../../knowledge/room.ts';
import { splitIngredientLine } from '../ingredient-line.ts';
import { normalizeSteps, splitBlob, stripStepPrefix } from '../steps.ts';
import type { ImportedIngredient, ImportedRecipe } from '../types.ts';
import { readMetaLine, type TimeFacts } from './header-facts.ts';
import { fold, headingOf, isGroupHeading, type Section, type TextLanguage } from './headings.ts';

export type { TextLanguage } from './headings.ts';
export { servingsFromYield } from './header-facts.ts';

/**
 * Reads a recipe from plain text: OCR output of a photo or text pasted by the user, in English or
 * Brazilian Portuguese. Finds the title, the ingredient and step sections (with or without
 * headings), servings and time lines, and repairs what OCR breaks (stray marks, wrapped lines,
 * hyphenated words, "l cup" for "1 cup"). Returns null when nothing looks like a recipe.
 */

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

function startsWithQuantity(line: string): boolean {
  return /^(?:\d|[½¼¾⅓⅔⅛]|uma?\b|one\b|two\b|meia\b|meio\b|half\b|a pinch\b|pinch\b|pitada\b)/i.test(line);
}

function looksLikeStep(line: string): boolean {
  return line.split(/\s+/).length >= 6 && /[.!]$/.test(line);
}

function joinWrapped(prev: string, next: string): string {
  // "mistu-" + "re bem" -> "misture bem"
  if (/\p{L}-$/u.test(prev) && /^\p{Ll}/u.test(next)) return prev.slice(0, -1) + next;
  return `${prev} ${next}`;
}

/** Kinds of food cooks often write alone on a line, with no quantity ("sal", "water", "salsinha"). */
const UNMEASURED_KINDS: ReadonlySet<string> = new Set(['seasoning', 'spice', 'herb', 'fat', 'liquid']);

/** The text is the name of such a food of the knowledge room, in either language. */
function standsAlone(text: string): boolean {
  const room = knowledgeRoom();
  return LANGUAGES.some((lang) =>
    room
      .foodIndex(lang)
      .get(text)
      .some((key) => UNMEASURED_KINDS.has(room.foods.get(key)!.kind)),
  );
}

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
    !standsAlone(line) &&
    !words.some((w) => standsAlone(w))
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
  const language = lang ?? detectedLang ?? guessLanguage(text);
  return {
    title: title.replace(/[:.]$/, '').trim(),
    description: description.join(' ').trim(),
    ingredients: ingredientLines.map((line) => withoutLinkingWord(splitIngredientLine(line, language))),
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
    language,
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
