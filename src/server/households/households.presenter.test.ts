import { describe, expect, it } from 'vitest';
import { ZHousehold } from '../../shared/schemas/household.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { HouseholdView, InvitationRow } from './households.repository.ts';
import { presentHousehold, presentInvitation } from './households.presenter.ts';

const joined = new Date('2026-11-01T10:00:00Z');
const invitation = {
  id: 'inv-1',
  code: 'ABCD234567',
  expiresAt: new Date('2026-11-08T10:00:00Z'),
} as InvitationRow;

function view(role: 'owner' | 'member'): HouseholdView {
  return {
    household: { id: 'h-1', name: 'Casa' } as HouseholdView['household'],
    members: [
      { id: 'u-1', firstName: 'Ana', lastName: null, householdRole: 'owner', householdJoinedAt: joined },
      { id: 'u-2', firstName: 'Bo', lastName: 'Li', householdRole: 'member', householdJoinedAt: joined },
    ],
    invitations: role === 'owner' ? [invitation] : [],
    viewer: {
      id: role === 'owner' ? 'u-1' : 'u-2',
      householdRole: role,
      defaultRecipeVisibility: 'household',
    } as UserRow,
  };
}

describe('households presenter', () => {
  it('links an invitation to the origin it is given', () => {
    expect(presentInvitation(invitation, 'https://recipes.example.com')).toEqual({
      id: 'inv-1',
      code: 'ABCD234567',
      url: 'https://recipes.example.com/invite/ABCD234567',
      expiresAt: '2026-11-08T10:00:00.000Z',
    });
  });

  it('shows the viewer’s role, the members and, to the owner, the open invitations', () => {
    const owner = ZHousehold.parse(presentHousehold(view('owner'), 'http://localhost:3000'));
    expect(owner.role).toBe('owner');
    expect(owner.members.map((m) => [m.userId, m.role, m.joinedAt])).toEqual([
      ['u-1', 'owner', '2026-11-01T10:00:00.000Z'],
      ['u-2', 'member', '2026-11-01T10:00:00.000Z'],
    ]);
    expect(owner.invitations.map((i) => i.url)).toEqual(['http://localhost:3000/invite/ABCD234567']);
    expect(owner.defaultRecipeVisibility).toBe('household');

    const member = presentHousehold(view('member'), 'http://localhost:3000');
    expect(member.role).toBe('member');
    expect(member.invitations).toEqual([]);
  });
});
