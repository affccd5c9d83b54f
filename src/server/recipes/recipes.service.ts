import { HISTORY_DEFAULT_PAGE_SIZE, normalizeLanguage } from '../../shared/constants.ts';
import { acceptableImageUrl } from '../../shared/image-url.ts';
import type { TRecipeContent } from '../../shared/schemas/recipe.ts';
import type { TRecipeCopy, TRecipeListQuery, TRecipeUpdate } from '../../shared/schemas/recipe-api.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ImagesService } from '../images/images.service.ts';
import type { WebhookEmitter } from '../integrations/webhooks.service.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { cleanRecipe, type CleanRecipe } from './recipe-rules.ts';
import { recipePolicy, type RecipeVisibility } from './recipes.policy.ts';
import { presentRecipe } from './recipes.presenter.ts';
import { recipesRepository, type NewRecipe, type Readable, type RecipeRow } from './recipes.repository.ts';

/** Without a page, lists return the newest 100 (and the total), never an unbounded list. */
export const UNPAGED_LIMIT = 100;

/** What a recipe's changes mean for its stored image files (the images service). */
export type RecipeImages = Pick<ImagesService, 'afterRecipeDelete' | 'afterImageChange' | 'copyImage'>;

export interface RecipesDeps {
  db: Db;
  images: RecipeImages;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Webhooks hear of every recipe created, changed or deleted. */
  events?: WebhookEmitter;
}

/** Only this site's stored images (/media/…) and https addresses are kept (see acceptableImageUrl). */
function cleanImageUrl(url: string | null | undefined): string | null {
  if (!url || url.trim() === '') return null;
  const accepted = acceptableImageUrl(url);
  if (!accepted)
    throw badRequest('Image URL must be an https address or an image stored on this site (/media/…).', 'imageUrl');
  return accepted;
}

/** A stored recipe with the fields a PATCH or a copy names replaced, through the recipe rules. */
function mergeRecipe(base: RecipeRow, patch: TRecipeUpdate): CleanRecipe {
  return cleanRecipe({
    title: patch.title ?? base.title,
    description: patch.description === undefined ? base.description : patch.description,
    prepTime: patch.prepTime ?? base.prepTime,
    cookTime: patch.cookTime ?? base.cookTime,
    servings: patch.servings ?? base.servings,
    difficulty: patch.difficulty ?? (base.difficulty as 'Medium'),
    ingredients: patch.ingredients ?? base.ingredients,
    instructions: patch.instructions ?? base.instructions,
    tags: patch.tags ?? base.tags,
    tips: patch.tips ?? base.tips,
  });
}

export type RecipesService = ReturnType<typeof recipesService>;

export function recipesService({ db, images, log, events }: RecipesDeps) {
  const repo = recipesRepository(db);
  /** Tells the owner's webhooks, with the recipe as the API presents it to its owner. */
  const told = async (type: 'recipe.created' | 'recipe.updated', user: UserRow, row: RecipeRow) => {
    await events?.emit({ type, actor: user, data: () => presentRecipe(row) });
    return row;
  };
  return {
    /** A page of the user's recipes as cards (lists never carry ingredients, steps or tips). */
    async list(user: UserRow, query: TRecipeListQuery, favoritesOnly = false) {
      const paged = query.page !== undefined;
      const pageSize = paged ? (query.pageSize ?? HISTORY_DEFAULT_PAGE_SIZE) : (query.pageSize ?? UNPAGED_LIMIT);
      const page = query.page ?? 1;
      return repo.listCards(user.id, {
        favoritesOnly,
        search: query.search || undefined,
        q: query.q || undefined,
        tag: query.tag || undefined,
        sort: query.sort,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
    },
    async get(user: UserRow | null, id: string): Promise<Readable<RecipeRow>> {
      return recipePolicy.assertRead(await repo.findReadable(id, user));
    },
    async getPublic(id: string) {
      const found = await repo.findPublicWithAuthor(id);
      if (!found) throw notFound('Recipe');
      return found;
    },
    async create(user: UserRow, input: TRecipeContent, extra: Partial<NewRecipe> = {}): Promise<RecipeRow> {
      const clean = cleanRecipe(input);
      // New recipes get the visibility the account chose as its default (private unless changed).
      const visibility = user.defaultRecipeVisibility;
      const created = await repo.insert({
        ...clean,
        userId: user.id,
        householdId: user.householdId,
        isPublic: visibility === 'public',
        sharedWithHousehold: visibility === 'household',
        imageUrl: cleanImageUrl(input.imageUrl),
        sourceUrl: input.sourceUrl ?? null,
        originalUnitSystem: input.originalUnitSystem ?? (user.unitSystem === 'metric' ? 'metric' : 'imperial'),
        language: normalizeLanguage(extra.language ?? user.language),
        ...extra,
      });
      return told('recipe.created', user, created);
    },
    async update(user: UserRow, id: string, patch: TRecipeUpdate): Promise<RecipeRow> {
      const current = recipePolicy.assertManage(user, await repo.findById(id));
      const merged = mergeRecipe(current, patch);
      const updated = await repo.update(id, user.id, {
        ...merged,
        ...(patch.imageUrl !== undefined ? { imageUrl: cleanImageUrl(patch.imageUrl) } : {}),
        ...(patch.sourceUrl !== undefined ? { sourceUrl: patch.sourceUrl } : {}),
        ...(patch.originalUnitSystem !== undefined ? { originalUnitSystem: patch.originalUnitSystem } : {}),
      });
      const saved = recipePolicy.assertManage(user, updated);
      if (current.imageUrl !== saved.imageUrl) {
        // The new address is saved already: a storage hiccup must not turn the update into an error.
        await images
          .afterImageChange(saved)
          .catch((err: unknown) =>
            log.error({ err, recipeId: saved.id }, 'could not delete the replaced image of a recipe'),
          );
      }
      return told('recipe.updated', user, saved);
    },
    async remove(user: UserRow, id: string): Promise<void> {
      const deleted = recipePolicy.assertManage(user, await repo.delete(id, user.id));
      // The recipe is gone already: a storage hiccup must not turn its deletion into an error.
      await images
        .afterRecipeDelete(deleted)
        .catch((err: unknown) =>
          log.error({ err, recipeId: deleted.id }, 'could not delete the images of a deleted recipe'),
        );
      await events?.emit({ type: 'recipe.deleted', actor: user, data: () => ({ id: deleted.id }) });
    },
    async copy(user: UserRow, id: string, overrides: TRecipeCopy): Promise<RecipeRow> {
      const source = recipePolicy.assertCopy(user, await repo.findReadable(id, user));
      const clean = mergeRecipe(source, overrides);
      const created = await repo.insert({
        ...clean,
        userId: user.id,
        householdId: user.householdId,
        imageUrl: overrides.imageUrl !== undefined ? cleanImageUrl(overrides.imageUrl) : source.imageUrl,
        sourceUrl: overrides.sourceUrl !== undefined ? overrides.sourceUrl : source.sourceUrl,
        originalUnitSystem: source.originalUnitSystem,
        language: source.language,
        isPublic: false,
        isFavorite: overrides.isFavorite ?? false,
      });
      // The copy gets its own copy of a stored image, so either recipe can go without the other's.
      return told('recipe.created', user, (await images.copyImage(source, created)) ?? created);
    },
    async setVisibility(user: UserRow, id: string, visibility: RecipeVisibility): Promise<RecipeRow> {
      recipePolicy.assertManage(user, await repo.findById(id));
      const updated = await repo.setVisibility(id, user.id, {
        isPublic: visibility === 'public',
        sharedWithHousehold: visibility === 'household',
      });
      return told('recipe.updated', user, recipePolicy.assertManage(user, updated));
    },
    async toggle(user: UserRow, id: string, column: 'isFavorite' | 'isPublic'): Promise<RecipeRow> {
      return told('recipe.updated', user, recipePolicy.assertManage(user, await repo.toggle(id, user.id, column)));
    },
  };
}
