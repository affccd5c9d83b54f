/**
 * The one HTTP transport of the web app (spec section 7): every request carries the session
 * cookie, a body is sent as JSON, and a non-ok answer throws an Error whose message is
 * "STATUS: body text" (or the status text when the body is empty). API calls go through the typed
 * client built on it (`lib/api/client.ts`); `apiRequest` remains for the query client's default
 * query function, which fetches whatever path a query key names.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An Error with the spec's "STATUS: body" message, plus the status for code that branches on it. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, body);
}

/** The one transport: sends with the session cookie; throws ApiError when the answer is not ok. */
export async function sendRequest(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, { ...init, credentials: 'include' });
  await throwIfNotOk(res);
  return res;
}

/** Sends a request by method and URL and returns the Response; throws ApiError when it is not ok. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init?: RequestInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return sendRequest(url, { ...init, method, headers, body: payload });
}

/** The HTTP status carried by an error thrown by this client, or undefined. */
export function getErrorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const m = /^(\d{3}): /.exec(error.message);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** True for a 401 answer (the session is gone or never existed). */
export function isUnauthorizedError(error: unknown): boolean {
  return getErrorStatus(error) === 401;
}

/**
 * The text to show a person for an error: the server's `{message}` when the body is JSON,
 * else the body text, else the fallback. Network failures and programming errors get the fallback,
 * since their messages are not written for people.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  let rest: string;
  if (error instanceof ApiError) {
    // An empty body leaves only the status text, which is not a message for people.
    rest = error.body.trim();
  } else {
    const m = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
    if (!m) return fallback;
    rest = m[2].trim();
  }
  if (!rest) return fallback;
  try {
    const parsed: unknown = JSON.parse(rest);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      // A schema refusal reads "email: Invalid input: expected string…", in English whatever the
      // reader's language: the caller's own sentence says it better (issue 20).
      if ((parsed as { code?: unknown }).code === 'validation_error') return fallback;
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return fallback;
  } catch {
    // An HTML error page from a proxy is not a message for people.
    return rest.startsWith('<') ? fallback : rest;
  }
}
