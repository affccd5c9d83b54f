import { z } from 'zod';

/** How long a sign-up invite lasts unless its maker says otherwise, and the most it may. */
export const SIGNUP_INVITE_DAYS = 7;
export const SIGNUP_INVITE_MAX_DAYS = 90;

export const ZSignupInviteCreate = z.object({
  days: z.number().int().min(1).max(SIGNUP_INVITE_MAX_DAYS).optional(),
  /** Who it is for, to recognise it in the list. */
  note: z.string().trim().max(100).optional(),
});
export type TSignupInviteCreate = z.infer<typeof ZSignupInviteCreate>;

export const ZSignupInvite = z.object({
  id: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TSignupInvite = z.infer<typeof ZSignupInvite>;

/** A new invite: its code and link are shown this once (only a hash is stored). */
export const ZSignupInviteCreated = ZSignupInvite.extend({ code: z.string(), url: z.string() });
export type TSignupInviteCreated = z.infer<typeof ZSignupInviteCreated>;

/** GET /api/admin/invites: the sign-up mode and the invites not yet used nor expired. */
export const ZSignupInvites = z.object({
  signups: z.enum(['open', 'invite', 'closed']),
  invites: z.array(ZSignupInvite),
});
export type TSignupInvites = z.infer<typeof ZSignupInvites>;
