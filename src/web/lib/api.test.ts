import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getErrorMessage, getErrorStatus, isUnauthorizedError } from './api.ts';
import { buildUser, jsonResponse, mockFetch } from '../test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    const fetchMock = mockFetch({
      'PATCH /api/user/preferences': () => jsonResponse(buildUser({ language: 'pt-BR' })),
    });
    await apiRequest('PATCH', '/api/user/preferences', { language: 'pt-BR' });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('PATCH');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"language":"pt-BR"}');
  });

  it('sends no body and no content type without a payload', async () => {
    const fetchMock = mockFetch({ 'GET /api/recipes': () => jsonResponse([]) });
    await apiRequest('GET', '/api/recipes');
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('throws "STATUS: body" for a non-ok answer', async () => {
    mockFetch({
      'POST /api/recipes': () => jsonResponse({ message: 'Recipe title is required.' }, 400, 'Bad Request'),
    });
    const error = await apiRequest('POST', '/api/recipes', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('400: {"message":"Recipe title is required."}');
    expect(getErrorStatus(error)).toBe(400);
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({ 'DELETE /api/recipes/1': () => new Response(null, { status: 404, statusText: 'Not Found' }) });
    await expect(apiRequest('DELETE', '/api/recipes/1')).rejects.toThrow(/^404: Not Found$/);
  });
});

describe('getErrorMessage', () => {
  it("never shows a schema refusal's raw text: the caller's sentence instead (issue 20)", () => {
    const body = JSON.stringify({
      message: 'email: Invalid input: expected string, received undefined',
      code: 'validation_error',
      field: 'email',
    });
    expect(getErrorMessage(new ApiError(400, 'Bad Request', body), 'Informe um e-mail válido.')).toBe(
      'Informe um e-mail válido.',
    );
    expect(getErrorMessage(new Error(`400: ${body}`), 'Enter a valid e-mail address.')).toBe(
      'Enter a valid e-mail address.',
    );
  });

  it('reads the message out of a JSON error body', () => {
    expect(getErrorMessage(new ApiError(400, 'Bad Request', '{"message":"Name required"}'), 'fallback')).toBe(
      'Name required',
    );
    // The same from a plain Error carrying the spec's text, as other code may throw.
    expect(getErrorMessage(new Error('409: {"message":"Already exists"}'), 'fallback')).toBe('Already exists');
  });

  it('uses a plain-text body as it is', () => {
    expect(getErrorMessage(new ApiError(500, 'Internal Server Error', 'Database unavailable'), 'fallback')).toBe(
      'Database unavailable',
    );
  });

  it('falls back for empty bodies, HTML pages, JSON without a message and non-API errors', () => {
    expect(getErrorMessage(new ApiError(502, 'Bad Gateway', ''), 'fallback')).toBe('fallback');
    expect(getErrorMessage(new ApiError(502, 'Bad Gateway', '<html>proxy</html>'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(new ApiError(400, 'Bad Request', '{"error":"x"}'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(getErrorMessage('nope', 'fallback')).toBe('fallback');
  });
});

describe('isUnauthorizedError', () => {
  it('is true only for a 401', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', ''))).toBe(false);
    expect(isUnauthorizedError(new Error('Network down'))).toBe(false);
  });
});
