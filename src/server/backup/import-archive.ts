import { acceptableImageUrl } from '../../shared/image-url.ts';
import { householdsRepository } from '../households/households.repository.ts';
import { householdsService } from '../households/households.service.ts';
import crypto from 'node:crypto';
import { z } from 'zod';
import { normalizeLanguage } from '../../shared/constants.ts';
import { isUuid } from '../../shared/ids.ts';
import { PANTRY_MAX_ITEMS } from '../../shared/schemas/pantry.ts';
import { SHOPPING_LIST_MAX_ITEMS } from '../../shared/schemas/shopping-list.ts';
import type { Db } from '../db/client.ts';
import { ArchiveError, parseArchive, type TArchive } from './archive.ts';
import { backupRepository } from './backup.repository.ts';
import type { BackupStorage } from './export-user.ts';

export interface ImportOptions {
  /** The account to import into; default: the archive's e-mail. */
  email?: string;
  /** Allow adding the archive to an account that already exists. */
  merge?: boolean;
  /** Where stored images are written; without it they are not restored. */
  storage?: BackupStorage | null;
}

export interface ImportReport {
  userId: string;
  email: string;
  createdUser: boolean;
  recipes: number;
  collections: number;
  memberships: number;
  reviews: number;
  mealPlans: number;
  mealPlanItems: number;
  shoppingItems: number;
  pantryItems: number;
  /** The archive's kitchen settings were applied (all of them to a new account; what was unset to an existing one). */
  kitchenSettings: boolean;
  storedObjects: number;
  /** What was left out, and why. */
  notes: string[];
}

/** The target account exists and --merge was not given. */
export class AccountExistsError extends Error {}
/** The import would break a limit of the app (e.g. the shopping list size). */
export class ImportLimitError extends Error {}

// Stored renditions are `media/<22-char token>-<width>.webp` and recipes name them `/media/…`.
const MEDIA_KEY = /^media\/([A-Za-z0-9_-]{22})-([A-Za-z0-9_.-]{1,100})$/;
const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]{22})-/;
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const RECIPE_REF = /^tempero:recipe\/(.+)$/;

const newMediaToken = () => crypto.randomBytes(16).toString('base64url');

interface PendingObject {
  key: string;
  body: Buffer;
  contentType: string;
  kind: string;
  recipeRef: string | null;
  createdAt: Date;
}

/**
 * Imports an archive into a new account, or adds it to an existing one (with `merge`). Every row
 * gets a new id and every reference is rewritten; all rows are written in ONE transaction, so a
 * failed import leaves nothing behind. Image bytes are written to the storage first, under new
 * keys, and removed again if the transaction fails.
 *
 * Not idempotent: importing the same archive twice into one account adds its recipes twice
 * (ratings of other people's recipes and same-name plans of the same week are not duplicated).
 */
export async function importArchive(db: Db, json: unknown, opts: ImportOptions = {}): Promise<ImportReport> {
  const { archive, recipes } = parseArchive(json);
  const person = archive.mainEntity;
  const email = (opts.email ?? person.email).trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new ArchiveError(`Not an e-mail address: ${email}`);
  const notes: string[] = [];

  // 1. Stored objects: decode, give each image a new token (never share a key with another account).
  const tokenFor = new Map<string, string>();
  const pending: PendingObject[] = [];
  archive['tempero:storedObjects'].forEach((o, i) => {
    const key = o['tempero:key'];
    const m = MEDIA_KEY.exec(key);
    if (!m) {
      notes.push(`${key}: not a stored image rendition, skipped.`);
      return;
    }
    if (!o.contentUrl) {
      notes.push(`${key}: the archive holds no bytes for it, skipped.`);
      return;
    }
    const data = DATA_URL.exec(o.contentUrl);
    if (!data) throw new ArchiveError(`tempero:storedObjects[${i}]: contentUrl is not a base64 data: URL`);
    const body = Buffer.from(data[2]!, 'base64');
    if (body.length !== o.contentSize) {
      throw new ArchiveError(
        `tempero:storedObjects[${i}]: ${body.length} bytes where contentSize says ${o.contentSize}`,
      );
    }
    if (!opts.storage) {
      notes.push(`${key}: no object storage available, skipped.`);
      return;
    }
    let token = tokenFor.get(m[1]!);
    if (!token) {
      token = newMediaToken();
      tokenFor.set(m[1]!, token);
    }
    pending.push({
      key: `media/${token}-${m[2]}`,
      body,
      contentType: o.encodingFormat,
      kind: o['tempero:kind'],
      recipeRef: o['tempero:recipe']?.['@id'] ?? null,
      createdAt: o.dateCreated ?? new Date(),
    });
  });

  // 2. Recipe images that point to stored renditions follow them; ones without bytes are dropped
  //    rather than left pointing at an object this account does not own.
  let droppedImages = 0;
  const imageOf = (url: string | null): string | null => {
    if (!url) return null;
    const m = MEDIA_URL.exec(url);
    // An address from the archive is shown in <img src> like any other: the same rule as the API.
    if (!m) return acceptableImageUrl(url);
    const token = tokenFor.get(m[1]!);
    if (!token) {
      droppedImages += 1;
      return null;
    }
    return url.replace(`/media/${m[1]}-`, `/media/${token}-`);
  };
  const recipeRows = recipes.map((r) => ({ ...r, newId: crypto.randomUUID(), imageUrl: imageOf(r.imageUrl) }));
  if (droppedImages > 0)
    notes.push(
      `${droppedImages} recipe image(s) not restored (their bytes are not in the archive or cannot be stored).`,
    );

  const written: string[] = [];
  try {
    for (const p of pending) {
      await opts.storage!.put(p.key, p.body, p.contentType);
      written.push(p.key);
    }
    return await db.transaction(async (tx) => {
      const repo = backupRepository(tx as unknown as Db);

      // The account.
      let user = await repo.userByEmail(email);
      const createdUser = !user;
      if (user && !opts.merge) {
        throw new AccountExistsError(
          `An account with the e-mail ${email} already exists; pass --merge to add the archive to it.`,
        );
      }
      if (!user) {
        let oidc = person['tempero:oidc'] ?? null;
        if (oidc && (await repo.userByOidc(oidc.issuer, oidc.subject))) {
          notes.push('The OpenID Connect link belongs to another account here; the new account has none.');
          oidc = null;
        }
        const passwordHash = person['tempero:passwordHash'] ?? null;
        if (!passwordHash && !oidc)
          notes.push('The archive carries no password: the new account cannot sign in with a password.');
        user = await repo.insertUser({
          email,
          passwordHash,
          firstName: person.givenName ?? '',
          lastName: person.familyName ?? null,
          profileImageUrl: person.image ?? null,
          unitSystem: person['tempero:unitSystem'] ?? 'imperial',
          language: normalizeLanguage(person['tempero:language']),
          oidcIssuer: oidc?.issuer ?? null,
          oidcSubject: oidc?.subject ?? null,
          ...(person.dateCreated ? { createdAt: person.dateCreated } : {}),
        });
      }
      const userId = user.id;

      // References: the archive's own recipes get their new ids; others (public recipes of other
      // people) are linked again when they exist here and this account may read them.
      const own = new Map(recipeRows.map((r) => [r.ref, r.newId]));
      const foreignIds = new Set<string>();
      const noteForeign = (ref: string | undefined) => {
        if (!ref || own.has(ref)) return;
        const id = RECIPE_REF.exec(ref)?.[1];
        if (id && isUuid(id)) foreignIds.add(id.toLowerCase());
      };
      archive['tempero:collections'].forEach((c) => c.hasPart.forEach((p) => noteForeign(p['@id'])));
      archive['tempero:reviews'].forEach((r) => noteForeign(r.itemReviewed['@id']));
      archive['tempero:mealPlans'].forEach((p) =>
        p['tempero:items'].forEach((i) => noteForeign(i['tempero:recipe']['@id'])),
      );
      archive['tempero:shoppingList'].forEach((s) => noteForeign(s['tempero:recipe']?.['@id']));
      const readable = await repo.readableRecipeIds(userId, [...foreignIds]);
      const resolve = (ref: string | undefined): string | null => {
        if (!ref) return null;
        const mine = own.get(ref);
        if (mine) return mine;
        const id = RECIPE_REF.exec(ref)?.[1]?.toLowerCase();
        return id && readable.has(id) ? id : null;
      };
      let unresolved = 0;

      await repo.insertRecipes(
        recipeRows.map((r) => ({
          id: r.newId,
          userId,
          title: r.title,
          description: r.description,
          difficulty: r.difficulty,
          tags: r.tags,
          tips: r.tips,
          prepTime: r.prepTime,
          cookTime: r.cookTime,
          servings: r.servings,
          ingredients: r.ingredients,
          instructions: r.instructions,
          imageUrl: r.imageUrl,
          sourceUrl: r.sourceUrl,
          isFavorite: r.isFavorite,
          isPublic: r.isPublic,
          originalUnitSystem: r.originalUnitSystem,
          language: normalizeLanguage(r.language),
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
        })),
      );

      const collectionRows: Array<{
        id: string;
        userId: string;
        name: string;
        description: string | null;
        color: string;
        icon: string;
        createdAt?: Date;
        updatedAt?: Date;
      }> = [];
      const memberships: Array<{ collectionId: string; recipeId: string; addedAt?: Date }> = [];
      for (const c of archive['tempero:collections']) {
        const id = crypto.randomUUID();
        collectionRows.push({
          id,
          userId,
          name: c.name,
          description: c.description ?? null,
          color: c['tempero:color'],
          icon: c['tempero:icon'],
          ...(c.dateCreated ? { createdAt: c.dateCreated } : {}),
          ...(c.dateModified ? { updatedAt: c.dateModified } : {}),
        });
        const seen = new Set<string>();
        for (const part of c.hasPart) {
          const recipeId = resolve(part['@id']);
          if (!recipeId) unresolved += 1;
          else if (!seen.has(recipeId)) {
            seen.add(recipeId);
            memberships.push({
              collectionId: id,
              recipeId,
              ...(part['tempero:addedAt'] ? { addedAt: part['tempero:addedAt'] } : {}),
            });
          }
        }
      }
      await repo.insertCollections(collectionRows);
      await repo.insertMemberships(memberships);

      const reviewTargets = archive['tempero:reviews'].map((r) => resolve(r.itemReviewed['@id']));
      const alreadyRated = await repo.ratedRecipeIds(
        userId,
        reviewTargets.filter((id): id is string => id !== null),
      );
      const ratingRows: Array<{
        recipeId: string;
        userId: string;
        rating: number;
        comment: string | null;
        createdAt?: Date;
        updatedAt?: Date;
      }> = [];
      const ratedNow = new Set<string>();
      archive['tempero:reviews'].forEach((r, i) => {
        const recipeId = reviewTargets[i];
        if (!recipeId) {
          unresolved += 1;
          return;
        }
        if (alreadyRated.has(recipeId) || ratedNow.has(recipeId)) {
          notes.push(`Kept the account's existing rating of "${r.itemReviewed.name ?? recipeId}".`);
          return;
        }
        ratedNow.add(recipeId);
        ratingRows.push({
          recipeId,
          userId,
          rating: r.reviewRating.ratingValue,
          comment: r.reviewBody ?? null,
          ...(r.dateCreated ? { createdAt: r.dateCreated } : {}),
          ...(r.dateModified ? { updatedAt: r.dateModified } : {}),
        });
      });
      await repo.insertRatings(ratingRows);

      const planRows: Array<{
        id: string;
        userId: string;
        name: string;
        startDate: string;
        endDate: string;
        notes: string | null;
        createdAt?: Date;
      }> = [];
      const itemRows: Array<{
        mealPlanId: string;
        userId: string;
        recipeId: string;
        mealDate: string;
        mealType: string;
        servings: number;
        notes: string | null;
        completed: boolean;
        createdAt?: Date;
      }> = [];
      let reusedPlans = 0;
      for (const p of archive['tempero:mealPlans']) {
        if (p.endDate < p.startDate) throw new ArchiveError(`Meal plan "${p.name}" ends before it starts.`);
        // Like the API, the same plan (name and week) is never created twice.
        const existing = opts.merge ? await repo.findPlan(userId, p.name, p.startDate, p.endDate) : undefined;
        const sameInArchive = planRows.find(
          (x) => x.name === p.name && x.startDate === p.startDate && x.endDate === p.endDate,
        );
        let planId = existing?.id ?? sameInArchive?.id;
        if (existing) reusedPlans += 1;
        if (!planId) {
          planId = crypto.randomUUID();
          planRows.push({
            id: planId,
            userId,
            name: p.name,
            startDate: p.startDate,
            endDate: p.endDate,
            notes: p['tempero:notes'] ?? null,
            ...(p.dateCreated ? { createdAt: p.dateCreated } : {}),
          });
        }
        for (const item of p['tempero:items']) {
          const recipeId = resolve(item['tempero:recipe']['@id']);
          if (!recipeId) {
            unresolved += 1;
            continue;
          }
          if (item['tempero:mealDate'] < p.startDate || item['tempero:mealDate'] > p.endDate) {
            throw new ArchiveError(
              `Meal plan "${p.name}": an item on ${item['tempero:mealDate']} lies outside the plan.`,
            );
          }
          itemRows.push({
            mealPlanId: planId,
            userId,
            recipeId,
            mealDate: item['tempero:mealDate'],
            mealType: item['tempero:mealType'],
            servings: item['tempero:servings'],
            notes: item['tempero:notes'] ?? null,
            completed: item['tempero:completed'],
            ...(item.dateCreated ? { createdAt: item.dateCreated } : {}),
          });
        }
      }
      if (reusedPlans > 0)
        notes.push(`${reusedPlans} meal plan(s) already existed (same name and week); their items were added to them.`);
      await repo.insertPlans(planRows);
      await repo.insertPlanItems(itemRows);

      const shopping = archive['tempero:shoppingList'];
      const have = createdUser ? 0 : await repo.shoppingCount(userId);
      if (have + shopping.length > SHOPPING_LIST_MAX_ITEMS) {
        throw new ImportLimitError(
          `The shopping list would hold ${have + shopping.length} items; at most ${SHOPPING_LIST_MAX_ITEMS} are allowed. Nothing was imported.`,
        );
      }
      await repo.insertShopping(
        shopping.map((s) => ({
          userId,
          name: s.name,
          amount: s['tempero:amount'],
          checked: s['tempero:checked'],
          // The title stays even when the recipe cannot be linked (as when a recipe is deleted).
          recipeId: resolve(s['tempero:recipe']?.['@id']),
          recipeTitle: s['tempero:recipeTitle'] ?? null,
          ...(s.dateCreated ? { createdAt: s.dateCreated } : {}),
        })),
      );

      const pantry = archive['tempero:pantry'];
      const havePantry = createdUser ? 0 : await repo.pantryCount(userId);
      if (havePantry + pantry.length > PANTRY_MAX_ITEMS) {
        throw new ImportLimitError(
          `The pantry would hold ${havePantry + pantry.length} items; at most ${PANTRY_MAX_ITEMS} are allowed. Nothing was imported.`,
        );
      }
      await repo.insertPantry(
        pantry.map((p) => ({
          userId,
          name: p.name,
          amount: p['tempero:amount'],
          bestBefore: p['tempero:bestBefore'] ?? null,
          runningLow: p['tempero:runningLow'],
          ...(p.dateCreated ? { createdAt: p.dateCreated } : {}),
          ...(p.dateModified ? { updatedAt: p.dateModified } : {}),
        })),
      );
      const kitchenApplied = await importKitchenSettings(repo, userId, archive['tempero:kitchenSettings'], notes);

      await repo.insertObjects(
        pending.map((p) => ({
          key: p.key,
          userId,
          recipeId: p.recipeRef ? (own.get(p.recipeRef) ?? null) : null,
          kind: p.kind,
          contentType: p.contentType,
          size: p.body.length,
          createdAt: p.createdAt,
        })),
      );

      // The restored plan, list and collections belong to the account's household (one of its own
      // for a new account, as at sign-up).
      await householdsService(tx as unknown as Db).scopeOf(user);
      await householdsRepository(tx as unknown as Db).adoptOrphans(userId, user.householdId!);

      if (unresolved > 0) {
        notes.push(
          `${unresolved} reference(s) to recipes that are neither in the archive nor readable here were left out (collection entries, ratings, planned meals).`,
        );
      }
      return {
        userId,
        email,
        createdUser,
        recipes: recipeRows.length,
        collections: collectionRows.length,
        memberships: memberships.length,
        reviews: ratingRows.length,
        mealPlans: planRows.length,
        mealPlanItems: itemRows.length,
        shoppingItems: shopping.length,
        pantryItems: pantry.length,
        kitchenSettings: kitchenApplied,
        storedObjects: pending.length,
        notes,
      };
    });
  } catch (err) {
    if (written.length > 0) await opts.storage!.delete(written).catch(() => undefined);
    throw err;
  }
}

type KitchenNode = TArchive['tempero:kitchenSettings'];

/**
 * The kitchen's settings: a new account (or one without settings) takes the archive's; an existing
 * account's settings win, and only what it has not set is filled in (a merge adds, it does not
 * overwrite).
 */
async function importKitchenSettings(
  repo: ReturnType<typeof backupRepository>,
  userId: string,
  node: KitchenNode,
  notes: string[],
): Promise<boolean> {
  if (!node) return false;
  const fromArchive = {
    staples: node['tempero:staples'] ?? null,
    mealTimes: (node['tempero:mealTimes'] as Record<string, string> | null | undefined) ?? null,
    timeZone: node['tempero:timeZone'] ?? null,
  };
  const existing = await repo.kitchenSettingsOf(userId);
  if (!existing) {
    await repo.insertKitchenSettings({ userId, ...fromArchive });
    return true;
  }
  const missing = Object.fromEntries(
    Object.entries(fromArchive).filter(
      ([key, value]) => value !== null && existing[key as keyof typeof fromArchive] === null,
    ),
  );
  if (Object.keys(missing).length > 0) await repo.updateKitchenSettings(userId, missing);
  if (Object.keys(missing).length < Object.values(fromArchive).filter((v) => v !== null).length) {
    notes.push("Kept the account's own kitchen settings where it had them (staples, meal times, time zone).");
  }
  return true;
}
