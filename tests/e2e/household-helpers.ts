import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures.ts';

/** Two members' phones for the household specs: each its own browser context and account. */
export async function register(request: APIRequestContext, firstName: string): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: { email: uniqueEmail('household'), password: 'correct horse battery', firstName },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function newPhone(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', serviceWorkers: 'allow', ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Errors the pages log or throw: a test expects none (the fixtures' check covers only `page`). */
export function collectErrors(pages: readonly Page[]): string[] {
  const errors: string[] = [];
  for (const page of pages) {
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()} at ${m.location().url}`);
    });
  }
  return errors;
}
