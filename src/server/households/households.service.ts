import crypto from 'node:crypto';
import {
  HOUSEHOLD_MAX_MEMBERS,
  INVITATION_CODE_LENGTH,
  INVITATION_TTL_DAYS,
  type TRecipeVisibility,
} from '../../shared/schemas/household.ts';
import type { Db } from '../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../http/errors.ts';
import { usersRepository, type UserRow } from '../users/users.repository.ts';
import {
  householdsRepository,
  type HouseholdView,
  type InvitationRow,
  type MemberRow,
} from './households.repository.ts';
import { forgetCachedUser } from '../auth/session-cache.ts';

/** No 0/O, 1/I/L: a code read out loud or typed from a phone survives. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInvitationCode(): string {
  let code = '';
  for (const byte of crypto.randomBytes(INVITATION_CODE_LENGTH)) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

const invalidInvitation = () =>
  new AppError(
    404,
    'invitation_invalid',
    'This invitation is not valid: it may have expired, been used or been revoked.',
  );

/** Called with the household whose shared data changed, after the change is committed. */
export type Announce = (householdId: string, topic: 'household') => void;

export function householdsService(db: Db, announce: Announce = () => {}) {
  const repo = householdsRepository(db);

  /** Everyone who is not this person, the longest member first (r: the transaction's repository). */
  const othersIn = async (householdId: string, userId: string, r = repo): Promise<MemberRow[]> =>
    (await r.members(householdId)).filter((m) => m.id !== userId);

  /**
   * The person leaves their household for a new one of their own. An owner passes the household to
   * its longest member first. Runs inside the caller's transaction.
   */
  const moveToOwnHousehold = async (tx: Db, user: Pick<UserRow, 'id' | 'householdId' | 'householdRole'>) => {
    const r = householdsRepository(tx);
    if (user.householdId && user.householdRole === 'owner') {
      const next = (await othersIn(user.householdId, user.id, r))[0];
      if (next) await r.setRole(next.id, 'owner');
    }
    const own = await r.create();
    await r.setMembership(user.id, own.id, 'owner');
    return own.id;
  };

  /** Another member of the owner's household; anyone else's answers 404, as if they did not exist. */
  const ownersMember = async (user: UserRow, memberId: string): Promise<{ householdId: string; member: MemberRow }> => {
    const householdId = user.householdId;
    const member =
      householdId && user.householdRole === 'owner'
        ? (await othersIn(householdId, user.id)).find((m) => m.id === memberId)
        : undefined;
    if (!householdId || !member) throw notFound('Member');
    return { householdId, member };
  };

  const requireOwner = (user: UserRow): string => {
    if (!user.householdId || user.householdRole !== 'owner')
      throw forbidden('Only the owner of the household can do this.');
    return user.householdId;
  };

  return {
    /**
     * The household whose shared data the person reads and changes. Every account has one (created
     * at sign-up, backfilled for older accounts); one is made here for any account that still lacks it.
     */
    async scopeOf(user: UserRow): Promise<string> {
      if (user.householdId) return user.householdId;
      const id = await db.transaction(async (tx) => {
        const r = householdsRepository(tx as unknown as Db);
        const created = await r.create();
        await r.setMembership(user.id, created.id, 'owner');
        await r.adoptOrphans(user.id, created.id);
        return created.id;
      });
      user.householdId = id;
      user.householdRole = 'owner';
      return id;
    },

    async get(user: UserRow, now = new Date()): Promise<HouseholdView> {
      // Re-read: a join, leave or transfer in this request changed the membership.
      const viewer = (await usersRepository(db).findById(user.id)) ?? user;
      const householdId = await this.scopeOf(viewer);
      const household = await repo.find(householdId);
      if (!household) throw notFound('Household');
      const members = await repo.members(householdId);
      const invitations = viewer.householdRole === 'owner' ? await repo.openInvitations(householdId, now) : [];
      return { household, members, invitations, viewer };
    },

    async update(user: UserRow, patch: { name?: string; defaultRecipeVisibility?: TRecipeVisibility }): Promise<void> {
      if (patch.name !== undefined) {
        await repo.rename(requireOwner(user), patch.name);
        announce(user.householdId!, 'household');
      }
      if (patch.defaultRecipeVisibility !== undefined) {
        await usersRepository(db).setDefaultRecipeVisibility(user.id, patch.defaultRecipeVisibility);
        forgetCachedUser(db, user.id);
        user.defaultRecipeVisibility = patch.defaultRecipeVisibility;
      }
    },

    async invite(user: UserRow, now = new Date()): Promise<InvitationRow> {
      const householdId = requireOwner(user);
      if ((await repo.members(householdId)).length >= HOUSEHOLD_MAX_MEMBERS) {
        throw conflict(`A household can have at most ${HOUSEHOLD_MAX_MEMBERS} members.`);
      }
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
      return repo.insertInvitation({ householdId, code: newInvitationCode(), createdBy: user.id, expiresAt });
    },

    async revoke(user: UserRow, invitationId: string): Promise<void> {
      // Another household's invitation answers 404, as if it did not exist.
      if (
        !user.householdId ||
        user.householdRole !== 'owner' ||
        !(await repo.revokeInvitation(invitationId, user.householdId))
      ) {
        throw notFound('Invitation');
      }
    },

    /** What an invitation link shows: the household and who invited, while the code is valid. */
    async preview(code: string, now = new Date()) {
      const inv = await repo.findInvitationByCode(code);
      if (!inv || inv.usedAt || inv.revokedAt || inv.expiresAt <= now) throw invalidInvitation();
      const household = await repo.find(inv.householdId);
      const members = await repo.members(inv.householdId);
      const inviter = members.find((m) => m.id === inv.createdBy) ?? members.find((m) => m.householdRole === 'owner');
      return {
        householdName: household?.name ?? '',
        invitedBy: inviter?.firstName ?? '',
        expiresAt: inv.expiresAt.toISOString(),
      };
    },

    /**
     * Joins the household of a valid code. A person alone in their household brings its plan, list
     * and collections along; a person leaving a shared household leaves them to it.
     */
    async join(user: UserRow, code: string, now = new Date()): Promise<string> {
      const inv = await repo.findInvitationByCode(code);
      if (!inv || inv.usedAt || inv.revokedAt || inv.expiresAt <= now) throw invalidInvitation();
      if (inv.householdId === user.householdId) throw conflict('You are already a member of this household.');
      const previous = user.householdId;
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const r = householdsRepository(tx);
        if (!(await r.consumeInvitation(inv.id, user.id, now))) throw invalidInvitation();
        if ((await r.members(inv.householdId)).length >= HOUSEHOLD_MAX_MEMBERS)
          throw conflict(`A household can have at most ${HOUSEHOLD_MAX_MEMBERS} members.`);
        if (previous) {
          const others = await othersIn(previous, user.id, r);
          if (others.length === 0) {
            await r.moveAllRows(previous, inv.householdId);
          } else if (user.householdRole === 'owner') {
            await r.setRole(others[0]!.id, 'owner');
          }
        }
        await r.setMembership(user.id, inv.householdId, 'member');
        if (previous && (await r.members(previous)).length === 0) await r.remove(previous);
      });
      if (previous) announce(previous, 'household');
      announce(inv.householdId, 'household');
      return inv.householdId;
    },

    async leave(user: UserRow): Promise<void> {
      const householdId = await this.scopeOf(user);
      if ((await othersIn(householdId, user.id)).length === 0)
        throw conflict('You are the only member of your household.');
      await db.transaction(async (tx) => moveToOwnHousehold(tx as unknown as Db, user));
      announce(householdId, 'household');
    },

    async removeMember(user: UserRow, memberId: string): Promise<void> {
      const { householdId, member } = await ownersMember(user, memberId);
      await db.transaction(async (tx) =>
        moveToOwnHousehold(tx as unknown as Db, { id: member.id, householdId, householdRole: 'member' }),
      );
      announce(householdId, 'household');
    },

    async transferOwnership(user: UserRow, memberId: string): Promise<void> {
      const { householdId, member } = await ownersMember(user, memberId);
      await db.transaction(async (txRaw) => {
        const r = householdsRepository(txRaw as unknown as Db);
        await r.setRole(member.id, 'owner');
        await r.setRole(user.id, 'member');
      });
      announce(householdId, 'household');
    },
  };
}

/**
 * Before an account is deleted (inside its transaction): what the person added to a household stays
 * with it, handed to the owner (an owner's household passes to its longest member); a household
 * left with no one ends, with its data.
 */
export async function beforeAccountDelete(
  tx: Db,
  user: Pick<UserRow, 'id' | 'householdId' | 'householdRole'>,
): Promise<void> {
  const r = householdsRepository(tx);
  if (user.householdId) {
    const others = (await r.members(user.householdId)).filter((m) => m.id !== user.id);
    if (others.length === 0) await r.remove(user.householdId);
    else {
      const owner =
        user.householdRole === 'owner' ? others[0]! : (others.find((m) => m.householdRole === 'owner') ?? others[0]!);
      if (user.householdRole === 'owner') await r.setRole(owner.id, 'owner');
      await r.handOver(user.householdId, user.id, owner.id);
    }
  }
  // Households the person left still hold rows they added.
  for (const householdId of await r.householdsWithRowsOf(user.id, user.householdId)) {
    const members = await r.members(householdId);
    const owner = members.find((m) => m.householdRole === 'owner') ?? members[0];
    if (owner) await r.handOver(householdId, user.id, owner.id);
  }
}
