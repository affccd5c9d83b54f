import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse } from '../test-utils.tsx';
import { fakeAnswerProblem, responseSchemaFor } from './api-response-schemas.ts';

describe("fake API answers are checked against the API's schemas", () => {
  it('accepts an answer the server could give', async () => {
    expect(await fakeAnswerProblem('GET', '/api/auth/user', jsonResponse(buildUser()))).toBeNull();
  });

  it('names the route and the fields of an answer the server could never give', async () => {
    const problem = await fakeAnswerProblem('GET', '/api/auth/user', jsonResponse({ id: 'u1' }));
    expect(problem).toContain('GET /api/auth/user');
    expect(problem).toContain('email');
  });

  it('matches a literal path before a template, and ignores the query string', () => {
    expect(responseSchemaFor('GET', '/api/recipes/favorites?page=2')?.route).toBe('GET /api/recipes/favorites');
    expect(responseSchemaFor('GET', '/api/recipes/r1')?.route).toBe('GET /api/recipes/{id}');
    expect(responseSchemaFor('DELETE', '/api/recipes/r1')).toBeNull();
  });

  it('leaves error answers, empty answers and other content alone', async () => {
    expect(await fakeAnswerProblem('GET', '/api/auth/user', jsonResponse({ message: 'no' }, 401))).toBeNull();
    expect(await fakeAnswerProblem('GET', '/api/auth/user', new Response(null, { status: 204 }))).toBeNull();
    expect(await fakeAnswerProblem('GET', '/api/auth/user', new Response('text', { status: 200 }))).toBeNull();
  });
});
