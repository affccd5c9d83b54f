import type { TLogin, TRegister } from '../../shared/schemas/user.ts';
import type { Db } from '../db/client.ts';
import { conflict, tooManyRequests, unauthorized } from '../http/errors.ts';
import { hitRateLimit, refundRateLimit } from '../http/rate-limit.ts';
import { usersRepository, type UserRow } from '../users/users.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sessionsStore } from './sessions.ts';
import { admitSignup, type SignupAccess } from './signups.service.ts';
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
    /**
     * A new local account, if `access` lets it in (SIGNUPS and its invite, or an administrator's
     * command): the first account of the instance becomes its administrator.
     */
    async register(
      input: TRegister,
      language: string,
      unitSystem: TUnitSystem | undefined,
      access: SignupAccess,
    ): Promise<UserRow> {
      const existing = await users.findByEmail(input.email);
      if (existing) throw conflict('An account with this e-mail already exists.');
      const passwordHash = await hashPassword(input.password);
      try {
        return await admitSignup(db, access, (tx, isAdmin) =>
          usersRepository(tx).create({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName || null,
            language,
            isAdmin,
            ...(unitSystem ? { unitSystem } : {}),
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('An account with this e-mail already exists.');
        throw err;
      }
    },
    /**
     * Each attempt first reserves its place in the shared window (one atomic upsert), and only an
     * attempt within the limit has its password checked: a burst of parallel guesses, on one app
     * server or many, never gets more than LOGIN_FAILURE_LIMIT checks per window. A right password
     * gives its place back, so only failures count.
     */
    async login(input: TLogin, ip: string): Promise<UserRow> {
      const key = `login:${input.email}:${ip}`;
      const slot = await hitRateLimit(db, key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
      if (!slot.allowed)
        throw tooManyRequests(slot.retryAfterSeconds, 'Too many failed sign-in attempts. Please try again later.');
      const user = await users.findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!ok || !user) throw unauthorized(GENERIC_LOGIN_ERROR);
      await refundRateLimit(db, key);
      return user;
    },
    /**
     * Sets a new password and ends every session of the account, on every app server: whoever
     * knew the old password is signed out too. Used by `tempero reset-password` (an
     * administrator's reset); a "change password" form can call it as well.
     */
    async setPassword(userId: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const updated = await users.update(userId, { passwordHash });
      if (!updated) throw new Error(`No account ${userId}`);
      await sessionsStore(db).destroyAllForUser(userId);
    },
  };
}
