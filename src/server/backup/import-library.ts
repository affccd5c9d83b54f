// Import steps for the recipe library: the recipes themselves, collections with their entries,
// and ratings. Each writes its rows and says how many references it could not link.
import crypto from 'node:crypto';
import { normalizeLanguage } from '../../shared/constants.ts';
import type { TArchive } from './archive.ts';
import type { BackupRepo, ResolveRecipe } from './import-account.ts';
import type { RecipeToImport } from './import-media.ts';

export async function insertRecipes(repo: BackupRepo, userId: string, recipeRows: RecipeToImport[]): Promise<void> {
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
      sharedWithHousehold: r.sharedWithHousehold,
      originalUnitSystem: r.originalUnitSystem,
      language: normalizeLanguage(r.language),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    })),
  );
}

/** New collections, each recipe in one at most once. */
export async function importCollections(
  repo: BackupRepo,
  userId: string,
  collections: TArchive['tempero:collections'],
  resolve: ResolveRecipe,
) {
  let unresolved = 0;
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
  for (const c of collections) {
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
  return { collections: collectionRows.length, memberships: memberships.length, unresolved };
}

/** Ratings: the account's existing rating of a recipe is kept; one rating per recipe. */
export async function importRatings(
  repo: BackupRepo,
  userId: string,
  reviews: TArchive['tempero:reviews'],
  resolve: ResolveRecipe,
  notes: string[],
) {
  let unresolved = 0;
  const reviewTargets = reviews.map((r) => resolve(r.itemReviewed['@id']));
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
  reviews.forEach((r, i) => {
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
  return { reviews: ratingRows.length, unresolved };
}
