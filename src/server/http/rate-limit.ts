import type { Db } from '../db/client.ts';
import { rateLimitsRepository } from './rate-limit.repository.ts';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter kept in the database, so every app instance behind a load balancer shares it.
 * One statement: insert, or increment, or restart an expired window (rate-limit.repository.ts).
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const now = new Date();
  const reset = new Date(now.getTime() + windowMs);
  const row = await rateLimitsRepository(db).hit(key, now, reset);
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/**
 * Gives back one place reserved by hitRateLimit in the current window (e.g. a sign-in whose
 * password was right: only failures count). One statement, so concurrent refunds never lose one.
 */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await rateLimitsRepository(db).refund(key);
}

/** Old windows are deleted now and then so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await rateLimitsRepository(db).pruneOld();
}
