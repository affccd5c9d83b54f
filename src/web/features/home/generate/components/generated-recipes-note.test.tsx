import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHEF_META_HEADER, encodeChefMeta } from '../../../../../shared/chef-meta-header.ts';
import { ToastHost } from '../../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../../components/ui/use-toast.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../../lib/auth.ts';
import i18n from '../../../../lib/i18n.ts';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { buildRecipe } from '../../../../entities/recipe/testing/build-recipe.ts';
import { WithExtensions } from '../../../../entities/recipe/testing/no-extensions.tsx';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test-utils.tsx';
import { GenerateRecipeForm } from './generate-recipe-form.tsx';
import { GeneratedRecipes } from './generated-recipes.tsx';

/** Honest notes (issue 17 item 9): the chef's note from the x-chef-meta header shows with the recipes. */

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await i18n.loadNamespaces(['chef', 'recipes', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

function answer(meta?: Parameters<typeof encodeChefMeta>[0]): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (meta) headers[CHEF_META_HEADER] = encodeChefMeta(meta);
  return new Response(JSON.stringify([buildRecipe({ title: 'Tofu stir-fry' })]), { status: 200, headers });
}

async function generate(submitLabel: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  renderWithProviders(
    <WithExtensions>
      <GenerateRecipeForm />
      <GeneratedRecipes />
      <ToastHost />
    </WithExtensions>,
    { queryClient },
  );
  await userEvent.setup().click(screen.getByRole('button', { name: submitLabel }));
}

describe('GeneratedRecipes: the chef note', () => {
  it("shows the chef's note above the generated recipes", async () => {
    const note = 'No broccoli in this one: the chef made it with green beans.';
    mockFetch({ 'POST /api/recipes/generate': () => answer({ engine: 'local', fallback: false, note }) });
    await generate('Generate Recipes');
    const grid = await screen.findByRole('list', { name: 'Generated recipes' });
    expect(within(grid).getByRole('heading', { name: 'Tofu stir-fry' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(note);
  });

  it('says the built-in chef answered when the LLM failed and no note came, in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({ 'POST /api/recipes/generate': () => answer({ engine: 'local', fallback: true }) });
    await generate('Gerar Receitas');
    await screen.findByRole('list', { name: 'Receitas geradas' });
    expect(screen.getByRole('note').textContent).toBe(
      'O serviço de IA não respondeu, então o chef embutido do Tempero respondeu.',
    );
  });

  it('shows no note when the chef has nothing to say or sent no meta', async () => {
    mockFetch({ 'POST /api/recipes/generate': () => answer({ engine: 'local', fallback: false }) });
    await generate('Generate Recipes');
    await screen.findByRole('list', { name: 'Generated recipes' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('GeneratedRecipes: a wish nothing fit (issue 35, item 3)', () => {
  function nothing(note?: string): Response {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      [CHEF_META_HEADER]: encodeChefMeta({ engine: 'local', fallback: false, ...(note ? { note } : {}) }),
    };
    return new Response('[]', { status: 200, headers });
  }

  it.each([
    ['en', 'Generate Recipes', 'Nothing fit this wish', 'No recipe fits every part of this wish: try loosening one.'],
    [
      'pt-BR',
      'Gerar Receitas',
      'Nada combinou com o pedido',
      'Nenhuma receita atende a todas as partes deste pedido: tente afrouxar uma.',
    ],
  ] as const)(
    '%s: says plainly that nothing fit, with the chef note, never "0 recipes generated"',
    async (lang, submit, title, note) => {
      await i18n.changeLanguage(lang);
      mockFetch({ 'POST /api/recipes/generate': () => nothing(note) });
      await generate(submit);
      const section = await screen.findByRole('region', { name: title });
      expect(within(section).getByRole('note').textContent).toBe(note);
      // The toast says the same; no success wording in either language.
      expect((await screen.findAllByText(title)).length).toBeGreaterThan(1);
      expect(screen.queryByText(/generated!|gerada!|geradas!/)).toBeNull();
    },
  );

  it('without a note, still says which kind of part to loosen', async () => {
    mockFetch({ 'POST /api/recipes/generate': () => nothing() });
    await generate('Generate Recipes');
    const section = await screen.findByRole('region', { name: 'Nothing fit this wish' });
    expect(within(section).getByText('No recipe fits every part of it. Loosen one part and try again.')).toBeTruthy();
  });
});

describe('GenerateRecipeForm: advanced settings in use, shown while closed', () => {
  it.each([
    ['en', 'Advanced configuration', 'Time available', 'Dietary preferences', 'In use:', 'Clear settings'],
    ['pt-BR', 'Configuração avançada', 'Tempo disponível', 'Preferências alimentares', 'Em uso:', 'Limpar opções'],
  ] as const)(
    '%s: lists them on the closed section and clears them in one tap',
    async (lang, advanced, time, prefs, lead, clear) => {
      await i18n.changeLanguage(lang);
      mockFetch({});
      const user = userEvent.setup();
      renderWithProviders(
        <WithExtensions>
          <GenerateRecipeForm />
        </WithExtensions>,
      );
      await user.click(screen.getByRole('button', { name: advanced }));
      await user.selectOptions(screen.getByLabelText(time), '30min');
      await user.type(screen.getByLabelText(prefs), 'vegan');
      await user.click(screen.getByRole('button', { name: advanced }));
      const summary = screen.getByText(lead).parentElement!;
      expect(summary.textContent).toMatch(/30 min.*vegan/);
      await user.click(screen.getByRole('button', { name: clear }));
      expect(screen.queryByText(lead)).toBeNull();
      await user.click(screen.getByRole('button', { name: advanced }));
      expect((screen.getByLabelText(time) as HTMLSelectElement).value).toBe('');
      expect((screen.getByLabelText(prefs) as HTMLTextAreaElement).value).toBe('');
    },
  );
});

describe('GeneratedRecipes: fewer recipes than asked for (weekly walk 7)', () => {
  it.each([
    [
      'en',
      'Generate Recipes',
      'Number of recipes',
      '2 recipes',
      '1 of 2 recipes generated',
      'Only 1 recipe fit this wish',
    ],
    [
      'pt-BR',
      'Gerar Receitas',
      'Número de receitas',
      '2 receitas',
      'Saiu 1 das 2 receitas pedidas',
      'Só 1 receita atendeu a este pedido',
    ],
  ])('says so and why (%s)', async (language, submit, countLabel, two, title, why) => {
    await i18n.changeLanguage(language);
    mockFetch({ 'POST /api/recipes/generate': () => answer({ engine: 'local', fallback: false }) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
    renderWithProviders(
      <WithExtensions>
        <GenerateRecipeForm />
        <GeneratedRecipes />
        <ToastHost />
      </WithExtensions>,
      { queryClient },
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(countLabel), two);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${why}`))).toBeTruthy();
  });
});
