import crypto from 'node:crypto';
import { SIGNUP_INVITE_DAYS, type TSignupInviteCreate } from '../../shared/schemas/signup-invite.ts';
import type { TSignupMode } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { signupsRepository, type SignupInviteRow } from './signups.repository.ts';

/**
 * Who may create an account (SIGNUPS): `open` anyone; `invite` whoever has an unused, unexpired
 * invite an administrator made; `closed` nobody (accounts come from `tempero create-user`). The
 * first account of an instance may always be created, and it is the administrator.
 */

/** No 0/O, 1/I/L (as household codes): an invite read out loud or typed from a phone survives. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 of 31 symbols: about 79 bits, never guessed. */
const CODE_LENGTH = 16;

export function newSignupInviteCode(): string {
  let code = '';
  // 31 does not divide 256: draw again above the last whole multiple, so every symbol is as likely.
  while (code.length < CODE_LENGTH) {
    for (const byte of crypto.randomBytes(CODE_LENGTH)) {
      if (byte < 248 && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** Codes are compared by hash; spaces, dashes and case are the reader's, not the code's. */
export function hashSignupInviteCode(code: string): string {
  const normalised = code.toUpperCase().replace(/[\s-]/g, '');
  return crypto.createHash('sha256').update(`signup-invite:${normalised}`).digest('hex');
}

export const SIGNUPS_CLOSED = 'Sign-ups are closed on this server. Ask its administrator for an account.';
export const INVITE_REQUIRED =
  'This server takes new accounts by invitation only. Enter the invite code an administrator gave you.';
export const INVITE_INVALID = 'This invite is not valid: it may have expired or been used already.';

/** How a new account is allowed in: by the sign-up mode (and its invite), or by an administrator. */
export type SignupAccess = { mode: TSignupMode; invite?: string } | { byAdministrator: true; isAdmin?: boolean };

/**
 * Inside the sign-up lock: decides whether this account may be created and whether it is the
 * administrator, claims its invite, creates it (`create`) and records who used the invite.
 */
export async function admitSignup(
  db: Db,
  access: SignupAccess,
  create: (tx: Db, isAdmin: boolean) => Promise<UserRow>,
): Promise<UserRow> {
  return signupsRepository(db).inSignupLock(async (tx) => {
    const repo = signupsRepository(tx);
    const first = !(await repo.hasAnyUser());
    if ('byAdministrator' in access) return create(tx, first || access.isAdmin === true);
    if (first || access.mode === 'open') return create(tx, first);
    if (access.mode === 'closed') throw new AppError(403, 'signups_closed', SIGNUPS_CLOSED);
    if (!access.invite) throw new AppError(403, 'invite_required', INVITE_REQUIRED, { field: 'invite' });
    const invite = await repo.claimInvite(hashSignupInviteCode(access.invite), new Date());
    if (!invite) throw badRequest(INVITE_INVALID, 'invite', { code: 'invite_invalid' });
    const user = await create(tx, false);
    await repo.setInviteUsedBy(invite.id, user.id);
    return user;
  });
}

export interface CreatedInvite {
  row: SignupInviteRow;
  code: string;
}

export function signupsService(db: Db) {
  const repo = signupsRepository(db);
  return {
    /** Whether the next sign-up is the instance's first (the sign-in page says so). */
    async nextIsFirst(): Promise<boolean> {
      return !(await repo.hasAnyUser());
    },
    /** A new invite; `by` is the administrator making it (null: the command line). */
    async createInvite(by: UserRow | null, input: TSignupInviteCreate = {}): Promise<CreatedInvite> {
      const code = newSignupInviteCode();
      const days = input.days ?? SIGNUP_INVITE_DAYS;
      const row = await repo.createInvite({
        codeHash: hashSignupInviteCode(code),
        createdBy: by?.id ?? null,
        note: input.note || null,
        expiresAt: new Date(Date.now() + days * 24 * 60 * 60 * 1000),
      });
      return { row, code };
    },
    async listInvites(): Promise<SignupInviteRow[]> {
      return repo.listOpenInvites(new Date());
    },
    async revokeInvite(id: string): Promise<void> {
      if (!(await repo.deleteOpenInvite(id))) throw notFound('Invite');
    },
  };
}
