import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSignupInvite } from '../../../../shared/schemas/signup-invite.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { SignupInvitesCard } from './signup-invites-card.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['profile']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

const invite = (id: string, note: string | null): TSignupInvite => ({
  id,
  note,
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-08T10:00:00.000Z',
});

describe('SignupInvitesCard (administrators)', () => {
  it('SIGNUPS=invite: makes an invite for someone, shows its link once, lists and revokes it', async () => {
    let open: TSignupInvite[] = [invite('i1', 'Ben')];
    const fetchMock = mockFetch({
      'GET /api/admin/invites': () => jsonResponse({ signups: 'invite', invites: open }),
      'POST /api/admin/invites': () => {
        const made = invite('i2', 'Aunt Rosa');
        open = [...open, made];
        return jsonResponse(
          {
            ...made,
            code: 'ABCDEFGHJKMNPQRS',
            url: 'https://r.example/api/login?mode=register&invite=ABCDEFGHJKMNPQRS',
          },
          201,
        );
      },
      'DELETE /api/admin/invites/i1': () => {
        open = open.filter((i) => i.id !== 'i1');
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(
      <>
        <SignupInvitesCard />
        <ToastHost />
      </>,
    );
    const card = await screen.findByRole('region', { name: 'Sign-ups' });
    expect(
      await within(card).findByText(
        'New accounts need an invite from an administrator (SIGNUPS=invite). Each invite works once.',
      ),
    ).toBeDefined();
    expect(
      within(card)
        .getAllByTestId('signup-invite')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Ben')]);

    await userEvent.type(within(card).getByLabelText('Who is it for? (optional)'), '  Aunt Rosa ');
    await userEvent.click(within(card).getByRole('button', { name: 'Create an invite' }));
    const shown = await within(card).findByText('Copy this invite now: it is not shown again.');
    expect(shown).toBeDefined();
    expect(within(card).getByText('ABCDEFGHJKMNPQRS')).toBeDefined();
    expect(within(card).getByRole('link', { name: /invite=ABCDEFGHJKMNPQRS$/ })).toBeDefined();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ note: 'Aunt Rosa' });
    await waitFor(() => expect(within(card).getAllByTestId('signup-invite')).toHaveLength(2));
    expect(within(card).getByLabelText('Who is it for? (optional)')).toHaveProperty('value', '');

    await userEvent.click(within(card).getByRole('button', { name: 'Revoke the invite: Ben' }));
    await screen.findByText('Invite revoked');
    await waitFor(() =>
      expect(
        within(card)
          .getAllByTestId('signup-invite')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('Aunt Rosa')]),
    );
  });

  it('SIGNUPS=open or closed: says how accounts are made, in Portuguese too, with nothing to create', async () => {
    mockFetch({ 'GET /api/admin/invites': () => jsonResponse({ signups: 'closed', invites: [] }) });
    await i18n.changeLanguage('pt-BR');
    renderWithProviders(<SignupInvitesCard />);
    const card = await screen.findByRole('region', { name: 'Cadastros' });
    expect(
      await within(card).findByText(
        'Os cadastros estão fechados (SIGNUPS=closed): crie contas com o comando tempero create-user.',
      ),
    ).toBeDefined();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/admin/invites': () =>
        fail ? jsonResponse({ message: 'boom' }, 500, 'Error') : jsonResponse({ signups: 'open', invites: [] }),
    });
    renderWithProviders(<SignupInvitesCard />);
    await screen.findByText('Failed to load the sign-up invites');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Anyone can create an account on this server (SIGNUPS=open).');
  });
});
