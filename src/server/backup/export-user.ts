import type { Db } from '../db/client.ts';
import { ARCHIVE_CONTEXT, ARCHIVE_FORMAT, collectionRef, recipeRef, recipeToJsonLd, userRef } from './archive.ts';
import { backupRepository } from './backup.repository.ts';

/** The part of the object storage a backup needs (ObjectStorage fits it). */
export interface BackupStorage {
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(keys: string[]): Promise<void>;
}

/** Larger than any stored rendition; an object beyond it is reported, not exported. */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

export interface ExportOptions {
  /** Without storage, stored images are listed but their bytes are not included. */
  storage?: BackupStorage | null;
  /** Include the password hash and OpenID link, so a restored account can sign in as before. */
  includeCredentials?: boolean;
  software?: string;
}

export interface ExportSummary {
  recipes: number;
  collections: number;
  memberships: number;
  reviews: number;
  mealPlans: number;
  mealPlanItems: number;
  shoppingItems: number;
  pantryItems: number;
  /** The account has kitchen settings (staples, meal times, time zone), now in the archive. */
  kitchenSettings: boolean;
  storedObjects: number;
  /** Objects whose bytes are in the archive. */
  objectsWithBytes: number;
  /** Why some objects have no bytes (no storage configured, missing in the storage...). */
  notes: string[];
}

export class UnknownUserError extends Error {}

/**
 * Reads everything one user owns, in one read-only transaction (a consistent snapshot even while
 * the server keeps writing), and returns the JSON-LD archive.
 */
export async function exportUser(
  db: Db,
  email: string,
  opts: ExportOptions = {},
): Promise<{ archive: Record<string, unknown>; summary: ExportSummary }> {
  const data = await db.transaction(
    async (tx) => {
      const repo = backupRepository(tx as unknown as Db);
      const user = await repo.userByEmail(email);
      if (!user) throw new UnknownUserError(`No account with the e-mail ${email}.`);
      // One after the other: a transaction is one connection, which runs one query at a time.
      return {
        user,
        recipes: await repo.recipesOf(user.id),
        collections: await repo.collectionsOf(user.id),
        memberships: await repo.membershipsOf(user.id),
        ratings: await repo.ratingsOf(user.id),
        plans: await repo.plansOf(user.id),
        items: await repo.planItemsOf(user.id),
        shopping: await repo.shoppingOf(user.id),
        pantry: await repo.pantryOf(user.id),
        kitchen: await repo.kitchenSettingsOf(user.id),
        objects: await repo.objectsOf(user.id),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { user } = data;
  const notes: string[] = [];

  // Recipes of other people the user refers to (public ones rated, planned or collected) are
  // referenced by @id and name only; import links them again when they exist where it runs.
  const ownIds = new Set(data.recipes.map((r) => r.id));
  const ref = (id: string, title: string) =>
    ownIds.has(id) ? { '@id': recipeRef(id) } : { '@id': recipeRef(id), name: title };

  const objects: Array<Record<string, unknown>> = [];
  let objectsWithBytes = 0;
  // Generated previews wait for the cook to keep or drop them: they belong to no recipe yet.
  const kept = data.objects.filter((o) => o.kind !== 'preview');
  if (kept.length < data.objects.length)
    notes.push(`${data.objects.length - kept.length} unconfirmed image preview(s) left out.`);
  if (kept.length > 0 && !opts.storage)
    notes.push(`${kept.length} stored object(s) listed without their bytes: no object storage available.`);
  for (const o of kept) {
    let bytes: Buffer | null = null;
    if (opts.storage) {
      try {
        bytes = await opts.storage.read(o.key, MAX_OBJECT_BYTES);
        if (!bytes) notes.push(`${o.key}: missing in the object storage.`);
      } catch (err) {
        notes.push(`${o.key}: could not be read (${(err as Error).message}).`);
      }
    }
    if (bytes) objectsWithBytes += 1;
    objects.push({
      '@type': o.contentType.startsWith('image/') ? 'ImageObject' : 'MediaObject',
      'tempero:key': o.key,
      'tempero:kind': o.kind,
      'tempero:recipe': o.recipeId ? { '@id': recipeRef(o.recipeId) } : null,
      encodingFormat: o.contentType,
      contentSize: o.size,
      dateCreated: o.createdAt.toISOString(),
      ...(bytes ? { contentUrl: `data:${o.contentType};base64,${bytes.toString('base64')}` } : {}),
    });
  }

  const membersOf = new Map<string, Array<Record<string, unknown>>>();
  for (const m of data.memberships) {
    const list = membersOf.get(m.collectionId) ?? [];
    list.push({ ...ref(m.recipeId, m.title), 'tempero:addedAt': m.addedAt.toISOString() });
    membersOf.set(m.collectionId, list);
  }
  const itemsOf = new Map<string, Array<Record<string, unknown>>>();
  for (const { item, title } of data.items) {
    const list = itemsOf.get(item.mealPlanId) ?? [];
    list.push({
      '@type': 'tempero:MealPlanItem',
      'tempero:recipe': ref(item.recipeId, title),
      'tempero:mealDate': item.mealDate,
      'tempero:mealType': item.mealType,
      'tempero:servings': item.servings,
      'tempero:notes': item.notes,
      'tempero:completed': item.completed,
      dateCreated: item.createdAt.toISOString(),
    });
    itemsOf.set(item.mealPlanId, list);
  }

  const archive = {
    '@context': ARCHIVE_CONTEXT,
    '@type': 'Dataset',
    name: `Tempero backup of ${user.email}`,
    dateCreated: new Date().toISOString(),
    creator: { '@type': 'SoftwareApplication', name: opts.software ?? 'Tempero' },
    'tempero:formatVersion': ARCHIVE_FORMAT,
    mainEntity: {
      '@type': 'Person',
      '@id': userRef(user.id),
      email: user.email,
      givenName: user.firstName,
      familyName: user.lastName,
      image: user.profileImageUrl,
      dateCreated: user.createdAt.toISOString(),
      'tempero:unitSystem': user.unitSystem,
      'tempero:language': user.language,
      ...(opts.includeCredentials
        ? {
            'tempero:passwordHash': user.passwordHash,
            'tempero:oidc':
              user.oidcIssuer && user.oidcSubject ? { issuer: user.oidcIssuer, subject: user.oidcSubject } : null,
          }
        : {}),
    },
    hasPart: data.recipes.map(recipeToJsonLd),
    'tempero:collections': data.collections.map((c) => ({
      '@type': 'Collection',
      '@id': collectionRef(c.id),
      name: c.name,
      description: c.description,
      dateCreated: c.createdAt.toISOString(),
      dateModified: c.updatedAt.toISOString(),
      'tempero:color': c.color,
      'tempero:icon': c.icon,
      hasPart: membersOf.get(c.id) ?? [],
    })),
    'tempero:reviews': data.ratings.map(({ rating, title }) => ({
      '@type': 'Review',
      itemReviewed: { '@type': 'Recipe', ...ref(rating.recipeId, title) },
      reviewRating: { '@type': 'Rating', ratingValue: rating.rating, bestRating: 5, worstRating: 1 },
      reviewBody: rating.comment,
      dateCreated: rating.createdAt.toISOString(),
      dateModified: rating.updatedAt.toISOString(),
    })),
    'tempero:mealPlans': data.plans.map((p) => ({
      '@type': 'tempero:MealPlan',
      name: p.name,
      startDate: p.startDate,
      endDate: p.endDate,
      'tempero:notes': p.notes,
      dateCreated: p.createdAt.toISOString(),
      'tempero:items': itemsOf.get(p.id) ?? [],
    })),
    'tempero:shoppingList': data.shopping.map((s) => ({
      '@type': 'tempero:ShoppingListItem',
      name: s.name,
      'tempero:amount': s.amount,
      'tempero:checked': s.checked,
      'tempero:recipe': s.recipeId ? ref(s.recipeId, s.recipeTitle ?? '') : null,
      'tempero:recipeTitle': s.recipeTitle,
      dateCreated: s.createdAt.toISOString(),
    })),
    'tempero:storedObjects': objects,
    // The pantry is the person's own (not the household's): each member exports theirs.
    'tempero:pantry': data.pantry.map((p) => ({
      '@type': 'tempero:PantryItem',
      name: p.name,
      'tempero:amount': p.amount,
      'tempero:bestBefore': p.bestBefore,
      'tempero:runningLow': p.runningLow,
      dateCreated: p.createdAt.toISOString(),
      dateModified: p.updatedAt.toISOString(),
    })),
    'tempero:kitchenSettings': data.kitchen
      ? {
          'tempero:staples': data.kitchen.staples,
          'tempero:mealTimes': data.kitchen.mealTimes,
          'tempero:timeZone': data.kitchen.timeZone,
          // Not the calendar feed's salt: the feed address also signs the account's id, which an
          // import gives anew, so a restored account gets a new address either way.
        }
      : null,
  };
  return {
    archive,
    summary: {
      recipes: data.recipes.length,
      collections: data.collections.length,
      memberships: data.memberships.length,
      reviews: data.ratings.length,
      mealPlans: data.plans.length,
      mealPlanItems: data.items.length,
      shoppingItems: data.shopping.length,
      pantryItems: data.pantry.length,
      kitchenSettings: data.kitchen !== undefined,
      storedObjects: kept.length,
      objectsWithBytes,
      notes,
    },
  };
}
