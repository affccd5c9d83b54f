import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPantryItem } from '../../../entities/pantry/index.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { PantryList } from './pantry-list.tsx';

const item = (id: string, name: string, runningLow: boolean): TPantryItem => ({
  id,
  name,
  amount: '',
  bestBefore: null,
  runningLow,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

beforeEach(async () => {
  await i18n.loadNamespaces(['pantry']);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('PantryList: running low is a status only when it is one (issue 35, item 11)', () => {
  it.each([
    ['en', 'Running low', 'Mark rice as running low', 'Got more beans: no longer running low'],
    ['pt-BR', 'Acabando', 'Marcar rice como acabando', 'Já repus beans: não está mais acabando'],
  ] as const)(
    '%s: only the low item shows the warning; the others offer to mark it',
    async (lang, status, mark, gotMore) => {
      await i18n.changeLanguage(lang);
      const patches: unknown[] = [];
      mockFetch({
        'PATCH /api/pantry-items/a': (init) => {
          patches.push(JSON.parse(String(init?.body)));
          return jsonResponse({ ...item('a', 'rice', true) });
        },
      });
      renderWithProviders(<PantryList items={[item('a', 'rice', false), item('b', 'beans', true)]} />);
      const [rice, beans] = screen.getAllByTestId('pantry-item');
      expect(within(rice!).queryByText(status)).toBeNull();
      expect(rice!.querySelector('svg.lucide-triangle-alert, svg.lucide-alert-triangle')).toBeNull();
      expect(within(beans!).getByText(status)).toBeDefined();
      expect(within(beans!).getByRole('button', { name: gotMore })).toBeDefined();
      await userEvent.click(within(rice!).getByRole('button', { name: mark }));
      expect(patches).toEqual([{ runningLow: true }]);
    },
  );
});
