import { emptyCandidate, type RecipeCandidate } from './candidate.ts';
import { inlineText, isHidden } from './dom-text.ts';
import type { PageDom } from './dom.ts';
import {
  attrText,
  bestByClass,
  INGREDIENT_CLASS,
  ingredientScore,
  INSTRUCTION_CLASS,
  instructionScore,
} from './heuristic-lists.ts';
import { byHeadings } from './heuristic-sections.ts';
import type { PageMeta } from './page-meta.ts';

export { findTimes, findYield } from './heuristic-labels.ts';
export { findContentImages } from './heuristic-images.ts';

/**
 * A recipe read from markup alone, for pages without schema.org data: recipe-plugin classes
 * (WP Recipe Maker, Tasty, Mediavine Create, Zip, EasyRecipe, Yoast...), generic classes that
 * name ingredients or instructions, and lists that follow an "Ingredients" / "Modo de preparo"
 * heading.
 */

const CARD_TITLE =
  /(?:^|[\s_-])(?:recipe[-_]?(?:card[-_]?)?(?:name|title|heading)|wprm-recipe-name|tasty-recipes-title|mv-create-title|ERSName|zlrecipe-title)(?:[\s_-]|$)/i;
const CARD_SUMMARY =
  /(?:^|[\s_-])(?:recipe[-_]?(?:card[-_]?)?(?:summary|description|intro|excerpt)|wprm-recipe-summary|tasty-recipes-description(?:-body)?|mv-create-description|ERSSummary)(?:[\s_-]|$)/i;

/** The text of the first visible element whose class or id names the recipe card's part. */
function cardText(dom: PageDom, pattern: RegExp, max: number): string {
  for (const el of dom.all) {
    if (el.attribs?.class === undefined && el.attribs?.id === undefined) continue;
    if (
      !pattern.test(attrText(el)) ||
      isHidden(el) ||
      ['script', 'style', 'meta', 'img', 'input', 'a', 'button'].includes(el.name)
    )
      continue;
    const t = inlineText(dom.$(el), isHidden);
    if (t.length >= 2 && t.length <= max) return t;
  }
  return '';
}

export function readHeuristics(dom: PageDom, page: PageMeta): RecipeCandidate {
  const c = emptyCandidate('heuristic');
  // The recipe card's own title names the dish; the page title often adds a pitch ("Easy ...!").
  c.name = cardText(dom, CARD_TITLE, 150) || page.ogTitle || page.h1 || page.title;
  c.description = cardText(dom, CARD_SUMMARY, 2000) || page.description;
  const headed = byHeadings(dom);
  const classIngredients = bestByClass(dom, INGREDIENT_CLASS, ingredientScore);
  c.ingredients =
    ingredientScore(classIngredients) >= ingredientScore(headed.ingredients) ? classIngredients : headed.ingredients;
  // A wrapper holding the ingredients too is not the method.
  const ingredientSet = new Set(c.ingredients);
  const classSteps = bestByClass(dom, INSTRUCTION_CLASS, (lines) =>
    lines.some((l) => ingredientSet.has(l)) ? 0 : instructionScore(lines),
  );
  const steps = classSteps.length > 0 ? classSteps : headed.instructions;
  c.instructions = steps;
  return c;
}
