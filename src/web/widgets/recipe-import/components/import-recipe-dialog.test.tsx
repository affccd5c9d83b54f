import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildUser, jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { TooltipProvider } from '../../../components/ui/tooltip.tsx';
import { recipeKeys } from '../../../entities/recipe/api/keys.ts';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import { ImportRecipeButton } from './import-recipe-button.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['import', 'recipes', 'errors']);
  await i18n.loadLanguages('pt-BR');
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const IMPORTED = buildRecipe({
  title: 'Pão de queijo',
  sourceUrl: 'https://www.receitas.example.com/pao-de-queijo',
  ingredients: [
    { amount: '500 g', name: 'polvilho azedo' },
    { amount: '250 ml', name: 'milk' },
    { amount: '2', name: 'eggs' },
  ],
  instructions: ['Boil the milk.', 'Mix everything.'],
});

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ id: 'user-1' }));
  // A list on screen elsewhere: a successful import must mark it stale.
  queryClient.setQueryData(recipeKeys.favorites(), []);
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(
    <TooltipProvider>
      <ImportRecipeButton />
      <ToastHost />
    </TooltipProvider>,
    { queryClient },
  );
  return { ...view, user, queryClient };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Import recipe') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** A response the test releases when it wants, to look at the importing state. */
function deferred() {
  let release: (res: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('import by URL', () => {
  it('checks the URL before sending anything: required, then valid (spec texts)', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    const dialog = await openDialog(user);
    const input = within(dialog).getByLabelText(/Recipe URL/);
    expect(document.activeElement).toBe(input);

    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(await screen.findByText('Recipe URL is required')).toBeDefined();
    expect(within(dialog).getByText('Please enter a recipe URL to import.')).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.type(input, 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    const invalid = `Please enter a valid recipe URL (e.g., ${window.location.origin}/recipe).`;
    expect(await within(dialog).findByText(invalid)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('imports: importing state, then the success card; Done closes and recipe lists are refreshed', async () => {
    const answer = deferred();
    const fetchMock = mockFetch({ 'POST /api/recipes/import': () => answer.promise });
    const { user, queryClient } = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Recipe URL/), 'receitas.example.com/pao-de-queijo');
    await user.keyboard('{Enter}');

    const busy = await within(dialog).findByRole('button', { name: 'Importing...' });
    expect((busy as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText(/Recipe URL/) as HTMLButtonElement | HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('tab', { name: /Photo/ }) as HTMLButtonElement | HTMLInputElement).disabled).toBe(
      true,
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ url: 'https://receitas.example.com/pao-de-queijo' });

    answer.release(jsonResponse(IMPORTED, 201));
    expect(await within(dialog).findByRole('heading', { name: 'Recipe imported!' })).toBeDefined();
    const card = within(dialog).getByRole('article', { name: 'Pão de queijo' });
    expect(card.textContent).toContain('Imported· receitas.example.com');
    expect(card.textContent).toContain('3 ingredients · 2 steps');
    expect(queryClient.getQueryState(recipeKeys.favorites())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(recipeKeys.detail(IMPORTED.id))).toEqual(IMPORTED);

    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(done);
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message when the import fails, and starts over when reopened", async () => {
    mockFetch({
      'POST /api/recipes/import': () =>
        jsonResponse(
          { message: 'Failed to import recipe. Please check the URL and try again.', code: 'blocked' },
          400,
          'Bad Request',
        ),
    });
    const { user } = setup();
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Recipe URL/), 'https://10.0.0.1.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(
      await within(dialog).findByText('Failed to import recipe. Please check the URL and try again.'),
    ).toBeDefined();
    // Said once, under the field, as an alert: not again in a toast.
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Failed to import recipe. Please check the URL and try again.',
    );
    expect(screen.getAllByText('Failed to import recipe. Please check the URL and try again.')).toHaveLength(1);
    expect((within(dialog).getByRole('button', { name: 'Import recipe' }) as HTMLButtonElement).disabled).toBe(false);
    // Focus goes back to the field, to fix the address.
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Recipe URL/));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect((within(dialog).getByLabelText(/Recipe URL/) as HTMLInputElement).value).toBe('');
  });

  it("does not carry the URL tab's toast over to the Photo tab", async () => {
    mockFetch({});
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(await screen.findByText('Recipe URL is required')).toBeDefined();
    expect(screen.getAllByText('Please enter a recipe URL to import.')).toHaveLength(1);
    await user.click(within(dialog).getByRole('tab', { name: 'Photo' }));
    await waitFor(() => expect(screen.queryByText('Recipe URL is required')).toBeNull());
  });

  it('opens the imported recipe in the detail modal', async () => {
    mockFetch({ 'POST /api/recipes/import': () => jsonResponse(IMPORTED, 201) });
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Recipe URL/), 'https://receitas.example.com/pao-de-queijo');
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Open recipe' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pão de queijo' });
    const modal = heading.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(modal).queryByRole('button', { name: 'Open recipe' })).toBeNull();
    expect(within(modal).getByText('polvilho azedo')).toBeDefined();
  });
});

describe('import by photo', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' });
  const UPLOAD = '/api/uploads/11111111-2222-4333-8444-555555555555?exp=1&sig=abc';

  it('accepts only image files', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: /Photo/ }));
    const input = within(dialog).getByLabelText(/Photo of a recipe/) as HTMLInputElement;
    expect(input.accept).toBe('image/*');

    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Please choose an image file (JPEG, PNG or WebP).')).toBeDefined();
    expect(input.files).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(await within(dialog).findByText('Please choose a photo of a recipe to import.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gets an upload URL, PUTs the file with its type, then imports from that URL', async () => {
    const put = deferred();
    const fetchMock = mockFetch({
      'POST /api/recipes/image-upload-url': () =>
        jsonResponse({ uploadURL: UPLOAD, expiresAt: '2030-01-01T00:00:00Z', maxBytes: 1 }),
      [`PUT ${UPLOAD}`]: () => put.promise,
      'POST /api/recipes/import-from-image': () => jsonResponse({ ...IMPORTED, sourceUrl: null }, 201),
    });
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: /Photo/ }));
    const file = png();
    await user.upload(within(dialog).getByLabelText(/Photo of a recipe/), file);
    expect(within(dialog).getByText('Selected: card.png')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));

    expect(
      (
        (await within(dialog).findByRole('button', { name: 'Uploading photo...' })) as
          HTMLButtonElement | HTMLInputElement
      ).disabled,
    ).toBe(true);
    const putCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new Headers(putCall[1]?.headers).get('Content-Type')).toBe('image/png');
    expect(putCall[1]?.body).toBe(file);
    put.release(new Response(null, { status: 204 }));

    expect(await within(dialog).findByRole('heading', { name: 'Recipe imported!' })).toBeDefined();
    const last = fetchMock.mock.calls.at(-1)!;
    expect(last[0]).toBe('/api/recipes/import-from-image');
    expect(JSON.parse(String(last[1]?.body))).toEqual({ imageUrl: UPLOAD });
    // A photo has no source page: no Imported badge.
    expect(within(dialog).getByRole('article', { name: 'Pão de queijo' }).textContent).not.toContain('Imported');
  });

  it("says 'Failed to upload image. Please try again.' when the upload fails", async () => {
    mockFetch({
      'POST /api/recipes/image-upload-url': () =>
        jsonResponse({ uploadURL: UPLOAD, expiresAt: '2099-01-01T00:00:00.000Z', maxBytes: 10_000_000 }),
      [`PUT ${UPLOAD}`]: () => new Response('storage down', { status: 503, statusText: 'Service Unavailable' }),
    });
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: /Photo/ }));
    await user.upload(within(dialog).getByLabelText(/Photo of a recipe/), png());
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(await within(dialog).findByText('Failed to upload image. Please try again.')).toBeDefined();
  });

  it('shows the clearer-photo hint when no recipe is read', async () => {
    mockFetch({
      'POST /api/recipes/image-upload-url': () =>
        jsonResponse({ uploadURL: UPLOAD, expiresAt: '2099-01-01T00:00:00.000Z', maxBytes: 10_000_000 }),
      [`PUT ${UPLOAD}`]: () => new Response(null, { status: 204 }),
      'POST /api/recipes/import-from-image': () =>
        new Response('', { status: 422, statusText: 'Unprocessable Entity' }),
    });
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: /Photo/ }));
    await user.upload(within(dialog).getByLabelText(/Photo of a recipe/), png());
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(await within(dialog).findByText(/try again with a clearer photo/)).toBeDefined();
  });
});

describe('import from pasted text', () => {
  it('sends the text and shows the imported recipe', async () => {
    const fetchMock = mockFetch({
      'POST /api/recipes/import-text': () => jsonResponse({ ...IMPORTED, sourceUrl: null }, 201),
    });
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: /Text/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(await within(dialog).findByText('Please paste the text of a recipe to import.')).toBeDefined();
    await user.type(within(dialog).getByLabelText(/Recipe text/), 'Brigadeiro{enter}1 lata de leite condensado');
    await user.click(within(dialog).getByRole('button', { name: 'Import recipe' }));
    expect(await within(dialog).findByRole('heading', { name: 'Recipe imported!' })).toBeDefined();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      text: 'Brigadeiro\n1 lata de leite condensado',
    });
  });
});

describe('in Portuguese', () => {
  it('shows the modal and the validation texts in pt-BR', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({});
    const { user } = setup();
    const dialog = await openDialog(user, 'Importar receita');
    expect(within(dialog).getByRole('heading', { name: 'Importar uma receita' })).toBeDefined();
    expect(within(dialog).getByRole('tab', { name: /Foto/ })).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Importar receita' }));
    expect(await screen.findByText('URL da receita obrigatória')).toBeDefined();
    expect(within(dialog).getByText('Digite a URL de uma receita para importar.')).toBeDefined();
  });
});
