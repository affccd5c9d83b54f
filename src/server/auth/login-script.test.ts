import { describe, expect, it } from 'vitest';
import { LOGIN_SCRIPT } from '../pages/login-page.ts';

/** Runs the sign-in page's script with a stored language and returns where it sends the browser. */
function redirectFor(stored: string | null, pageLang: string): string | null {
  let replaced: string | null = null;
  const root = { dataset: { returnTo: '/', lang: pageLang } };
  const document = { getElementById: (id: string) => (id === 'auth' ? root : null) };
  const location = { search: '', pathname: '/api/login', replace: (url: string) => (replaced = url) };
  const localStorage = { getItem: () => stored, setItem: () => {} };
  // The script stops at the redirect (or at the first missing element when there is none).
  try {
    new Function('document', 'location', 'localStorage', LOGIN_SCRIPT)(document, location, localStorage);
  } catch {
    /* the fake page has no form */
  }
  return replaced;
}

describe('sign-in page language', () => {
  it.each([
    ['pt-PT', 'en', '/api/login?lang=pt-BR'],
    ['pt_BR', 'en', '/api/login?lang=pt-BR'],
    ['en-GB', 'pt-BR', '/api/login?lang=en'],
    ['fr', 'pt-BR', '/api/login?lang=en'],
    ['pt', 'pt-BR', null],
    [null, 'pt-BR', null],
  ])('stored %j on a %s page → %j', (stored, pageLang, expected) => {
    expect(redirectFor(stored, pageLang)).toBe(expected);
  });
});
