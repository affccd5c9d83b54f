import type { THousehold, THouseholdMember } from '../../../../shared/schemas/household.ts';

/** A member as GET /api/household lists them, for web tests. */
export const buildMember = (userId: string, firstName: string, role: THouseholdMember['role']): THouseholdMember => ({
  userId,
  firstName,
  lastName: null,
  role,
  joinedAt: '2026-11-20T10:00:00.000Z',
});

/** GET /api/household's answer for web tests: Ana (user-1) alone unless members are given. */
export function buildHousehold(overrides: Partial<THousehold> = {}): THousehold {
  return {
    id: 'h1',
    name: '',
    role: 'owner',
    members: [buildMember('user-1', 'Ana', 'owner')],
    invitations: [],
    defaultRecipeVisibility: 'private',
    ...overrides,
  };
}
