import type { FastifyRequest } from 'fastify';
import type { App } from './context.ts';
import { tooManyRequests } from './errors.ts';
import { hitRateLimit } from './rate-limit.ts';

export interface RouteLimit {
  /** Name of the bucket, e.g. "ai" shared by every AI route. */
  bucket: string;
  max: number;
  windowMs: number;
  /** Per user when signed in, else per IP. */
  key?: (req: FastifyRequest) => string;
}

/**
 * A preHandler that counts requests in the shared database window, so the limit holds across
 * every app instance. Answers 429 with Retry-After.
 */
export function routeRateLimit(app: App, limit: RouteLimit) {
  return async (req: FastifyRequest) => {
    const who = limit.key ? limit.key(req) : req.user ? `u:${req.user.id}` : `ip:${req.ip}`;
    const result = await hitRateLimit(app.ctx.database.db, `${limit.bucket}:${who}`, limit.max, limit.windowMs);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  };
}
