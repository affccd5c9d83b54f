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
import { announce, householdScope } from '../households/household-scope.ts';
import { combineShoppingItems } from './combine.ts';
import { shoppingListRepository, type ShoppingItemRow } from './shopping-list.repository.ts';

const tags = ['shopping-list'];
const ZId = z.object({ id: z.string().max(100) });

export function presentShoppingItem(r: ShoppingItemRow & { addedBy?: string | null }): TShoppingItem {
  return {
    id: r.id,
    name: r.name,
    amount: r.amount,
    checked: r.checked,
    recipeId: r.recipeId,
    recipeTitle: r.recipeTitle,
    createdAt: r.createdAt.toISOString(),
    addedBy: r.addedBy ?? null,
  };
}

/** A change made offline carries the time it was made; one from the future counts as now. */
function changeTime(changedAt: string | undefined): Date {
  const now = new Date();
  const at = changedAt ? new Date(changedAt) : now;
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

export async function shoppingListRoutes(app: App): Promise<void> {
  const repo = () => shoppingListRepository(app.ctx.database.db);

  app.get('/api/shopping-list-items', { schema: { tags, response: { 200: z.array(ZShoppingItem) } } }, async (req) => {
    return (await repo().list(await householdScope(app, requireUser(req)))).map(presentShoppingItem);
  });

  app.get('/api/shopping-list-items/combined', { schema: { tags, response: { 200: z.array(ZCombinedShoppingItem) } } }, async (req) => {
    const user = requireUser(req);
    const { sumByWeight } = await import('../../shared/food/sum-weight.ts');
    return combineShoppingItems(await repo().list(await householdScope(app, user)), normalizeLanguage(user.language), sumByWeight);
  });

  app.post(
    '/api/shopping-list-items',
    { schema: { tags, body: ZShoppingItemCreate, response: { 201: ZShoppingItem } } },
    async (req, reply) => {
      const user = requireUser(req);
      const householdId = await householdScope(app, user);
      if ((await repo().count(householdId)) >= SHOPPING_LIST_MAX_ITEMS) {
        throw new AppError(409, 'list_full', `The shopping list can hold at most ${SHOPPING_LIST_MAX_ITEMS} items.`);
      }
      let recipeId: string | null = null;
      if (req.body.recipeId) {
        // Link only recipes you can see; an unknown or foreign id is refused like a missing recipe.
        if (!isUuid(req.body.recipeId)) throw notFound('Recipe');
        recipeId = recipePolicy.assertRead(
          user,
          await recipesRepository(app.ctx.database.db).findById(req.body.recipeId),
        ).id;
      }
      const item = await repo().insert({
        userId: user.id,
        householdId,
        name: req.body.name,
        amount: req.body.amount,
        recipeTitle: req.body.recipeTitle || null,
        recipeId,
      });
      announce(app, householdId, 'shopping-list');
      return reply.code(201).send(presentShoppingItem({ ...item, addedBy: user.firstName }));
    },
  );

  app.patch(
    '/api/shopping-list-items/:id',
    { schema: { tags, params: ZId, body: ZShoppingItemUpdate, response: { 200: ZShoppingItem } } },
    async (req) => {
      const householdId = await householdScope(app, requireUser(req));
      // An older change than the stored one is ignored and answered with the item as it is.
      const changed = await repo().setChecked(
        req.params.id,
        householdId,
        req.body.checked,
        changeTime(req.body.changedAt),
      );
      const item = await repo().find(req.params.id, householdId);
      if (!item) throw notFound('Shopping list item');
      if (changed) announce(app, householdId, 'shopping-list');
      return presentShoppingItem(item);
    },
  );

  app.delete('/api/shopping-list-items/:id', { schema: { tags, params: ZId } }, async (req, reply) => {
    const householdId = await householdScope(app, requireUser(req));
    if (!(await repo().delete(req.params.id, householdId))) throw notFound('Shopping list item');
    announce(app, householdId, 'shopping-list');
    return reply.code(204).send();
  });

  app.delete('/api/shopping-list-items', { schema: { tags } }, async (req) => {
    const householdId = await householdScope(app, requireUser(req));
    const deleted = await repo().clear(householdId);
    if (deleted > 0) announce(app, householdId, 'shopping-list');
    return { deleted };
  });
}
