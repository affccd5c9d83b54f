import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../../shared/schemas/image.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { recipeKeys } from '../../../entities/recipe/api/keys.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { buildRecipe } from '../../../entities/recipe/testing/build-recipe.ts';
import { ImageManagerDialog } from './image-manager-dialog.tsx';

const ID1 = 'AAAAAAAAAAAAAAAAAAAAAA';
const ID2 = 'BBBBBBBBBBBBBBBBBBBBBB';
const ID3 = 'CCCCCCCCCCCCCCCCCCCCCC';
const media = (id: string, width = 1024) => `/media/${id}-${width}.webp`;
const UPLOAD = '/api/uploads/11111111-2222-4333-8444-555555555555?exp=1&sig=abc';

const { createObjectURL, revokeObjectURL } = URL;
let objectUrls = 0;

beforeAll(async () => {
  await i18n.loadNamespaces(['images', 'recipes', 'errors']);
  await i18n.loadLanguages('pt-BR');
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function generated(id: string, message = 'An illustration was drawn from the recipe.') {
  return { imageUrl: media(id), widths: [320, 640, 1024], srcSet: '', source: 'illustration', message };
}
const attached = (id: string) => ({
  imageUrl: media(id),
  widths: [320, 640, 1024],
  srcSet: '',
  objectPath: `media/${id}`,
});

function setup(
  recipe: TRecipe = buildRecipe({
    title: 'Moqueca',
    ingredients: [
      { name: 'fish', amount: '1 kg' },
      { name: 'coconut milk', amount: '400 ml' },
    ],
  }),
) {
  const queryClient = createQueryClient();
  // Recipe data elsewhere on screen: changes must mark it stale.
  queryClient.setQueryData(recipeKeys.favorites(), []);
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithProviders(
    <>
      <ImageManagerDialog recipe={recipe} open onOpenChange={onOpenChange} />
      <ToastHost />
    </>,
    { queryClient },
  );
  return { ...view, user, onOpenChange, recipe, queryClient };
}

/** A response the test releases when it wants, to look at the pending state. */
function deferred() {
  let release: (res: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const dialog = () => screen.getByRole('dialog', { name: 'Recipe image' });
const png = (name = 'photo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('image manager: generate', () => {
  it("generates a preview, 'Generate Another' replaces it, 'Use This Image' confirms it and closes", async () => {
    const first = deferred();
    let generations = 0;
    const { user, onOpenChange, recipe, queryClient } = setup();
    const calls = mockFetch({
      [`POST /api/recipes/${recipe.id}/generate-image`]: () => {
        generations += 1;
        return generations === 1 ? first.promise : Promise.resolve(jsonResponse(generated(ID2, 'Second drawing.')));
      },
      [`PUT /api/recipes/${recipe.id}/confirm-image`]: () => jsonResponse(attached(ID2)),
      [`GET /api/recipes/${recipe.id}`]: () => jsonResponse({ ...recipe, imageUrl: media(ID2) }),
    });

    expect(within(dialog()).getByText('This recipe has no image yet.')).toBeDefined();
    await user.click(within(dialog()).getByRole('button', { name: 'Generate image' }));
    expect((await within(dialog()).findByRole('status')).textContent).toBe('Generating image...');
    expect(JSON.parse(String(calls.mock.calls[0]![1]?.body))).toEqual({
      title: 'Moqueca',
      ingredients: ['fish', 'coconut milk'],
    });

    first.release(jsonResponse(generated(ID1)));
    const preview = await within(dialog()).findByRole('img', { name: 'Preview of the new image for Moqueca' });
    expect(preview.getAttribute('src')).toBe(media(ID1));
    expect(preview.getAttribute('srcset')).toBe(
      `${media(ID1, 320)} 320w, ${media(ID1, 640)} 640w, ${media(ID1)} 1024w`,
    );
    expect(within(dialog()).getByText('An illustration was drawn from the recipe.')).toBeDefined();
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Use This Image' }));

    await user.click(within(dialog()).getByRole('button', { name: 'Generate Another' }));
    await waitFor(() =>
      expect(
        within(dialog()).getByRole('img', { name: 'Preview of the new image for Moqueca' }).getAttribute('src'),
      ).toBe(media(ID2)),
    );
    expect(within(dialog()).getByText('Second drawing.')).toBeDefined();

    await user.click(within(dialog()).getByRole('button', { name: 'Use This Image' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const confirm = calls.mock.calls.find(([url]) => String(url).endsWith('/confirm-image'))!;
    expect(JSON.parse(String(confirm[1]?.body))).toEqual({ imageUrl: media(ID2) });
    expect(await screen.findByText('Image updated')).toBeDefined();
    expect(queryClient.getQueryState(recipeKeys.favorites())?.isInvalidated).toBe(true);
  });

  it("a failed generation says 'Image Generation Failed' with the server's message and goes back", async () => {
    const { user, recipe } = setup();
    mockFetch({
      [`POST /api/recipes/${recipe.id}/generate-image`]: () =>
        jsonResponse({ message: 'The image model is down.' }, 502, 'Bad Gateway'),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Generate image' }));
    expect(await screen.findByText('Image Generation Failed')).toBeDefined();
    expect(screen.getByText('The image model is down.')).toBeDefined();
    const generate = within(dialog()).getByRole('button', { name: 'Generate image' });
    await waitFor(() => expect(document.activeElement).toBe(generate));
  });

  it("an answer without an image says 'Image Generation Issue' with the fallback text", async () => {
    const { user, recipe } = setup();
    mockFetch({
      [`POST /api/recipes/${recipe.id}/generate-image`]: () => jsonResponse({ ...generated(ID1, ''), imageUrl: '' }),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Generate image' }));
    expect(await screen.findByText('Image Generation Issue')).toBeDefined();
    expect(screen.getByText('Image generation failed. You can try again later.')).toBeDefined();
    expect(within(dialog()).getByRole('button', { name: 'Generate image' })).toBeDefined();
  });

  it('over the generation budget (429) says how long to wait', async () => {
    const { user, recipe } = setup();
    mockFetch({
      [`POST /api/recipes/${recipe.id}/generate-image`]: () =>
        jsonResponse(
          { message: 'Too many requests. Please try again later.', retryAfter: 150 },
          429,
          'Too Many Requests',
        ),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Generate image' }));
    expect(await screen.findByText('You have reached the image limit for now. Try again in 3 minutes.')).toBeDefined();
  });
});

describe('image manager: upload', () => {
  it("previews the chosen photo locally, 'Upload new' goes back, then uploads: upload URL → PUT → attach", async () => {
    const put = deferred();
    const { user, onOpenChange, recipe } = setup();
    const calls = mockFetch({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: UPLOAD, expiresAt: '2030-01-01T00:00:00Z', maxBytes: IMAGE_MAX_BYTES }),
      [`PUT ${UPLOAD}`]: () => put.promise,
      [`PUT /api/recipes/${recipe.id}/image`]: () => jsonResponse(attached(ID3)),
      [`GET /api/recipes/${recipe.id}`]: () => jsonResponse({ ...recipe, imageUrl: media(ID3) }),
    });
    const input = within(dialog()).getByLabelText('Choose a photo', { selector: 'input' }) as HTMLInputElement;
    expect(input.accept).toBe('image/*');

    await user.upload(input, png('first.png'));
    let preview = await within(dialog()).findByRole('img', { name: 'Preview of the new image for Moqueca' });
    expect(preview.getAttribute('src')).toBe('blob:preview-1');
    expect(preview.hasAttribute('srcset')).toBe(false);
    expect(within(dialog()).getByText('first.png')).toBeDefined();
    expect(calls).not.toHaveBeenCalled();

    await user.click(within(dialog()).getByRole('button', { name: 'Upload new' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Choose a photo' }));

    const file = png('second.png');
    await user.upload(within(dialog()).getByLabelText('Choose a photo', { selector: 'input' }), file);
    preview = await within(dialog()).findByRole('img', { name: 'Preview of the new image for Moqueca' });
    expect(preview.getAttribute('src')).toBe('blob:preview-2');

    await user.click(within(dialog()).getByRole('button', { name: 'Use This Image' }));
    const busy = await within(dialog()).findByRole('button', { name: 'Uploading photo...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog()).getByRole('button', { name: 'Upload new' }) as HTMLButtonElement).disabled).toBe(true);
    const putCall = calls.mock.calls.find(([url]) => url === UPLOAD)!;
    expect(putCall[1]?.method).toBe('PUT');
    expect(putCall[1]?.body).toBe(file);
    expect(new Headers(putCall[1]?.headers).get('Content-Type')).toBe('image/png');
    put.release(new Response(null, { status: 204 }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const attach = calls.mock.calls.find(
      ([url, init]) => url === `/api/recipes/${recipe.id}/image` && init?.method === 'PUT',
    )!;
    expect(JSON.parse(String(attach[1]?.body))).toEqual({ imageURL: UPLOAD });
    expect(calls.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`).slice(0, 3)).toEqual([
      'POST /api/objects/upload',
      `PUT ${UPLOAD}`,
      `PUT /api/recipes/${recipe.id}/image`,
    ]);
  });

  it('takes a dropped photo', async () => {
    setup();
    mockFetch({});
    const zone = screen.getByTestId('image-drop-zone');
    const file = png('dropped.png');
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(within(zone).getByText('Drop the photo to preview it')).toBeDefined();
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(await within(dialog()).findByText('dropped.png')).toBeDefined();
  });

  it("refuses other types and photos over 20 MB on the device: 'Image Upload Failed'", async () => {
    const { user } = setup();
    const fetchMock = mockFetch({});
    const input = within(dialog()).getByLabelText('Choose a photo', { selector: 'input' });
    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Image Upload Failed')).toBeDefined();
    expect(screen.getByText('Choose a JPEG, PNG, WebP, AVIF or HEIC image.')).toBeDefined();

    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText('The photo is larger than 20 MB. Choose a smaller one.')).toBeDefined();
    expect(within(dialog()).queryByRole('button', { name: 'Use This Image' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a refused upload says 'Image Upload Failed' with the server's message and keeps the preview", async () => {
    const { user, onOpenChange } = setup();
    mockFetch({
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: UPLOAD, expiresAt: '2030-01-01T00:00:00Z', maxBytes: IMAGE_MAX_BYTES }),
      [`PUT ${UPLOAD}`]: () =>
        jsonResponse(
          { message: 'Only JPEG, PNG, WebP, AVIF or HEIC images can be uploaded.' },
          415,
          'Unsupported Media Type',
        ),
    });
    await user.upload(within(dialog()).getByLabelText('Choose a photo', { selector: 'input' }), png());
    await user.click(await within(dialog()).findByRole('button', { name: 'Use This Image' }));
    expect(await screen.findByText('Image Upload Failed')).toBeDefined();
    expect(screen.getByText('Only JPEG, PNG, WebP, AVIF or HEIC images can be uploaded.')).toBeDefined();
    expect((within(dialog()).getByRole('button', { name: 'Use This Image' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('image manager: preview download (issue 20)', () => {
  it('downloads a generated preview before it is used, without using it', async () => {
    const { user, onOpenChange, recipe } = setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockFetch({
      [`POST /api/recipes/${recipe.id}/generate-image`]: () => jsonResponse(generated(ID1)),
      [`GET ${media(ID1)}`]: () => new Response('webp', { status: 200, headers: { 'Content-Type': 'image/webp' } }),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Generate image' }));
    await within(dialog()).findByRole('img', { name: 'Preview of the new image for Moqueca' });
    await user.click(within(dialog()).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.mock.calls.map(([url]) => String(url))).toContain(media(ID1));
    expect(calls.mock.calls.some(([url]) => String(url).endsWith('/confirm-image'))).toBe(false);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('button', { name: 'Use This Image' })).toBeDefined();
  });
});

describe('image manager: current image', () => {
  const withImage = () => buildRecipe({ title: 'Pão de queijo', imageUrl: media(ID1, 2048) });

  it("downloads the current image, and says 'Download Failed' when it cannot", async () => {
    const { user } = setup(withImage());
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = mockFetch({
      [`GET ${media(ID1, 2048)}`]: () =>
        new Response('webp', { status: 200, headers: { 'Content-Type': 'image/webp' } }),
    });
    const current = within(dialog()).getByRole('img', { name: 'Current image of Pão de queijo' });
    expect(current.getAttribute('sizes')).toBe('(min-width: 640px) 36rem, 100vw');
    await user.click(within(dialog()).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    mockFetch({ [`GET ${media(ID1, 2048)}`]: () => new Response('gone', { status: 404 }) });
    await user.click(within(dialog()).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download Failed')).toBeDefined();
    expect(screen.getByText('Could not download the image. Please try again.')).toBeDefined();
  });

  it('removes the image after a confirmation', async () => {
    const recipe = withImage();
    const { user, queryClient } = setup(recipe);
    queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
    const fetchMock = mockFetch({
      [`DELETE /api/recipes/${recipe.id}/image`]: () => new Response(null, { status: 204 }),
      [`GET /api/recipes/${recipe.id}`]: () => jsonResponse({ ...recipe, imageUrl: null }),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Remove image' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this image?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Image removed')).toBeDefined();
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(queryClient.getQueryData<TRecipe>(recipeKeys.detail(recipe.id))?.imageUrl).toBeNull();
  });

  it('speaks Brazilian Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    const { user, recipe } = setup(withImage());
    mockFetch({ [`POST /api/recipes/${recipe.id}/generate-image`]: () => jsonResponse(generated(ID2)) });
    const pt = screen.getByRole('dialog', { name: 'Imagem da receita' });
    await user.click(within(pt).getByRole('button', { name: 'Gerar imagem' }));
    expect(await within(pt).findByRole('button', { name: 'Usar Esta Imagem' })).toBeDefined();
    expect(within(pt).getByRole('button', { name: 'Gerar Outra' })).toBeDefined();
  });
});
