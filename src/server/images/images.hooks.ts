import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context.ts';
import type { RecipeHooks } from '../recipes/recipes.service.ts';
import { createStorage } from '../storage/create-storage.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import type { AccountHooks } from '../users/users.service.ts';
import { imagesService, type ImagesService } from './images.service.ts';

/**
 * Puts object storage and the images service into `ctx.services` (`storage`, `images`) and chains
 * the image clean-up into `recipeHooks` (delete, copy, update) and `accountHooks` (delete), keeping any
 * hooks another feature registered. A storage passed through buildApp's `services` is used as is.
 */
export function installImageServices(ctx: AppContext, log: FastifyBaseLogger): ImagesService {
  const storage = (ctx.services.storage as ObjectStorage | undefined) ?? createStorage(ctx.config);
  ctx.services.storage = storage;
  const images = imagesService({ db: ctx.database.db, storage, secret: ctx.secret, config: ctx.config, log });
  ctx.services.images = images;

  const recipeHooks = (ctx.services.recipeHooks ?? {}) as RecipeHooks;
  ctx.services.recipeHooks = {
    ...recipeHooks,
    async afterDelete(recipe) {
      await recipeHooks.afterDelete?.(recipe);
      // The recipe is gone already: a storage hiccup must not turn its deletion into an error.
      await images
        .afterRecipeDelete(recipe)
        .catch((err: unknown) =>
          log.error({ err, recipeId: recipe.id }, 'could not delete the images of a deleted recipe'),
        );
    },
    async afterUpdate(before, after) {
      await recipeHooks.afterUpdate?.(before, after);
      if (before.imageUrl === after.imageUrl) return;
      // The new address is saved already: a storage hiccup must not turn the update into an error.
      await images
        .afterImageChange(after)
        .catch((err: unknown) =>
          log.error({ err, recipeId: after.id }, 'could not delete the replaced image of a recipe'),
        );
    },
    async afterCopy(source, copy) {
      const current = (await recipeHooks.afterCopy?.(source, copy)) ?? copy;
      return (await images.copyImage(source, current)) ?? current;
    },
  } satisfies RecipeHooks;

  const accountHooks = (ctx.services.accountHooks ?? {}) as AccountHooks;
  ctx.services.accountHooks = {
    ...accountHooks,
    async beforeDelete(tx, user) {
      const before = await accountHooks.beforeDelete?.(tx, user);
      const removeImages = await images.beforeAccountDelete(tx, user);
      return async () => {
        if (before) await before();
        await removeImages();
      };
    },
  } satisfies AccountHooks;
  return images;
}
