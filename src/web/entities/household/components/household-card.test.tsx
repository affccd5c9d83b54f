import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { THousehold } from '../../../../shared/schemas/household.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { HouseholdCard } from './household-card.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { buildHousehold, buildMember } from '../testing/build-household.ts';

const member = buildMember;

function household(overrides: Partial<THousehold> = {}): THousehold {
  return buildHousehold({
    members: [member('u1', 'Ana', 'owner'), member('u2', 'Bruno', 'member')],
    ...overrides,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HouseholdCard', () => {
  it('lists the members with their roles; the owner creates an invitation and sees its code and link', async () => {
    const invitation = {
      id: 'i1',
      code: 'ABCDEFGH23',
      url: 'http://localhost/invite/ABCDEFGH23',
      expiresAt: '2026-12-02T10:00:00.000Z',
    };
    let current = household();
    const fetchMock = mockFetch({
      'GET /api/household': () => jsonResponse(current),
      'POST /api/household/invitations': () => {
        current = household({ invitations: [invitation] });
        return jsonResponse(invitation, 201);
      },
    });
    renderWithProviders(<HouseholdCard userId="u1" />);
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Ana.*\(you\).*Owner/), expect.stringMatching(/^Bruno.*Member/)]);
    expect(screen.getByRole('button', { name: 'Remove Bruno' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Create an invitation' }));
    expect(await screen.findByText('ABCDEFGH23')).toBeDefined();
    expect(screen.getByRole('link', { name: invitation.url }).getAttribute('href')).toBe(invitation.url);
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/household/invitations' && init?.method === 'POST'),
    ).toBe(true);
  });

  it('a member cannot invite or remove anyone, and can leave', async () => {
    mockFetch({ 'GET /api/household': () => jsonResponse(household({ role: 'member' })) });
    renderWithProviders(<HouseholdCard userId="u2" />);
    expect(await screen.findByText('Only the owner of the household can invite.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Create an invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the household' })).toBeDefined();
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({ 'GET /api/household': () => jsonResponse(household({ members: [member('u1', 'Ana', 'owner')] })) });
    renderWithProviders(<HouseholdCard userId="u1" />);
    expect(
      await screen.findByText('Por enquanto só você. Convide alguém para compartilhar o cardápio e a lista.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Casa' })).toBeDefined();
  });
});

describe('HouseholdCard: removing a member and joining by code (issue 35, item 10)', () => {
  it.each([
    [
      'en',
      'Remove Bruno',
      'Remove Bruno from the household?',
      'Remove',
      'Cancel',
      'Bruno was removed from the household',
    ],
    ['pt-BR', 'Remover Bruno', 'Remover Bruno da casa?', 'Remover', 'Cancelar', 'Bruno foi removido(a) da casa'],
  ] as const)(
    '%s: asks before removing, then says it is done',
    async (lang, button, question, confirm, cancel, done) => {
      await i18n.changeLanguage(lang);
      let current = household();
      const removed: string[] = [];
      mockFetch({
        'GET /api/household': () => jsonResponse(current),
        'DELETE /api/household/members/u2': () => {
          removed.push('u2');
          current = household({ members: [member('u1', 'Ana', 'owner')] });
          return jsonResponse(current);
        },
      });
      renderWithProviders(
        <>
          <HouseholdCard userId="u1" />
          <ToastHost />
        </>,
      );
      await userEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('alertdialog', { name: question });
      // One click does nothing yet; cancelling keeps Bruno.
      expect(removed).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: cancel }));
      expect(removed).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: button }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));
      expect((await screen.findAllByText(done)).length).toBeGreaterThan(0);
      expect(removed).toEqual(['u2']);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it.each([
    ['en', 'Join with an invitation code', 'Open the invitation', 'Type the code as it is on the invitation'],
    ['pt-BR', 'Entrar com um código de convite', 'Abrir o convite', 'Digite o código como está no convite'],
  ] as const)('%s: the code on an invitation can be typed in and opens it', async (lang, label, open, invalid) => {
    await i18n.changeLanguage(lang);
    mockFetch({ 'GET /api/household': () => jsonResponse(household({ role: 'member' })) });
    const { location } = renderWithProviders(<HouseholdCard userId="u2" />);
    const input = await screen.findByLabelText(label);
    await userEvent.type(input, 'ab');
    await userEvent.click(screen.getByRole('button', { name: open }));
    expect(screen.getByRole('alert').textContent).toContain(invalid);
    await userEvent.clear(input);
    await userEvent.type(input, ' abcd efgh23 ');
    await userEvent.click(screen.getByRole('button', { name: open }));
    expect(location.history?.at(-1)).toBe('/invite/ABCDEFGH23');
  });
});
