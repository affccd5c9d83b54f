import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test-utils.tsx';
import { buildRecipe } from '../testing/build-recipe.ts';
import { CookModeModalAction } from './kitchen-actions.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['kitchen']);
});

describe('the way into cook mode', () => {
  const recipe = buildRecipe();

  it('names the planned meal it was opened for, so the last step can mark it done', async () => {
    renderWithProviders(
      <CookModeModalAction recipe={recipe} isOwner closeModal={() => {}} meal={{ id: 'meal-1', date: '2026-11-23' }} />,
    );
    expect((await screen.findByRole('link', { name: 'Cook mode' })).getAttribute('href')).toBe(
      `/cook/${recipe.id}?meal=meal-1&date=2026-11-23`,
    );
  });

  it('is the plain cook mode from a recipe', async () => {
    renderWithProviders(<CookModeModalAction recipe={recipe} isOwner closeModal={() => {}} />);
    expect((await screen.findByRole('link', { name: 'Cook mode' })).getAttribute('href')).toBe(`/cook/${recipe.id}`);
  });
});
