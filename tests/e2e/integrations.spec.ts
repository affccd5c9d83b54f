import http from 'node:http';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Profile → API tokens and webhooks, as a person uses them: create a token and see it once, use it
 * from a script, see "last used", revoke it (the script is refused at once); add a webhook, read
 * its signing secret once and its delivery log; the same in Portuguese, on a phone, by keyboard.
 */

const PASSWORD = 'correct horse battery';
const RECEIVER_PORT = 4135;
const CLOSED_PORT = 4136;

async function signUp(page: Page, firstName: string) {
  await page.goto('/offline');
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('integrations'), password: PASSWORD, firstName },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

let receiver: http.Server;
const received: string[] = [];
test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(RECEIVER_PORT, '127.0.0.1', r));
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});

test('create an API token, use it, see it used, revoke it', async ({ page, baseURL }) => {
  await signUp(page, 'Tina');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'API tokens' });
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
  await expect(card.getByText(/\/api\/mcp/)).toBeVisible();

  await card.getByLabel('Token name').fill('Kitchen script');
  await card.getByLabel('Access').selectOption({ label: 'Read and write' });
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByText('Copy your new token now')).toBeVisible();
  const token = await card.getByLabel('New token').inputValue();
  expect(token).toMatch(/^tpat_/);
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByLabel('New token')).toHaveCount(0);
  const row = card.getByRole('listitem').filter({ hasText: 'Kitchen script' });
  await expect(row.getByText('Read and write')).toBeVisible();
  await expect(row.getByText(/Never used/)).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  // A script with the token (no cookies) adds to the shopping list.
  const script = await playwrightRequest.newContext({ baseURL });
  const added = await script.post('/api/shopping-list-items', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Scripted limes' },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  await expect(row.getByText(/Last used/)).toBeVisible();

  await row.getByRole('button', { name: 'Revoke Kitchen script' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('"Kitchen script" stops working at once, wherever it is used.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByText('No API tokens yet.')).toBeVisible();
  const refused = await script.get('/api/shopping-list-items', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  await script.dispose();
});

test('add webhooks, read the secret once and the delivery log', async ({ page }) => {
  await signUp(page, 'Walt');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Webhooks' });
  await expect(card.getByText('No webhooks yet.')).toBeVisible();

  await card.getByLabel('Address (URL)').fill(`http://127.0.0.1:${RECEIVER_PORT}/hook`);
  await card.getByLabel('Recipe changed').uncheck();
  await card.getByLabel('Shopping item added').check();
  await card.getByRole('button', { name: 'Add webhook' }).click();
  await expect(card.getByText('Copy the signing secret now')).toBeVisible();
  await expect(card.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
  await card.getByRole('button', { name: 'Done' }).click();

  // A second webhook to a port where nothing listens: its delivery fails and waits to retry.
  await card.getByLabel('Address (URL)').fill(`http://127.0.0.1:${CLOSED_PORT}/nobody`);
  await card.getByLabel('Shopping item added').check();
  await card.getByRole('button', { name: 'Add webhook' }).click();
  await card.getByRole('button', { name: 'Done' }).click();

  const before = received.length;
  const added = await page.request.post('/api/shopping-list-items', { data: { name: 'Webhook bread' } });
  expect(added.status()).toBe(201);
  await expect.poll(() => received.slice(before).some((b) => b.includes('Webhook bread'))).toBe(true);

  const good = card.getByRole('listitem').filter({ hasText: `127.0.0.1:${RECEIVER_PORT}/hook` });
  await good.getByRole('button', { name: 'Delivery log' }).click();
  const delivered = good.getByRole('list', { name: 'Deliveries, newest first' }).getByRole('listitem');
  await expect(delivered).toContainText('Shopping item added');
  await expect(delivered).toContainText('Delivered');
  await expect(delivered).toContainText('1 attempt');

  const bad = card.getByRole('listitem').filter({ hasText: `/nobody` });
  await bad.getByRole('button', { name: 'Delivery log' }).click();
  const failedRow = bad.getByRole('list', { name: 'Deliveries, newest first' }).getByRole('listitem');
  await expect(failedRow).toContainText('Could not connect', { timeout: 20_000 });
  await expect(failedRow).toContainText('Retrying');

  // Pause it, then delete it.
  const pause = bad.getByRole('switch');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-checked', 'false');
  await expect(bad.getByText('Paused')).toBeVisible();
  await bad.getByRole('button', { name: /^Delete the webhook/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText(`127.0.0.1:${CLOSED_PORT}/nobody`)).toHaveCount(0);
  await expect(card.getByText(`127.0.0.1:${RECEIVER_PORT}/hook`)).toBeVisible();
});

test.describe('in Portuguese, on a phone, by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('create and revoke a token with the keyboard; nothing overflows', async ({ page }) => {
    await signUp(page, 'Paula');
    const prefs = await page.request.patch('/api/user/preferences', { data: { language: 'pt-BR' } });
    expect(prefs.ok()).toBe(true);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Tokens de API' });
    await expect(card.getByText('Nenhum token de API ainda.')).toBeVisible();

    // An empty name is refused in words, before anything is sent.
    await card.getByRole('button', { name: 'Criar token' }).click();
    await expect(card.getByText('Dê um nome ao token.')).toBeVisible();

    await card.getByLabel('Nome do token').focus();
    await page.keyboard.type('Assistente');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Criar token' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Copie seu novo token agora')).toBeVisible();
    await card.getByRole('button', { name: 'Pronto' }).focus();
    await page.keyboard.press('Enter');
    const row = card.getByRole('listitem').filter({ hasText: 'Assistente' });
    await expect(row.getByText('Somente leitura')).toBeVisible();
    await expect(row.getByText('Nunca usado')).toBeVisible();

    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await expect(webhooks.getByText('Nenhum webhook ainda.')).toBeVisible();
    await expect(webhooks.getByLabel('Receita criada')).toBeChecked();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await row.getByRole('button', { name: 'Revogar Assistente' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Revogar este token?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Revogar' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Nenhum token de API ainda.')).toBeVisible();
  });
});
