import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import i18n from '../../../lib/i18n.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { PasswordCard } from './password-card.tsx';

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

const render = () =>
  renderWithProviders(
    <>
      <PasswordCard />
      <ToastHost />
    </>,
  );
const toastRegion = () => screen.getByRole('region', { name: /^Notifications/, hidden: true });

/** Puts text in a field the way a paste does (one input event), quicker than typing it key by key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('change password card', () => {
  it('checks the passwords before sending anything', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    render();
    const section = screen.getByRole('region', { name: 'Password' });
    const current = within(section).getByLabelText('Current password');
    const next = within(section).getByLabelText('New password');
    const again = within(section).getByLabelText('New password again');

    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByText('Enter your current password.')).toBeDefined();
    expect(document.activeElement).toBe(current);

    await fill(user, current, 'the old password');
    await fill(user, next, 'short');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(within(section).getByText('The new password needs at least 10 characters.')).toBeDefined();
    expect(next.getAttribute('aria-invalid')).toBe('true');

    await fill(user, next, 'a brand new password');
    await fill(user, again, 'a brand new passwor');
    await user.keyboard('{Enter}');
    expect(within(section).getByText('The two new passwords are not the same.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the passwords from the keyboard and says the other devices were signed out', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /api/auth/password': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    render();
    const section = screen.getByRole('region', { name: 'Password' });
    const current = within(section).getByLabelText('Current password');
    await fill(user, current, 'the old password');
    await fill(user, within(section).getByLabelText('New password'), 'a brand new password');
    await fill(user, within(section).getByLabelText('New password again'), 'a brand new password');
    await user.keyboard('{Enter}');
    await waitFor(() => within(toastRegion()).getByText('Password changed'));
    expect(within(toastRegion()).getByText(/Your other devices were signed out/)).toBeDefined();
    expect(bodies).toEqual([{ currentPassword: 'the old password', newPassword: 'a brand new password' }]);
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s word for a wrong current password at the field, in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    mockFetch({
      'POST /api/auth/password': () =>
        jsonResponse(
          { message: 'A senha atual não está correta.', code: 'wrong_password', field: 'currentPassword' },
          400,
        ),
    });
    const user = userEvent.setup();
    render();
    const section = screen.getByRole('region', { name: 'Senha' });
    await fill(user, within(section).getByLabelText('Senha atual'), 'wrong one');
    await fill(user, within(section).getByLabelText('Nova senha'), 'a brand new password');
    await fill(user, within(section).getByLabelText('Nova senha de novo'), 'a brand new password');
    await user.click(within(section).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => within(section).getByText('A senha atual não está correta.'));
    expect(within(section).getByLabelText('Senha atual').getAttribute('aria-invalid')).toBe('true');
  });
});
