import { test as bare, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 20 item 2: every message on the sign-in page is a sentence in the reader's language,
 * next to the field it is about; never the server's raw "email: Invalid input: …".
 */

const TEXTS = {
  en: {
    email: 'E-mail',
    password: 'Password',
    firstName: 'First name',
    signIn: 'Sign in',
    toRegister: 'Create an account',
    createAccount: 'Create account',
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
    passwordRequired: 'Enter your password.',
    passwordShort: 'Your password needs at least 10 characters.',
    firstNameRequired: 'Enter your first name.',
  },
  'pt-BR': {
    email: 'E-mail',
    password: 'Senha',
    firstName: 'Nome',
    signIn: 'Entrar',
    toRegister: 'Criar uma conta',
    createAccount: 'Criar conta',
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.',
    passwordRequired: 'Informe sua senha.',
    passwordShort: 'Sua senha precisa ter pelo menos 10 caracteres.',
    firstNameRequired: 'Informe seu nome.',
  },
} as const;

/** The field's own message: what its aria-describedby points at, beside it in the form. */
async function messageOf(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true }).filter({ visible: true });
  return input.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/);
    return ids
      .map((id) => document.getElementById(id))
      .filter((n): n is HTMLElement => !!n && n.classList.contains('field-error'))
      .map((n) => n.textContent ?? '')
      .join(' ')
      .trim();
  });
}

for (const lang of ['en', 'pt-BR'] as const) {
  const t = TEXTS[lang];
  test(`sign-in and sign-up errors are sentences in ${lang}, next to their fields`, async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => (/\/api\/auth\/(login|register)$/.test(r.url()) ? requests++ : undefined));
    await page.goto(`/api/login?lang=${lang}`);

    // Nothing filled in: each field says what it needs, and nothing is sent.
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    expect(await messageOf(page, t.email)).toBe(t.emailRequired);
    expect(await messageOf(page, t.password)).toBe(t.passwordRequired);
    await expect(page.getByLabel(t.email, { exact: true }).filter({ visible: true })).toBeFocused();
    await expect(page.getByLabel(t.email, { exact: true }).filter({ visible: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText(/expected string|Invalid input|^email:|^password:/i)).toHaveCount(0);
    expect(requests).toBe(0);

    // Typing a valid value clears that field's message.
    const email = page.getByLabel(t.email, { exact: true }).filter({ visible: true });
    await email.fill('not-an-address');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    expect(await messageOf(page, t.email)).toBe(t.emailInvalid);
    await email.fill('cook@example.com');
    expect(await messageOf(page, t.email)).toBe('');

    // Sign-up: first name, e-mail and a password that is too short.
    await page.getByRole('button', { name: t.toRegister }).click();
    await page.getByRole('button', { name: t.createAccount, exact: true }).click();
    expect(await messageOf(page, t.firstName)).toBe(t.firstNameRequired);
    expect(await messageOf(page, t.email)).toBe(t.emailRequired);
    await page.getByLabel(t.password, { exact: true }).filter({ visible: true }).fill('short');
    await page.getByRole('button', { name: t.createAccount, exact: true }).click();
    expect(await messageOf(page, t.password)).toBe(t.passwordShort);
    await expect(page.getByText(/at least 10 characters$/).and(page.getByText(/^password:/i))).toHaveCount(0);
  });
}

// Its own test on the bare runner: the refusal is a 400 Chromium logs, which the shared fixture
// counts as a page error; every other console error still fails it.
bare('a field the server refuses gets the same sentence next to it, in each language', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) =>
    m.type() === 'error' && !/status of 400/.test(m.text()) ? errors.push(m.text()) : undefined,
  );
  for (const lang of ['en', 'pt-BR'] as const) {
    const t = TEXTS[lang];
    await page.goto(`/api/login?lang=${lang}`);
    await page.getByLabel(t.email, { exact: true }).filter({ visible: true }).fill('cook@example.com');
    // A field the server refuses gets the same sentence next to it, not the server's raw text.
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'email: Invalid input: expected string, received undefined',
          code: 'validation_error',
          field: 'email',
          issues: [{ field: 'email', message: 'Invalid input: expected string, received undefined' }],
        }),
      }),
    );
    await page.getByLabel(t.password, { exact: true }).filter({ visible: true }).fill('whatever it is');
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect.poll(() => messageOf(page, t.email)).toBe(t.emailInvalid);
    await expect(page.getByText(/expected string|Invalid input/i)).toHaveCount(0);
    await page.unroute('**/api/auth/login');
  }
  expect(errors).toEqual([]);
});
