import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { CalendarFeedDialog } from './calendar-feed-dialog.tsx';

const SETTINGS = {
  url: 'http://localhost/api/meal-plans/calendar.ics?token=u.abc',
  mealTimes: { breakfast: '08:00', lunch: '12:30', dinner: '19:30', snack: '16:00' },
  timeZone: 'America/Sao_Paulo',
};

afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedDialog', () => {
  it('shows the feed address and saves the meal times and zone', async () => {
    await i18n.loadNamespaces('kitchen');
    // The device's zone goes with the first request: the account takes it if it has none.
    const device = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const fetchMock = mockFetch({
      [`GET /api/meal-plans/calendar?timeZone=${device}`]: () => jsonResponse(SETTINGS),
      'PATCH /api/meal-plans/calendar': (init) => jsonResponse({ ...SETTINGS, ...JSON.parse(String(init?.body)) }),
    });
    renderWithProviders(
      <Suspense fallback={null}>
        <CalendarFeedDialog />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Your week in your calendar' }));
    expect(((await screen.findByLabelText('Calendar address')) as HTMLInputElement).value).toBe(SETTINGS.url);
    // The zone shown is the one the feed uses.
    expect((screen.getByLabelText('Time zone') as HTMLInputElement).value).toBe('America/Sao_Paulo');
    const dinner = screen.getByLabelText('Dinner');
    await userEvent.clear(dinner);
    await userEvent.type(dinner, '20:15');
    await userEvent.click(screen.getByRole('button', { name: 'Save times' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      mealTimes: { breakfast: '08:00', lunch: '12:30', dinner: '20:15', snack: '16:00' },
      timeZone: 'America/Sao_Paulo',
    });
  });
});
