import { z } from 'zod';

/** Households: a family shares its plan, its shopping list, its collections and some recipes. */
export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;
export type THouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
export const RECIPE_VISIBILITIES = ['private', 'household', 'public'] as const;
export type TRecipeVisibility = (typeof RECIPE_VISIBILITIES)[number];
/** An invitation is valid for 7 days and can be used once. */
export const INVITATION_TTL_DAYS = 7;
/** Codes are short enough to read out loud: 10 characters of an alphabet without look-alikes. */
export const INVITATION_CODE_LENGTH = 10;
export const HOUSEHOLD_MAX_MEMBERS = 20;

export const ZHouseholdMember = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  role: z.enum(HOUSEHOLD_ROLES),
  joinedAt: z.string(),
});
export type THouseholdMember = z.infer<typeof ZHouseholdMember>;

export const ZHouseholdInvitation = z.object({
  id: z.string(),
  code: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type THouseholdInvitation = z.infer<typeof ZHouseholdInvitation>;

export const ZHousehold = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's role. */
  role: z.enum(HOUSEHOLD_ROLES),
  members: z.array(ZHouseholdMember),
  /** Open invitations (owner only, in a session; empty for members and for API tokens). */
  invitations: z.array(ZHouseholdInvitation),
  /** Visibility given to the caller's new recipes when the request names none. */
  defaultRecipeVisibility: z.enum(RECIPE_VISIBILITIES),
});
export type THousehold = z.infer<typeof ZHousehold>;

export const ZHouseholdUpdate = z
  .object({
    name: z.string().trim().max(100).optional(),
    defaultRecipeVisibility: z.enum(RECIPE_VISIBILITIES).optional(),
  })
  .refine((v) => v.name !== undefined || v.defaultRecipeVisibility !== undefined, { message: 'Nothing to update' });
export type THouseholdUpdate = z.infer<typeof ZHouseholdUpdate>;

export const ZInvitationCode = z.string().trim().toUpperCase().min(4).max(40);
export const ZJoinHousehold = z.object({ code: ZInvitationCode });
export const ZTransferOwnership = z.object({ userId: z.string().max(100) });

/** What an invitation link shows before joining (no member list: the code alone is not membership). */
export const ZInvitationPreview = z.object({ householdName: z.string(), invitedBy: z.string(), expiresAt: z.string() });
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

export const ZRecipeVisibilityBody = z.object({ visibility: z.enum(RECIPE_VISIBILITIES) });

/** Server-sent event: something the household shares changed. */
export const LIVE_TOPICS = ['shopping-list', 'meal-plan', 'collections', 'household'] as const;
export type TLiveTopic = (typeof LIVE_TOPICS)[number];
