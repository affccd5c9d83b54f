import type { TLogin, TRegister } from '../../shared/schemas/user.ts';
import type { Db } from '../db/client.ts';
import { conflict, tooManyRequests, unauthorized } from '../http/errors.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../http/rate-limit.ts';
import { usersRepository, type UserRow } from '../users/users.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { TUnitSystem } from '../../shared/constants.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const GENERIC_LOGIN_ERROR = 'Invalid e-mail or password.';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function authService(db: Db) {
  const users = usersRepository(db);
  return {
    async register(input: TRegister, language: string, unitSystem?: TUnitSystem): Promise<UserRow> {
      const existing = await users.findByEmail(input.email);
      if (existing) throw conflict('An account with this e-mail already exists.');
      const passwordHash = await hashPassword(input.password);
      try {
        return await users.create({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName || null,
          language,
          ...(unitSystem ? { unitSystem } : {}),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('An account with this e-mail already exists.');
        throw err;
      }
    },
    async login(input: TLogin, ip: string): Promise<UserRow> {
      const key = `login:${input.email}:${ip}`;
      const state = await peekRateLimit(db, key, LOGIN_FAILURE_LIMIT);
      if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds, 'Too many failed sign-in attempts. Please try again later.');
      const user = await users.findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!ok || !user) {
        await hitRateLimit(db, key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
        throw unauthorized(GENERIC_LOGIN_ERROR);
      }
      await clearRateLimit(db, key);
      return user;
    },
  };
}
