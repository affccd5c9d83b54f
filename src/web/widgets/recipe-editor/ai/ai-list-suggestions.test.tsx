import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { aiTagsQueryOptions } from '../../../entities/recipe/ai/api/ai-tags.ts';
import { AI_TAG_CACHE_MS, aiKeys } from '../../../entities/recipe/ai/api/keys.ts';
import { AiTagSuggestions, AiTipSuggestions, notYetOnList } from './ai-list-suggestions.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await i18n.loadNamespaces(['chef', 'chef-tools', 'errors']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const META = { engine: 'local' as const, fallback: false };

/** The suggestions below a list held in state, like the editor's tag and tip lists. */
function Harness({ kind, recipeId, initial }: { kind: 'tags' | 'tips'; recipeId: string; initial: string[] }) {
  const [values, setValues] = useState(initial);
  const Component = kind === 'tags' ? AiTagSuggestions : AiTipSuggestions;
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <Component recipeId={recipeId} values={values} onChange={setValues} language="en" />
    </>
  );
}

function renderSuggestions(
  kind: 'tags' | 'tips',
  recipeId = 'recipe-1',
  initial: string[] = ['dinner'],
  queryClient = createQueryClient(),
) {
  const result = renderWithProviders(
    <>
      <Harness kind={kind} recipeId={recipeId} initial={initial} />
      <ToastHost />
    </>,
    { queryClient },
  );
  return { ...result, user: userEvent.setup() };
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]') as string[];

describe('tag suggestion cache', () => {
  it('is keyed by recipe id (and language) under /api/recipes, fresh for 5 minutes', () => {
    expect(AI_TAG_CACHE_MS).toBe(300_000);
    expect(aiKeys.tags('recipe-1', 'en')).toEqual(['/api/recipes', 'recipe-1', 'ai-tags', 'en']);
    expect(aiKeys.tags('recipe-2', 'en')).not.toEqual(aiKeys.tags('recipe-1', 'en'));
    const options = aiTagsQueryOptions('recipe-1', 'pt-BR');
    expect(options.queryKey).toEqual(['/api/recipes', 'recipe-1', 'ai-tags', 'pt-BR']);
    expect(options.staleTime).toBe(300_000);
  });

  it('answers a second press within 5 minutes from memory, and asks again after', async () => {
    const fetchMock = mockFetch({
      'POST /api/recipes/recipe-1/ai-tags': () => jsonResponse({ tags: ['brazilian', 'comfort food'], meta: META }),
    });
    const queryClient = createQueryClient();
    const first = renderSuggestions('tags', 'recipe-1', [], queryClient);
    await first.user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    expect(await screen.findByRole('button', { name: 'Add tag brazilian' })).toBeTruthy();
    first.unmount();
    dismissToast();

    // The editor opened again: the same recipe's suggestions come back without a request.
    const second = renderSuggestions('tags', 'recipe-1', [], queryClient);
    await second.user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    expect(await screen.findByRole('button', { name: 'Add tag brazilian' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Five minutes later they are asked for again.
    const key = aiKeys.tags('recipe-1', 'en');
    const state = queryClient.getQueryCache().find({ queryKey: key })!.state;
    state.dataUpdatedAt -= AI_TAG_CACHE_MS + 1;
    await second.user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});

describe('AiTagSuggestions', () => {
  it('offers the suggestions as chips (not added silently), minus those already there', async () => {
    mockFetch({
      'POST /api/recipes/recipe-1/ai-tags': () =>
        jsonResponse({ tags: ['Dinner', 'brazilian', 'comfort food'], meta: META }),
    });
    const { user } = renderSuggestions('tags');
    await user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    expect(await screen.findByText('AI suggestions generated!')).toBeTruthy();
    expect(screen.getByText('3 suggestions ready to add.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'AI suggestions' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['brazilian', 'comfort food']);
    expect(values()).toEqual(['dinner']);

    await user.click(within(list).getByRole('button', { name: 'Add tag brazilian' }));
    expect(values()).toEqual(['dinner', 'brazilian']);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['comfort food']);
    await user.click(within(list).getByRole('button', { name: 'Add tag comfort food' }));
    expect(values()).toEqual(['dinner', 'brazilian', 'comfort food']);
    expect(screen.getByText('Every suggestion is on the recipe.')).toBeTruthy();
  });

  it('adds all at once', async () => {
    mockFetch({ 'POST /api/recipes/recipe-1/ai-tags': () => jsonResponse({ tags: ['quick', 'vegan'], meta: META }) });
    const { user } = renderSuggestions('tags');
    await user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    await user.click(await screen.findByRole('button', { name: 'Add all' }));
    expect(values()).toEqual(['dinner', 'quick', 'vegan']);
  });

  it("says 'No AI suggestions' for an empty answer", async () => {
    mockFetch({ 'POST /api/recipes/recipe-1/ai-tags': () => jsonResponse({ tags: [], meta: META }) });
    const { user } = renderSuggestions('tags');
    await user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    expect(await screen.findByText('No AI suggestions')).toBeTruthy();
    expect(screen.getByText('Try again or add tags manually.')).toBeTruthy();
  });

  it("says 'Failed to generate AI suggestions' / 'Please try again later.' on failure", async () => {
    mockFetch({
      'POST /api/recipes/recipe-1/ai-tags': () => jsonResponse({ message: 'LLM down' }, 502, 'Bad Gateway'),
    });
    const { user } = renderSuggestions('tags');
    await user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    expect(await screen.findByText('Failed to generate AI suggestions')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it("says 'Recipe ID is required' without an id, and asks nothing", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderSuggestions('tags', '');
    await user.click(screen.getByRole('button', { name: 'Suggest tags with AI' }));
    expect(await screen.findByText('Recipe ID is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('AiTipSuggestions', () => {
  it('offers tips to add and sends the language', async () => {
    const fetchMock = mockFetch({
      'POST /api/recipes/recipe-1/ai-tips': () =>
        jsonResponse({ tips: ['Rest the dough for 10 minutes.', 'Toast the spices first.'], meta: META }),
    });
    const { user } = renderSuggestions('tips', 'recipe-1', []);
    await user.click(screen.getByRole('button', { name: 'Suggest tips with AI' }));
    await user.click(await screen.findByRole('button', { name: 'Add tip: Toast the spices first.' }));
    expect(values()).toEqual(['Toast the spices first.']);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ language: 'en' });
  });

  it("says 'Failed to generate AI tips' with the server's message, and 'No AI tips' when empty", async () => {
    let empty = false;
    mockFetch({
      'POST /api/recipes/recipe-1/ai-tips': () =>
        empty
          ? jsonResponse({ tips: [], meta: META })
          : jsonResponse({ message: 'The chef is busy' }, 500, 'Server Error'),
    });
    const { user } = renderSuggestions('tips', 'recipe-1', []);
    await user.click(screen.getByRole('button', { name: 'Suggest tips with AI' }));
    expect(await screen.findByText('Failed to generate AI tips')).toBeTruthy();
    expect(screen.getByText('The chef is busy')).toBeTruthy();
    dismissToast();
    empty = true;
    await user.click(screen.getByRole('button', { name: 'Suggest tips with AI' }));
    expect(await screen.findByText('No AI tips')).toBeTruthy();
  });
});

describe('notYetOnList', () => {
  it('uses the editor rules: case, accents and spacing do not make a new tag', () => {
    expect(notYetOnList('tags', ['Saudável', 'quick'], ['saudavel', ' Quick ', 'vegan'])).toEqual(['vegan']);
  });
});
