import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test-utils.tsx';
import { foodFacts } from '../../../../shared/food/facts.ts';
import { recipeNutrition, roundNutrients } from '../../../../shared/food/nutrition.ts';
import { languageWords } from '../../../../shared/i18n/languages.ts';
import { displayRecipe } from '../units/model/recipe-display.ts';
import { RecipeNutritionPanel } from './nutrition-panel.tsx';

/** A recipe as the server presents it: its lines' foods and its nutrition worked out from them. */
function presented<R extends { servings: number; language: string; ingredients: { name: string; amount: string }[] }>(
  r: R,
) {
  const lang = languageWords(r.language);
  const n = recipeNutrition(r.ingredients, r.servings, lang);
  return {
    ...r,
    foods: r.ingredients.map((i) => foodFacts(i.name, lang)),
    nutrition: { ...n, perServing: roundNutrients(n.perServing), source: 'USDA SR24' },
  };
}

const written = {
  servings: 2,
  language: 'pt-BR',
  ingredients: [
    { name: 'farinha de trigo', amount: '2 xícaras' },
    { name: 'manteiga', amount: '100 g' },
    { name: 'sal', amount: 'a gosto' },
  ],
};
const recipe = presented(written);

describe('RecipeNutritionPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows per-serving figures, the total for the chosen servings and what it is based on', () => {
    renderWithProviders(<RecipeNutritionPanel recipe={recipe} servings={4} />);
    const panel = screen.getByRole('region', { name: 'Nutrition' });
    // (250 g flour × 364 + 100 g butter × 717) / 100 / 2 = 813.5 kcal per serving
    expect(within(panel).getByText('Energy').nextSibling?.textContent).toBe('≈ 814 kcal');
    expect(within(panel).getByText('4 servings: about 3,256 kcal')).toBeTruthy();
    expect(within(panel).getByText(/Based on 2 of 3 ingredients · Not counted: sal \(a gosto\)/)).toBeTruthy();
  });

  it('speaks Portuguese, with decimal commas', async () => {
    await i18n.changeLanguage('pt-BR');
    renderWithProviders(<RecipeNutritionPanel recipe={recipe} servings={2} />);
    const panel = screen.getByRole('region', { name: 'Informação nutricional' });
    expect(within(panel).getByText('Gorduras').nextSibling?.textContent).toBe('≈ 41,8 g');
    expect(within(panel).getByText('2 porções: cerca de 1.628 kcal')).toBeTruthy();
    expect(within(panel).getByText(/Com base em 2 de 3 ingredientes/)).toBeTruthy();
  });

  it.each([
    ['en', 'Nutrition', 'Not counted, so the figures are too low:', 'at least'],
    ['pt-BR', 'Informação nutricional', 'Não contado, então os valores estão abaixo do real:', 'pelo menos'],
  ] as const)(
    '%s: says first and plainly when almond milk was not counted, and gives the figures as a floor',
    async (lang, title, missing, atLeast) => {
      await i18n.changeLanguage(lang);
      const soup = {
        servings: 4,
        language: 'en',
        ingredients: [
          { name: 'onion', amount: '1' },
          { name: 'black beans', amount: '3 cans' },
          { name: 'almond milk', amount: '2 cups' },
          { name: 'salt', amount: 'to taste' },
        ],
      };
      renderWithProviders(<RecipeNutritionPanel recipe={presented(soup)} servings={4} />);
      const panel = screen.getByRole('region', { name: title });
      const note = within(panel).getByRole('note');
      expect(note.textContent).toContain(missing);
      expect(note.textContent).toContain('almond milk (2 cups)');
      // Beans by the can are counted (the cooked beans a can holds).
      expect(note.textContent).not.toContain('black beans');
      expect(note.textContent).not.toContain('salt');
      expect(within(panel).getByText(new RegExp(`${atLeast} \\d+ kcal`))).toBeTruthy();
      expect(within(panel).getAllByText(/^≥ /).length).toBeGreaterThan(0);
    },
  );

  it('says so when nothing can be weighed', () => {
    renderWithProviders(
      <RecipeNutritionPanel
        recipe={presented({ ...written, ingredients: [{ name: 'sal', amount: 'a gosto' }] })}
        servings={2}
      />,
    );
    expect(screen.getByText('No estimate: none of the ingredients could be weighed.')).toBeTruthy();
  });

  it.each([
    [
      'en',
      'en',
      'almond milk',
      'Not counted, so the figures are too low: almond milk (2 cups)',
      'Based on 1 of 2 ingredients',
    ],
    [
      'pt-BR',
      'pt-BR',
      'bebida de amêndoa',
      'Não contado, então os valores estão abaixo do real: bebida de amêndoa (2 xícaras)',
      'Com base em 1 de 2 ingredientes',
    ],
  ] as const)(
    'lists a food it has no figures for as not counted, never as a neighbour (%s)',
    async (ui, language, name, note, coverage) => {
      await i18n.changeLanguage(ui);
      const amount = language === 'en' ? '2 cups' : '2 xícaras';
      const r = presented({
        servings: 2,
        language,
        ingredients: [
          { name, amount },
          {
            name: language === 'en' ? 'cocoa powder' : 'cacau em pó',
            amount: language === 'en' ? '2 tbsp' : '2 colheres de sopa',
          },
        ],
      });
      renderWithProviders(<RecipeNutritionPanel recipe={r} servings={2} />);
      // Two cups of it carry energy: said first, in the note, and the figures are a floor.
      expect(r.nutrition.uncounted).toEqual([{ name, amount, reason: 'no-data', matters: true }]);
      expect(screen.getByRole('note').textContent).toBe(note);
      expect(screen.getByText(coverage)).toBeTruthy();
      // Two tablespoons of cocoa only: no almonds counted in (2 cups of almonds would be 1,600 kcal).
      expect(r.nutrition.perServing.kcal).toBeLessThan(20);
    },
  );
});

describe('displayRecipe by food', () => {
  const content = { ...recipe, instructions: ['Asse a 350°F.'], tips: [], originalUnitSystem: 'imperial' as const };

  it('weighs flour in metric and joins amount and name in Portuguese', () => {
    const d = displayRecipe(content, { to: 'metric', lang: 'pt-BR' });
    expect(d.ingredients[0]).toMatchObject({ amount: '250 g', joiner: 'de', name: 'farinha de trigo' });
    expect(d.ingredients[2]).toEqual({ name: 'sal', amount: 'a gosto' });
    expect(d.instructions[0]).toBe('Asse a 180°C.');
  });

  it('shows grams of flour as cups in imperial, and no joiner in English', () => {
    const d = displayRecipe(
      { ...content, ...presented({ ...written, language: 'en', ingredients: [{ name: 'flour', amount: '250 g' }] }) },
      { to: 'imperial', lang: 'en' },
    );
    expect(d.ingredients[0]).toEqual({ name: 'flour', amount: '2 cups' });
  });
});
