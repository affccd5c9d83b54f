import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../lib/i18n.ts';
import type { TWebhook, TWebhookDelivery } from '../../../../shared/schemas/integrations.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test-utils.tsx';
import { WebhooksCard } from './webhooks-card.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['integrations']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const hook: TWebhook = {
  id: '0f5c2a52-5a4e-4a57-9d0e-3f1c2b4a5d6e',
  url: 'https://hooks.example.com/tempero',
  events: ['shopping_item.added'],
  enabled: true,
  createdAt: '2026-12-01T10:00:00.000Z',
};
const delivery = (over: Partial<TWebhookDelivery>): TWebhookDelivery => ({
  id: 'd1',
  eventId: 'e1',
  eventType: 'shopping_item.added',
  status: 'delivered',
  attempts: 1,
  lastStatus: 200,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: '2026-12-01T10:01:00.000Z',
  createdAt: '2026-12-01T10:01:00.000Z',
  ...over,
});
const refusal = (body: object) => jsonResponse(body, 400, 'Bad Request');

describe('Webhooks card', () => {
  it('says in the reader’s language why an address is refused', async () => {
    const user = userEvent.setup();
    let answer = refusal({ message: 'private…', code: 'bad_request', field: 'url', reason: 'private_address' });
    mockFetch({ 'GET /api/webhooks': () => jsonResponse([]), 'POST /api/webhooks': () => answer });
    await i18n.changeLanguage('pt-BR');
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('Nenhum webhook ainda.');
    await user.type(screen.getByLabelText('Endereço (URL)'), 'http://192.168.1.5/hook');
    await user.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível adicionar o webhook');
    expect(alert.textContent).toContain('Este endereço está numa rede privada ou nesta máquina.');

    answer = refusal({ message: 'Enter an http or https address…', code: 'bad_request', field: 'url' });
    await user.click(screen.getByRole('button', { name: 'Adicionar webhook' }));
    expect(await screen.findByText('Informe um endereço http ou https sem usuário nem senha.')).toBeDefined();
  });

  it('asks for an address and an event before sending anything', async () => {
    const user = userEvent.setup();
    const create = vi.fn(() => jsonResponse({}, 201));
    mockFetch({ 'GET /api/webhooks': () => jsonResponse([]), 'POST /api/webhooks': create });
    renderWithProviders(<WebhooksCard />);
    await screen.findByText('No webhooks yet.');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(screen.getByText('Enter the address to send to.')).toBeDefined();
    await user.type(screen.getByLabelText('Address (URL)'), 'https://hooks.example.com/x');
    for (const name of ['Recipe created', 'Recipe changed', 'Recipe deleted'])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(screen.getByText('Choose at least one event.')).toBeDefined();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the delivery log: delivered, retrying with the reason, given up', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/webhooks': () => jsonResponse([hook]),
      [`GET /api/webhooks/${hook.id}/deliveries`]: () =>
        jsonResponse([
          delivery({
            id: 'd3',
            status: 'failed',
            attempts: 6,
            lastStatus: 503,
            lastError: 'http_error',
            deliveredAt: null,
          }),
          delivery({
            id: 'd2',
            status: 'pending',
            attempts: 2,
            lastStatus: null,
            lastError: 'timeout',
            nextAttemptAt: '2026-12-01T10:20:00.000Z',
            deliveredAt: null,
          }),
          delivery({ id: 'd1' }),
        ]),
    });
    renderWithProviders(<WebhooksCard />);
    const toggle = await screen.findByRole('button', { name: 'Delivery log' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const log = await screen.findByRole('list', { name: 'Deliveries, newest first' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('Failed');
    expect(rows[0].textContent).toContain('6 attempts');
    expect(rows[0].textContent).toContain('The receiver answered 503');
    expect(rows[1].textContent).toContain('Retrying');
    expect(rows[1].textContent).toContain('No answer in time');
    expect(rows[2].textContent).toContain('Delivered');
    expect(rows[2].textContent).toContain('1 attempt');
    expect(screen.getByRole('button', { name: 'Hide delivery log' }).getAttribute('aria-expanded')).toBe('true');
  });
});
