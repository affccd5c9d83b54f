import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Every test fails when the page logs a console error or throws (DESIGN.md: a console error
 * fails a test). The one expected message is Chromium's network log of the 401 that
 * GET /api/auth/user answers to a signed-out visitor, which is how the app learns it is signed out.
 */
function isExpectedError(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return (
    /Failed to load resource: the server responded with a status of 401/.test(message.text()) &&
    new URL(url, 'http://x').pathname === '/api/auth/user'
  );
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedError(message)) {
          errors.push(`console.error at ${message.location().url}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A unique address per run, so tests never collide with accounts of an earlier run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** On the server's /api/login page: switches to the register form and creates an account. */
export async function createAccount(
  page: Page,
  account: { firstName: string; lastName?: string; email: string; password: string },
): Promise<void> {
  await page
    .getByRole('button', { name: 'Create an account' })
    .or(page.getByRole('link', { name: 'Create an account' }))
    .or(page.getByRole('tab', { name: 'Create an account' }))
    .click();
  const visible = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
  await visible('First name').fill(account.firstName);
  if (account.lastName) await visible('Last name (optional)').fill(account.lastName);
  await visible('E-mail').fill(account.email);
  await visible('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
}
