import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Every test fails when the page logs a console error or throws (DESIGN.md: a console error
 * fails a test). The one expected message is Chromium's network log of the 401 that
 * GET /api/auth/user answers to a signed-out visitor, which is how the app learns it is signed out.
 * The other is Chromium's log of a request it could not send while a test holds the browser
 * offline (net::ERR_INTERNET_DISCONNECTED): the network's doing, which only an emulated offline
 * state produces here; what the page shows then is what the offline tests check.
 */
function isExpectedError(message: ConsoleMessage): boolean {
  const url = message.location().url;
  if (/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(message.text())) return true;
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

const offlinePages = new WeakMap<Page, () => Promise<void>>();

/**
 * Takes the browser context off the network (or back on) the way a user's device would be.
 * `context.setOffline(true)` alone is not enough on Debian's Chromium 150: a document loaded
 * after it (a reload, a visit) reports `navigator.onLine === true` although every request fails,
 * which no real device without a network does. So while offline, each new document of `page`
 * is told again over CDP, which also fires its `offline` event as a real loss of network would.
 */
export async function setOffline(context: BrowserContext, page: Page, offline: boolean): Promise<void> {
  await offlinePages.get(page)?.();
  offlinePages.delete(page);
  await context.setOffline(offline);
  if (!offline) return;
  const cdp = await context.newCDPSession(page);
  const sayOffline = () =>
    void cdp
      .send('Network.emulateNetworkConditions', {
        offline: true,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      .catch(() => undefined);
  page.on('domcontentloaded', sayOffline);
  offlinePages.set(page, async () => {
    page.off('domcontentloaded', sayOffline);
    await cdp.detach().catch(() => undefined);
  });
}
