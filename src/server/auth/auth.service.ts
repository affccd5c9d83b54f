import type { TLogin, TPasswordChange, TRegister } from '../../shared/schemas/user.ts';
import type { Db } from '../db/client.ts';
import { AppError, conflict, tooManyRequests, unauthorized } from '../http/errors.ts';
import { hitRateLimit, refundRateLimit } from '../http/rate-limit.ts';
import { createAccount } from '../users/create-account.ts';
import { usersRepository, type UserRow } from '../users/users.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { admitSignup, type SignupAccess } from './signups.service.ts';
import type { SessionEnder } from './session-end.ts';
import type { TUnitSystem } from '../../shared/constants.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const GENERIC_LOGIN_ERROR = 'Invalid e-mail or password.';
/** Guesses of the current password through a session someone else holds are slowed down too. */
export const PASSWORD_CHANGE_LIMIT = 10;
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60 * 1000;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function authService(db: Db, sessions?: SessionEnder) {
  const users = usersRepository(db);
  const ender = () => {
    if (!sessions) throw new Error('authService: ending sessions needs a SessionEnder');
    return sessions;
  };
  return {
    /**
     * Sets the account's password and ends every session of it, closing their live streams on
     * every app server. Also for an instance admin's reset.
     */
    async setPassword(userId: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      if (!(await users.update(userId, { passwordHash }))) throw new AppError(404, 'not_found', 'User not found');
      await ender().endSessionsOf(userId);
    },
    /**
     * Profile → Change password: the current password is required (limited like sign-in, per
     * account); every session of the account ends at once, the asking one too (a copy of its
     * cookie must not outlive the change): the caller starts the asker a new one.
     */
    async changePassword(user: UserRow, input: TPasswordChange): Promise<void> {
      const key = `password:${user.id}`;
      const slot = await hitRateLimit(db, key, PASSWORD_CHANGE_LIMIT, PASSWORD_CHANGE_WINDOW_MS);
      if (!slot.allowed)
        throw tooManyRequests(
          slot.retryAfterSeconds,
          'Too many attempts to change the password. Please try again later.',
        );
      const current = await users.findById(user.id);
      if (!current?.passwordHash)
        throw new AppError(
          409,
          'no_password',
          'This account signs in through its identity provider and has no password to change.',
        );
      if (!(await verifyPassword(current.passwordHash, input.currentPassword)))
        throw new AppError(400, 'wrong_password', 'The current password is not right.', { field: 'currentPassword' });
      await refundRateLimit(db, key);
      await this.setPassword(user.id, input.newPassword);
    },
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
          createAccount(tx, {
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
  };
}
