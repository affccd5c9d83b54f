import type { TLanguage } from '../../../../../shared/constants.ts';
import { fold } from '../../text.ts';
import { swapIng } from '../build.ts';
import { liftRecipe } from '../lift.ts';
import type { Knowledge } from '../load.ts';
import { Renderer } from '../render/renderer.ts';
import { renderStep } from '../render/step.ts';
import { keyIn } from './op.ts';

/** Steps with one ingredient replaced by another, re-rendered (substitution with "adjust instructions"). */
export function adjustOnStructure(
  kb: Knowledge,
  req: {
    currentInstructions: string[];
    oldIngredient: string;
    newIngredient: string;
    newAmount: string;
    language: TLanguage;
  },
): string[] {
  const lang = req.language;
  const oldKey = keyIn(kb, req.oldIngredient);
  // Other ingredients whose names contain the old one ("peanut butter" for "butter") are masked.
  const masks: string[] = [];
  const masked = req.currentInstructions.map((s) =>
    kb.ingredientMatcher
      .findAll(s)
      .filter((m) => !m.values.includes(oldKey ?? '') && fold(m.text).includes(fold(lineHeadOf(req.oldIngredient))))
      .reverse()
      .reduce((acc, m) => {
        masks.push(acc.slice(m.start, m.end));
        return `${acc.slice(0, m.start)}\uE001${masks.length - 1}\uE001${acc.slice(m.end)}`;
      }, s),
  );
  const dish = liftRecipe(
    kb,
    {
      title: '',
      description: '',
      prepTime: 0,
      cookTime: 0,
      servings: 1,
      difficulty: 'Medium',
      ingredients: [{ name: req.oldIngredient, amount: '' }],
      instructions: masked,
      tags: [],
      tips: [],
    },
    lang,
  );
  const ing = dish.ings[0];
  if (!ing) return req.currentInstructions;
  const to = keyIn(kb, req.newIngredient);
  if (to && kb.lex.has(ing.key)) swapIng(kb, dish, ing, to);
  else {
    ing.key = to ?? `text:${req.newIngredient}`;
    ing.origKey = `was:${ing.origKey}`;
  }
  ing.label =
    req.newIngredient.trim().toLowerCase() === req.newIngredient.trim() || !/^[A-Z][a-z]/.test(req.newIngredient.trim())
      ? req.newIngredient.trim()
      : req.newIngredient.trim().toLowerCase();
  const r = new Renderer(kb, dish, lang);
  return masked.map((orig, n) => {
    const step = dish.steps[n];
    let out = step ? (renderStep(r, step) ?? orig) : orig;
    out = out.replace(/\uE001(\d+)\uE001/g, (_m, k: string) => masks[Number(k)] ?? '');
    if (req.newAmount.trim()) {
      const re = new RegExp(
        `\\d+(?:[.,/]\\d+)?(?:\\s+\\d+/\\d+)?\\s*(?:tbsp|tsp|cups?|g|kg|ml|l|oz|lb|colher(?:es)? \\((?:sopa|chá)\\)|xícaras? \\(chá\\))?\\s+(of\\s+|de\\s+)?(?=${ing.label!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`,
        'i',
      );
      out = out.replace(re, (_m, of: string | undefined) => `${req.newAmount.trim()} ${of ?? ''}`);
    }
    return out ? out[0]!.toUpperCase() + out.slice(1) : out;
  });
}

function lineHeadOf(s: string): string {
  return s
    .replace(/\(.*?\)/g, '')
    .split(/[,;]/)[0]!
    .trim();
}
