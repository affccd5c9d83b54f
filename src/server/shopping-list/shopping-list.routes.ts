import { z } from 'zod';
import { normalizeLanguage } from '../../shared/constants.ts';
import { isUuid } from '../../shared/ids.ts';
import {
  SHOPPING_LIST_MAX_ITEMS,
  ZCombinedShoppingItem,
  ZShoppingItem,
  ZShoppingItemCreate,
  ZShoppingItemUpdate,
  type TShoppingItem,
} from '../../shared/schemas/shopping-list.ts';
import { requireUser, type App } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import { combineShoppingItems } from './combine.ts';
import { shoppingListRepository, type ShoppingItemRow } from './shopping-list.repository.ts';

const tags = ['shopping-list'];
const ZId = z.object({ id: z.string().max(100) });

export function presentShoppingItem(r: ShoppingItemRow): TShoppingItem {
  return { id: r.id, name: r.name, amount: r.amount, checked: r.checked, recipeId: r.recipeId, recipeTitle: r.recipeTitle, createdAt: r.createdAt.toISOString() };
}

export async function shoppingListRoutes(app: App): Promise<void> {
  const repo = () => shoppingListRepository(app.ctx.database.db);

  app.get('/api/shopping-list-items', { schema: { tags, response: { 200: z.array(ZShoppingItem) } } }, async (req) => {
    return (await repo().list(requireUser(req).id)).map(presentShoppingItem);
  });

  app.get('/api/shopping-list-items/combined', { schema: { tags, response: { 200: z.array(ZCombinedShoppingItem) } } }, async (req) => {
    const user = requireUser(req);
    const { sumByWeight } = await import('../../shared/food/sum-weight.ts');
    return combineShoppingItems(await repo().list(user.id), normalizeLanguage(user.language), sumByWeight);
  });

  app.post('/api/shopping-list-items', { schema: { tags, body: ZShoppingItemCreate, response: { 201: ZShoppingItem } } }, async (req, reply) => {
    const user = requireUser(req);
    if ((await repo().count(user.id)) >= SHOPPING_LIST_MAX_ITEMS) {
      throw new AppError(409, 'list_full', `The shopping list can hold at most ${SHOPPING_LIST_MAX_ITEMS} items.`);
    }
    let recipeId: string | null = null;
    if (req.body.recipeId) {
      // Link only recipes you can see; an unknown or foreign id is refused like a missing recipe.
      if (!isUuid(req.body.recipeId)) throw notFound('Recipe');
      recipeId = recipePolicy.assertRead(user, await recipesRepository(app.ctx.database.db).findById(req.body.recipeId)).id;
    }
    const item = await repo().insert({
      userId: user.id,
      name: req.body.name,
      amount: req.body.amount,
      recipeTitle: req.body.recipeTitle || null,
      recipeId,
    });
    return reply.code(201).send(presentShoppingItem(item));
  });

  app.patch('/api/shopping-list-items/:id', { schema: { tags, params: ZId, body: ZShoppingItemUpdate, response: { 200: ZShoppingItem } } }, async (req) => {
    const item = await repo().setChecked(req.params.id, requireUser(req).id, req.body.checked);
    if (!item) throw notFound('Shopping list item');
    return presentShoppingItem(item);
  });

  app.delete('/api/shopping-list-items/:id', { schema: { tags, params: ZId } }, async (req, reply) => {
    if (!(await repo().delete(req.params.id, requireUser(req).id))) throw notFound('Shopping list item');
    return reply.code(204).send();
  });

  app.delete('/api/shopping-list-items', { schema: { tags } }, async (req) => {
    return { deleted: await repo().clear(requireUser(req).id) };
  });
}
