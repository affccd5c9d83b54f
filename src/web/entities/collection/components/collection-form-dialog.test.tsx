import { configure, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch } from '../../../test-utils.tsx';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { buildCollection, renderUi } from './collection-test-utils.tsx';

// findBy* waits up to 5 s: the first render loads a translation chunk, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const userEvent = userEventLib.setup({ delay: null });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

// Many user events each: generous on a loaded 2-core machine.
describe('CollectionFormDialog', { timeout: 15_000 }, () => {
  it('refuses a blank name with the spec texts and sends nothing', async () => {
    const fetchMock = mockFetch({});
    renderUi(<CollectionFormDialog open onOpenChange={() => {}} />);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.getByText('*')).toBeDefined();
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('Name required')).toBeDefined();
    expect(screen.getAllByText('Please enter a name for your collection.').length).toBeGreaterThan(0);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates with the first colour and the folder icon by default', async () => {
    const onOpenChange = vi.fn();
    const fetchMock = mockFetch({
      'POST /api/collections': (init) => jsonResponse(buildCollection(JSON.parse(String(init?.body)) as object), 201),
      'GET /api/collections': () => jsonResponse([]),
    });
    renderUi(<CollectionFormDialog open onOpenChange={onOpenChange} />);
    expect((await screen.findByRole('radio', { name: 'Red' })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Folder' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('radio')).toHaveLength(16);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), '  Desserts ');
    await userEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Desserts',
      description: null,
      color: '#ef4444',
      icon: 'FolderOpen',
    });
  });

  it('sends the chosen colour, icon and description, choosing them with the keyboard too', async () => {
    const fetchMock = mockFetch({
      'POST /api/collections': (init) => jsonResponse(buildCollection(JSON.parse(String(init?.body)) as object), 201),
      'GET /api/collections': () => jsonResponse([]),
    });
    renderUi(<CollectionFormDialog open onOpenChange={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Sweet');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Cakes and pies');
    await userEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    // Arrow keys move the choice inside a radio group.
    await userEvent.click(screen.getByRole('radio', { name: 'Heart' }));
    // Held down, as a person presses it: Radix checks the radio that receives focus while an arrow key is down.
    await userEvent.keyboard('{ArrowRight>}');
    // Radix moves focus (and so the choice) on the next tick.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Star' }).getAttribute('aria-checked')).toBe('true'));
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Sweet',
      description: 'Cakes and pies',
      color: '#3b82f6',
      icon: 'Star',
    });
  });

  it('edits a collection from its current values and shows the update error toast', async () => {
    const fetchMock = mockFetch({
      'PATCH /api/collections/c9': () => jsonResponse({ message: 'Name too long' }, 400, 'Bad Request'),
    });
    renderUi(
      <CollectionFormDialog
        open
        onOpenChange={() => {}}
        collection={buildCollection({ id: 'c9', name: 'Old', color: '#22c55e', icon: 'Coffee' })}
      />,
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe('Old');
    expect(screen.getByRole('radio', { name: 'Green' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Coffee' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.clear(name);
    await userEvent.type(name, 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error updating collection')).toBeDefined();
    expect(screen.getByText('Name too long')).toBeDefined();
    const patch = fetchMock.mock.calls.find((c) => c[1]?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ name: 'New', color: '#22c55e', icon: 'Coffee' });
  });
});
