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
import { isUuid } from '../../shared/ids.ts';
import { collectionsRepository } from '../collections/collections.repository.ts';
import type { ImagesService } from '../images/images.service.ts';
import { imagesRepository } from '../images/images.repository.ts';
import { mealPlansRepository } from '../meal-plans/meal-plans.repository.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';
import { shoppingListRepository } from '../shopping-list/shopping-list.repository.ts';

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

/** The household's copies of the recipes a person left behind, whose pictures are copied after commit. */
type Copies = Array<{ source: RecipeRow; copy: RecipeRow }>;

/** Copies a recipe's stored picture for another recipe (the images service). */
export type RecipeImageCopier = Pick<ImagesService, 'copyImage'>;

const changedMeanwhile = () => conflict('Your household changed meanwhile. Please try again.');

/** The household's meals, list items and collection entries of one recipe now name another. */
async function repointRecipe(tx: Db, householdId: string, fromId: string, toId: string): Promise<void> {
  await mealPlansRepository(tx).repointRecipe(householdId, fromId, toId);
  await shoppingListRepository(tx).repointRecipe(householdId, fromId, toId);
  await collectionsRepository(tx).repointRecipe(householdId, fromId, toId);
}

/**
 * Households (docs/households.md). Every change of membership (join, leave, removal, ownership
 * transfer, an account deletion) is one transaction that first locks the households it touches,
 * then the people (always in that order, each in id order), reads them again as they are now and
 * answers 409 when the person's household is no longer the one the request started from, so two
 * changes of one person never interleave.
 */
export function householdsService(db: Db, announce: Announce = () => {}, images?: RecipeImageCopier) {
  const repo = householdsRepository(db);

  /** Everyone who is not this person, the longest member first (r: the transaction's repository). */
  const othersIn = async (householdId: string, userId: string, r = repo): Promise<MemberRow[]> =>
    (await r.members(householdId)).filter((m) => m.id !== userId);

  /**
   * The person leaves a household that others stay in (inside the caller's transaction, both
   * locked): what they put in its plan, list and collections stays with it as the household's own
   * copy (owned by its owner), their open invitations end, and an owner passes the household to its
   * longest member first.
   */
  const leaveBehind = async (tx: Db, person: UserRow, householdId: string): Promise<Copies> => {
    const r = householdsRepository(tx);
    const others = await othersIn(householdId, person.id, r);
    if (others.length === 0) return [];
    const holder =
      person.householdRole === 'owner' ? others[0]! : (others.find((m) => m.householdRole === 'owner') ?? others[0]!);
    if (person.householdRole === 'owner') await r.setRole(holder.id, 'owner');
    await r.revokeInvitationsBy(householdId, person.id);
    const recipes = recipesRepository(tx);
    const copies = await recipes.copyForHousehold(
      await recipes.heldByHousehold(person.id, householdId),
      holder.id,
      householdId,
    );
    for (const { source, copy } of copies) await repointRecipe(tx, householdId, source.id, copy.id);
    return copies;
  };

  /** The person starts a household of their own, as its owner (inside the caller's transaction). */
  const moveToOwnHousehold = async (tx: Db, person: Pick<UserRow, 'id'>): Promise<string> => {
    const r = householdsRepository(tx);
    const own = await r.create();
    await r.setMembership(person.id, own.id, 'owner');
    return own.id;
  };

  /** After commit: each copy gets its own copy of a stored picture, so either recipe can go alone. */
  const copyPictures = async (copies: Copies): Promise<void> => {
    if (!images) return;
    for (const { source, copy } of copies) await images.copyImage(source, copy);
  };

  /**
   * Inside a transaction: the owner and one other member of their household, locked and read as
   * they are now. Anyone else's (or a member no longer there) answers 404, as if they did not exist.
   */
  const lockOwnerAndMember = async (tx: Db, user: UserRow, memberId: string) => {
    const householdId = user.householdId;
    if (!householdId || !isUuid(memberId) || memberId === user.id) throw notFound('Member');
    const r = householdsRepository(tx);
    await r.lockHouseholds([householdId]);
    const people = await r.lockPeople([user.id, memberId]);
    const owner = people.get(user.id);
    const member = people.get(memberId);
    if (owner?.householdId !== householdId || owner.householdRole !== 'owner') throw notFound('Member');
    if (member?.householdId !== householdId) throw notFound('Member');
    return { householdId, owner, member };
  };

  const requireOwner = (user: UserRow): string => {
    if (!user.householdId || user.householdRole !== 'owner')
      throw forbidden('Only the owner of the household can do this.');
    return user.householdId;
  };

  /** An invitation answers only while it is open and its author is still the household's owner. */
  const isOpen = (inv: InvitationRow | undefined, now: Date): inv is InvitationRow =>
    Boolean(inv && !inv.usedAt && !inv.revokedAt && inv.expiresAt > now && inv.createdBy);

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
      if (!isOpen(inv, now)) throw invalidInvitation();
      const household = await repo.find(inv.householdId);
      const members = await repo.members(inv.householdId);
      const inviter = members.find((m) => m.id === inv.createdBy);
      if (inviter?.householdRole !== 'owner') throw invalidInvitation();
      return {
        householdName: household?.name ?? '',
        invitedBy: inviter.firstName,
        expiresAt: inv.expiresAt.toISOString(),
      };
    },
    /**
     * Joins the household of a valid code. A person alone in their household brings its plan, list
     * and collections along; a person leaving a shared household leaves them to it (leaveBehind).
     */
    async join(user: UserRow, code: string, now = new Date()): Promise<string> {
      const inv = await repo.findInvitationByCode(code);
      if (!isOpen(inv, now)) throw invalidInvitation();
      if (inv.householdId === user.householdId) throw conflict('You are already a member of this household.');
      const previous = user.householdId;
      const copies = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const r = householdsRepository(tx);
        await r.lockHouseholds([previous, inv.householdId]);
        const people = await r.lockPeople([user.id, inv.createdBy!]);
        const me = people.get(user.id);
        if (!me || me.householdId !== previous) throw changedMeanwhile();
        const author = people.get(inv.createdBy!);
        if (author?.householdId !== inv.householdId || author.householdRole !== 'owner') throw invalidInvitation();
        if (!(await r.consumeInvitation(inv.id, user.id, now))) throw invalidInvitation();
        if ((await r.members(inv.householdId)).length >= HOUSEHOLD_MAX_MEMBERS)
          throw conflict(`A household can have at most ${HOUSEHOLD_MAX_MEMBERS} members.`);
        let left: Copies = [];
        if (previous) {
          if ((await othersIn(previous, me.id, r)).length === 0) await r.moveAllRows(previous, inv.householdId);
          else left = await leaveBehind(tx, me, previous);
        }
        await r.setMembership(me.id, inv.householdId, 'member');
        if (previous && (await r.members(previous)).length === 0) await r.remove(previous);
        return left;
      });
      await copyPictures(copies);
      if (previous) announce(previous, 'household');
      announce(inv.householdId, 'household');
      return inv.householdId;
    },
    async leave(user: UserRow): Promise<void> {
      const householdId = await this.scopeOf(user);
      const copies = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const r = householdsRepository(tx);
        await r.lockHouseholds([householdId]);
        const me = (await r.lockPeople([user.id])).get(user.id);
        if (me?.householdId !== householdId) throw changedMeanwhile();
        if ((await othersIn(householdId, me.id, r)).length === 0)
          throw conflict('You are the only member of your household.');
        const left = await leaveBehind(tx, me, householdId);
        await moveToOwnHousehold(tx, me);
        return left;
      });
      await copyPictures(copies);
      announce(householdId, 'household');
    },
    async removeMember(user: UserRow, memberId: string): Promise<void> {
      let householdId = '';
      const copies = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const locked = await lockOwnerAndMember(tx, user, memberId);
        householdId = locked.householdId;
        const left = await leaveBehind(tx, locked.member, householdId);
        await moveToOwnHousehold(tx, locked.member);
        return left;
      });
      await copyPictures(copies);
      announce(householdId, 'household');
    },
    /** The owner passes ownership on; the invitations they made end with their role. */
    async transferOwnership(user: UserRow, memberId: string): Promise<void> {
      let householdId = '';
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const locked = await lockOwnerAndMember(tx, user, memberId);
        householdId = locked.householdId;
        const r = householdsRepository(tx);
        await r.setRole(locked.member.id, 'owner');
        await r.setRole(locked.owner.id, 'member');
        await r.revokeInvitationsBy(householdId, locked.owner.id);
      });
      announce(householdId, 'household');
    },
  };
}

/**
 * Before an account is deleted (inside its transaction, before its stored files are listed): what
 * the person added to a household stays with it, handed to the owner (an owner's household passes
 * to its longest member), and so do their recipes the household's plan, list or collections hold,
 * with their pictures; a household left with no one ends, with its data.
 */
export async function beforeAccountDelete(
  tx: Db,
  user: Pick<UserRow, 'id' | 'householdId' | 'householdRole'>,
): Promise<void> {
  const r = householdsRepository(tx);
  await r.lockHouseholds([user.householdId]);
  const me = (await r.lockPeople([user.id])).get(user.id) ?? user;
  if (me.householdId && me.householdId !== user.householdId) throw changedMeanwhile();
  if (me.householdId) {
    const householdId = me.householdId;
    const others = (await r.members(householdId)).filter((m) => m.id !== me.id);
    if (others.length === 0) await r.remove(householdId);
    else {
      const owner =
        me.householdRole === 'owner' ? others[0]! : (others.find((m) => m.householdRole === 'owner') ?? others[0]!);
      if (me.householdRole === 'owner') await r.setRole(owner.id, 'owner');
      await r.revokeInvitationsBy(householdId, me.id);
      await r.handOver(householdId, me.id, owner.id);
      const recipes = recipesRepository(tx);
      const kept = (await recipes.heldByHousehold(me.id, householdId)).map((x) => x.id);
      await recipes.handOverToHousehold(kept, owner.id, householdId);
      await imagesRepository(tx).handOverObjectsOf(kept, owner.id);
    }
  }
  // Households the person left still hold rows they added.
  for (const householdId of await r.householdsWithRowsOf(me.id, me.householdId)) {
    const members = await r.members(householdId);
    const owner = members.find((m) => m.householdRole === 'owner') ?? members[0];
    if (owner) await r.handOver(householdId, me.id, owner.id);
  }
}
