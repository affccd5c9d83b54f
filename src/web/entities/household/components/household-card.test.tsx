import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { THousehold } from '../../../../shared/schemas/household.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { HouseholdCard } from './household-card.tsx';
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
