import type { THousehold, THouseholdInvitation, TRecipeVisibility } from '../../shared/schemas/household.ts';
import type { HouseholdView, InvitationRow } from './households.repository.ts';

/**
 * An open invitation with its link. `origin` is where the link points: PUBLIC_URL when configured,
 * else the origin the request came to (the route knows which).
 */
export function presentInvitation(inv: InvitationRow, origin: string): THouseholdInvitation {
  return {
    id: inv.id,
    code: inv.code,
    url: `${origin}/invite/${inv.code}`,
    expiresAt: inv.expiresAt.toISOString(),
  };
}

/** The household as the viewer sees it: their role, the members, and (owners only) open invitations. */
export function presentHousehold(view: HouseholdView, origin: string): THousehold {
  const { household, members, invitations, viewer } = view;
  return {
    id: household.id,
    name: household.name,
    role: viewer.householdRole === 'owner' ? 'owner' : 'member',
    members: members.map((m) => ({
      userId: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      role: m.householdRole === 'owner' ? 'owner' : 'member',
      joinedAt: m.householdJoinedAt.toISOString(),
    })),
    invitations: invitations.map((inv) => presentInvitation(inv, origin)),
    defaultRecipeVisibility: (viewer.defaultRecipeVisibility as TRecipeVisibility) ?? 'private',
  };
}
