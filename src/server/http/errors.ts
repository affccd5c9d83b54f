/**
 * Typed application errors. Services throw these; the error handler maps them to HTTP status and
 * a JSON body `{message, ...}` so the client's error text reads "STATUS: body".
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  constructor(
    statusCode: number,
    code: string,
    message: string,
    details?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const badRequest = (message: string, field?: string, details?: Record<string, unknown>) =>
  new AppError(400, 'bad_request', message, { ...(field ? { field } : {}), ...details });
export const unauthorized = (message = 'Unauthorized') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
/** Resources that are not yours answer 404 as if they did not exist. */
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const payloadTooLarge = (message = 'The request is too large.') =>
  new AppError(413, 'payload_too_large', message);
export const unsupportedMedia = (message: string) => new AppError(415, 'unsupported_media_type', message);
export const unprocessable = (message: string, details?: Record<string, unknown>) =>
  new AppError(422, 'unprocessable', message, details);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new AppError(
    429,
    'rate_limited',
    message,
    { retryAfter: retryAfterSeconds },
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
