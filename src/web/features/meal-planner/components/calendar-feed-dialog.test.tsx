import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { CalendarFeedDialog, mealTimeChoices } from './calendar-feed-dialog.tsx';

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
    await userEvent.selectOptions(dinner, '20:15');
    await userEvent.click(screen.getByRole('button', { name: 'Save times' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      mealTimes: { breakfast: '08:00', lunch: '12:30', dinner: '20:15', snack: '16:00' },
      timeZone: 'America/Sao_Paulo',
    });
  });

  it('writes the meal times in the 24-hour clock in Portuguese and with AM/PM in English', async () => {
    await i18n.loadNamespaces('kitchen');
    await i18n.changeLanguage('pt-BR');
    try {
      const device = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
      const fetchMock = mockFetch({
        [`GET /api/meal-plans/calendar?timeZone=${device}`]: () => jsonResponse(SETTINGS),
      });
      renderWithProviders(
        <Suspense fallback={null}>
          <CalendarFeedDialog />
        </Suspense>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Sua semana na sua agenda' }));
      const dinner = (await screen.findByLabelText('Jantar')) as HTMLSelectElement;
      expect(dinner.value).toBe('19:30');
      expect(dinner.selectedOptions[0]!.textContent).toBe('19:30');
      expect(fetchMock).toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage('en');
    }
    const english = mealTimeChoices('en', '19:40');
    expect(english.find((c) => c.value === '19:30')!.label).toMatch(/^7:30\sPM$/);
    // A time off the quarter hours stays a choice, in order.
    expect(english.map((c) => c.value).indexOf('19:40')).toBe(english.map((c) => c.value).indexOf('19:30') + 1);
    expect(mealTimeChoices('pt-BR', '08:00').every((c) => !/[AP]M/i.test(c.label))).toBe(true);
  });
});
