import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test-utils.tsx';
import { displayRecipe } from '../units/model/recipe-display.ts';
import { RecipeNutritionPanel } from './nutrition-panel.tsx';

const recipe = {
  servings: 2,
  language: 'pt-BR',
  ingredients: [
    { name: 'farinha de trigo', amount: '2 xícaras' },
    { name: 'manteiga', amount: '100 g' },
    { name: 'sal', amount: 'a gosto' },
  ],
};

describe('RecipeNutritionPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows per-serving figures, the total for the chosen servings and what it is based on', () => {
    renderWithProviders(<RecipeNutritionPanel recipe={recipe} servings={4} />);
    const panel = screen.getByRole('region', { name: 'Nutrition' });
    // (250 g flour × 364 + 100 g butter × 717) / 100 / 2 = 813.5 kcal per serving
    expect(within(panel).getByText('Energy').nextSibling?.textContent).toBe('≈ 814 kcal');
    expect(within(panel).getByText('4 servings: about 3,254 kcal')).toBeTruthy();
    expect(within(panel).getByText(/Based on 2 of 3 ingredients · Not counted: sal \(a gosto\)/)).toBeTruthy();
  });

  it('speaks Portuguese, with decimal commas', async () => {
    await i18n.changeLanguage('pt-BR');
    renderWithProviders(<RecipeNutritionPanel recipe={recipe} servings={2} />);
    const panel = screen.getByRole('region', { name: 'Informação nutricional' });
    expect(within(panel).getByText('Gorduras').nextSibling?.textContent).toBe('≈ 41,8 g');
    expect(within(panel).getByText('2 porções: cerca de 1.627 kcal')).toBeTruthy();
    expect(within(panel).getByText(/Com base em 2 de 3 ingredientes/)).toBeTruthy();
  });

  it.each([
    ['en', 'Nutrition', 'Not counted, so the figures are too low:', 'at least'],
    ['pt-BR', 'Informação nutricional', 'Não contado, então os valores estão abaixo do real:', 'pelo menos'],
  ] as const)(
    '%s: says first and plainly when beans were not counted, and gives the figures as a floor',
    async (lang, title, missing, atLeast) => {
      await i18n.changeLanguage(lang);
      const soup = {
        servings: 4,
        language: 'en',
        ingredients: [
          { name: 'onion', amount: '1' },
          { name: 'black beans', amount: '3 cans' },
          { name: 'salt', amount: 'to taste' },
        ],
      };
      renderWithProviders(<RecipeNutritionPanel recipe={soup} servings={4} />);
      const panel = screen.getByRole('region', { name: title });
      const note = within(panel).getByRole('note');
      expect(note.textContent).toContain(missing);
      expect(note.textContent).toContain('black beans (3 cans)');
      expect(note.textContent).not.toContain('salt');
      expect(within(panel).getByText(new RegExp(`${atLeast} \\d+ kcal`))).toBeTruthy();
      expect(within(panel).getAllByText(/^≥ /).length).toBeGreaterThan(0);
    },
  );

  it('says so when nothing can be weighed', () => {
    renderWithProviders(
      <RecipeNutritionPanel recipe={{ ...recipe, ingredients: [{ name: 'sal', amount: 'a gosto' }] }} servings={2} />,
    );
    expect(screen.getByText('No estimate: none of the ingredients could be weighed.')).toBeTruthy();
  });
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
      { ...content, language: 'en', ingredients: [{ name: 'flour', amount: '250 g' }] },
      { to: 'imperial', lang: 'en' },
    );
    expect(d.ingredients[0]).toEqual({ name: 'flour', amount: '2 cups' });
  });
});
