import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * Profile → Password (issue 36 item 11), on a phone (390 px) in Portuguese: the current password is
 * required, the new one checked before it is sent; once changed, this phone stays signed in and
 * the laptop (another session of the account) is signed out at once.
 */
const OLD = 'the old password';
const NEW = 'a much newer password';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/offline');
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  return res.status();
}

test('change the password on a phone in Portuguese; the other device is signed out', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('password');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const laptop = await browser.newContext();
  const phonePage = await phone.newPage();
  const laptopPage = await laptop.newPage();
  await phonePage.goto('/offline');
  const account = await phonePage.request.post('/api/auth/register', {
    data: { email, password: OLD, firstName: 'Rosa', language: 'pt-BR' },
  });
  expect(account.status(), await account.text()).toBe(201);
  expect(await signIn(laptopPage, email, OLD)).toBe(200);

  await phonePage.goto('/profile');
  const card = phonePage.getByRole('region', { name: 'Senha' });
  await card.scrollIntoViewIfNeeded();
  // The card fits the phone's width.
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  await card.getByLabel('Senha atual').fill('not the password');
  await card.getByLabel('Nova senha', { exact: true }).fill(NEW);
  await card.getByLabel('Nova senha de novo').fill('a much newer passwor');
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(card.getByText('As duas novas senhas não são iguais.')).toBeVisible();

  // From the keyboard: Enter sends the form.
  await card.getByLabel('Nova senha de novo').fill(NEW);
  await card.getByLabel('Nova senha de novo').press('Enter');
  await expect(card.getByText('A senha atual não está correta.')).toBeVisible();
  await expect(card.getByLabel('Senha atual')).toBeFocused();

  await card.getByLabel('Senha atual').fill(OLD);
  await card.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(
    phonePage
      .getByRole('region', { name: /^Notifica/ })
      .getByText('Senha alterada')
      .first(),
  ).toBeVisible();

  // This phone is still signed in; the laptop is not, and the old password is gone.
  expect((await phonePage.request.get('/api/auth/user')).status()).toBe(200);
  expect((await laptopPage.request.get('/api/auth/user')).status()).toBe(401);
  expect(await signIn(laptopPage, email, OLD)).toBe(401);
  expect(await signIn(laptopPage, email, NEW)).toBe(200);
  await phone.close();
  await laptop.close();
});
