/** How a guarded fetch (safe-fetch.ts) failed: a code for logs and tests, one message for people. */
export type SafeFetchErrorCode =
  | 'bad_url'
  | 'blocked'
  | 'dns_failed'
  | 'network'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_error'
  | 'not_html'
  | 'not_image'
  | 'bot_challenge';

/** What the user is shown for every fetch failure (the spec's import toast). */
export const SAFE_FETCH_USER_MESSAGE = 'Failed to import recipe. Please check the URL and try again.';

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  /** HTTP status of the final response, when there was one. */
  readonly status: number | undefined;
  readonly userMessage: string = SAFE_FETCH_USER_MESSAGE;

  constructor(code: SafeFetchErrorCode, detail: string, options: { status?: number; cause?: unknown } = {}) {
    super(`${code}: ${detail}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SafeFetchError';
    this.code = code;
    this.status = options.status;
  }
}
