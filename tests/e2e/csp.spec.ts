import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';

/**
 * The Content-Security-Policy (src/server/http/security.ts: script-src 'self', no inline script,
 * no eval) must never be broken by our own pages. A refused action is not always a console error:
 * zod's `new Function` probe, for one, is caught by zod, yet the browser reports it (a
 * `securitypolicyviolation` event, a "Content security policy" issue in Lighthouse's Best
 * Practices). Every violation of every page visited here is collected and must be none.
 */

// Every page straight from the server, as a first visit (and Lighthouse) gets it: once the
// service worker controls the page, navigations answer its precached index.html instead.
test.use({ serviceWorkers: 'block' });

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
}

async function collectViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
      report({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
      });
    });
  });
  return violations;
}

/** Lets lazily loaded code arrive and run (zod's probe runs when the first schema is built). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

test('no page breaks the Content-Security-Policy: home signed in, a public recipe signed in and out, the landing', async ({
  page,
}) => {
  const violations = await collectViolations(page);

  const register = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('csp'), password: 'correct horse battery', firstName: 'Lia' },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const created = await page.request.post('/api/recipes', {
    data: {
      title: 'Moqueca de peixe',
      description: 'A Brazilian fish stew with coconut milk.',
      prepTime: 20,
      cookTime: 30,
      servings: 4,
      difficulty: 'Medium',
      ingredients: [
        { name: 'white fish fillets', amount: '800 g' },
        { name: 'coconut milk', amount: '400 ml' },
      ],
      instructions: ['Season the fish; rest for **15 minutes**.', 'Simmer in the coconut milk for 20 minutes.'],
      tags: ['brazilian', 'fish'],
      tips: ['Dendê oil gives the traditional colour.'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const recipeId = ((await created.json()) as { id: string }).id;
  expect((await page.request.patch(`/api/recipes/${recipeId}/public`)).ok()).toBe(true);

  // Signed in: the home page builds zod schemas (the generate form).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Recipe' })).toBeVisible();
  await settle(page);

  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moqueca de peixe' })).toBeVisible();
  await settle(page);

  // Signed out: the public page as a visitor (and a search engine) sees it, with its JSON-LD head.
  // The signed-in page is left first: its own late reads, sent without the cookie, would answer
  // 401 in the owner's page, which is not what a visitor sees.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`/recipes/${recipeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moqueca de peixe' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await settle(page);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cook something wonderful with what you already have' }),
  ).toBeVisible();
  await settle(page);

  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
