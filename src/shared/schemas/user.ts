import { z } from 'zod';
import { LANGUAGES, UNIT_SYSTEMS } from '../constants.ts';

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  unitSystem: z.enum(UNIT_SYSTEMS),
  language: z.enum(LANGUAGES),
  /** The instance's administrator (the first account): may invite people when SIGNUPS=invite. */
  isAdmin: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const PASSWORD_MIN = 10;

export const ZEmail = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');

export const ZRegister = z.object({
  email: ZEmail,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200)
    // Spaces at the ends do not count: a password of only spaces is no password.
    .refine(
      (v) => v.trim().length >= PASSWORD_MIN,
      `Password must be at least ${PASSWORD_MIN} characters besides spaces`,
    ),
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().max(100).optional(),
  /** A sign-up invite's code (SIGNUPS=invite), from the invite link or typed in. */
  invite: z.string().trim().max(64).optional(),
});
export type TRegister = z.infer<typeof ZRegister>;

/** POST /api/auth/password: the current password, and the new one (the sign-up rules). */
export const ZPasswordChange = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: ZRegister.shape.password,
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string().min(1).max(200),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZPreferences = z
  .object({
    unitSystem: z.enum(UNIT_SYSTEMS).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((v) => v.unitSystem !== undefined || v.language !== undefined, { message: 'Nothing to update' });
export type TPreferences = z.infer<typeof ZPreferences>;

export const ZUserStatistics = z.object({ totalRecipes: z.number(), favoriteRecipes: z.number() });
export type TUserStatistics = z.infer<typeof ZUserStatistics>;

/** DELETE /api/user/account: the account is gone and the session cookie cleared. */
export const ZAccountDeleted = z.object({ message: z.literal('Account deleted') });
