import createClient from 'openapi-fetch';
import { sendRequest } from '../api.ts';
import type { paths } from './schema.generated.ts';

/**
 * The typed client of the web app (decision 0003): every call names a path of the server's
 * OpenAPI document (`schema.generated.ts`), so a wrong URL, method, parameter or body fails the
 * typecheck, and the answer has the type the server's zod schema gives it.
 *
 * openapi-fetch builds each call (path parameters, query string, JSON body); the sending is the
 * app's one transport, `sendRequest` in `lib/api.ts`: relative URL, the session cookie, a non-ok
 * answer thrown as ApiError ("STATUS: body", spec section 7). openapi-fetch would otherwise hand
 * fetch a `Request`, which needs an absolute URL and hides the body the offline queue, the
 * service worker's routes and the tests read; this stand-in keeps the URL and init as given.
 */
class OutgoingRequest {
  readonly url: string;
  readonly method: string;
  readonly init: RequestInit;
  constructor(url: string, init: RequestInit) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.init = init;
  }
}

export const api = createClient<paths>({
  Request: OutgoingRequest as unknown as typeof Request,
  fetch: (request) => {
    const { url, init } = request as unknown as OutgoingRequest;
    return sendRequest(url, init);
  },
});

/**
 * The answer's body: a non-ok answer has already been thrown as ApiError, so what is left is the
 * data (undefined for 204 or an empty body).
 */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await call).data as T;
}
