import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch } from '../../../test-utils.tsx';
import { renderUi } from './collection-test-utils.tsx';
import { CollectionsModalAction } from './recipe-slots.tsx';

// findBy* waits up to 5 s: the dialog's code loads on first use, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('CollectionsModalAction', { timeout: 15_000 }, () => {
  it('is a labelled button that opens the collections manager, mounted only while open', async () => {
    mockFetch({ 'GET /api/collections': () => jsonResponse([]) });
    renderUi(<CollectionsModalAction recipe={{ id: 'r1', title: 'Soup' }} />);
    const button = await screen.findByRole('button', { name: 'Collections' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Soup');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
