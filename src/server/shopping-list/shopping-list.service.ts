import { normalizeLanguage } from '../../shared/constants.ts';
import { isUuid } from '../../shared/ids.ts';
import type { TLiveTopic } from '../../shared/schemas/household.ts';
import {
  SHOPPING_LIST_MAX_ITEMS,
  type TShoppingItemCreate,
  type TShoppingItemUpdate,
} from '../../shared/schemas/shopping-list.ts';
import type { Db } from '../db/client.ts';
import { householdsService } from '../households/households.service.ts';
import { AppError, notFound } from '../http/errors.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { isStapleFood, shopFood, shopName, stapleFoodKeys } from '../../shared/shopping/food-identity.ts';
import { staplesOf } from '../pantry/staples.ts';
import {
  addUpAmounts,
  combineShoppingItems,
  foodLang,
  nameForAmount,
  type CombineOptions,
  type MeasureLine,
  type WeightSum,
} from './combine.ts';
import {
  shoppingListRepository,
  type NewShoppingItem,
  type ShoppingItemRow,
  type ShoppingItemWithAuthor,
} from './shopping-list.repository.ts';
import type { WebhookEmitter } from '../integrations/webhooks.service.ts';
import { presentShoppingItem } from './shopping-list.presenter.ts';

/** Tells the household's open screens what changed (the live bus). */
export type Publish = (householdId: string, topic: TLiveTopic) => void;

/** A change made offline carries the time it was made; one from the future counts as now. */
function changeTime(changedAt: string | undefined): Date {
  const now = new Date();
  const at = changedAt ? new Date(changedAt) : now;
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

/** One thing to put on the list: an ingredient of a recipe (maybe for a planned meal) or a hand-written item. */
export interface ListLine {
  name: string;
  amount: string;
  recipeId: string | null;
  recipeTitle: string | null;
  mealItemId?: string;
}

/** The food table is loaded when a list is first combined or merged, not at start. */
const weightSum = async (): Promise<WeightSum> => (await import('../../shared/food/sum-weight.ts')).sumByWeight;
const shopModule = () => import('../../shared/food/shop-measure.ts');
const measureLine = async (): Promise<MeasureLine> => (await shopModule()).shopMeasure;
const boughtLine = async (): Promise<NonNullable<CombineOptions['bought']>> => (await shopModule()).boughtAs;

const listFull = () =>
  new AppError(409, 'list_full', `The shopping list can hold at most ${SHOPPING_LIST_MAX_ITEMS} items.`);

/**
 * The household's shopping list: every member reads and changes the same list (and every member's
 * webhooks hear of an item added, merged into, checked or removed).
 */
export function shoppingListService(db: Db, publish: Publish, events?: WebhookEmitter) {
  const repo = shoppingListRepository(db);
  const scopeOf = (user: UserRow) => householdsService(db).scopeOf(user);
  const changed = (householdId: string) => publish(householdId, 'shopping-list');
  const stapleKeys = async (user: UserRow) => stapleFoodKeys(await staplesOf(db, user), foodLang(lang(user)));
  const lang = (user: UserRow) => normalizeLanguage(user.language);

  /**
   * Puts lines on the household's list as a shop needs them: a recipe's line loses its preparation
   * ("eggs, beaten" → "eggs") and joins the line of the same food for the same recipe that is still
   * to buy (amounts added up), so adding a recipe again never lists its ingredients twice. In one
   * transaction, behind the list's lock: two additions at once still end on one line.
   */
  async function putOnList(
    user: UserRow,
    householdId: string,
    lines: readonly ListLine[],
  ): Promise<{ rows: (ShoppingItemRow & { merged: boolean })[]; added: number; merged: number }> {
    const l = lang(user);
    const fl = foodLang(l);
    const byWeight = await weightSum();
    const put = await db.transaction(async (txRaw) => {
      const tx = shoppingListRepository(txRaw as unknown as Db);
      await tx.lock(householdId);
      const open = (await tx.list(householdId)).filter((r) => !r.checked);
      const keyOf = (r: { name: string; recipeId: string | null; recipeTitle: string | null }) =>
        `${r.recipeId ?? ''}\u0000${r.recipeId ? '' : (r.recipeTitle ?? '')}\u0000${shopFood(r.name, fl).key}`;
      const targets = new Map<string, ShoppingItemRow | NewShoppingItem>();
      for (const row of open) if (!targets.has(keyOf(row))) targets.set(keyOf(row), row);
      const fresh: NewShoppingItem[] = [];
      const touched = new Set<ShoppingItemRow | NewShoppingItem>();
      const result: { target: ShoppingItemRow | NewShoppingItem; merged: boolean }[] = [];
      let merged = 0;
      for (const line of lines) {
        const name = line.recipeId || line.recipeTitle ? shopName(line.name) : line.name.trim();
        const key = keyOf({ ...line, name });
        const target = targets.get(key);
        if (target) {
          const amount = addUpAmounts([target.amount ?? '', line.amount], target.name, l, byWeight);
          target.name = nameForAmount(target.name, amount, l);
          target.amount = amount;
          if (line.mealItemId) target.mealItemIds = [...(target.mealItemIds ?? []), line.mealItemId];
          if ('id' in target) touched.add(target);
          merged += 1;
          result.push({ target, merged: true });
          continue;
        }
        const row: NewShoppingItem = {
          userId: user.id,
          householdId,
          name,
          amount: line.amount,
          recipeId: line.recipeId,
          recipeTitle: line.recipeTitle,
          mealItemIds: line.mealItemId ? [line.mealItemId] : [],
        };
        targets.set(key, row);
        fresh.push(row);
        result.push({ target: row, merged: false });
      }
      if (fresh.length > 0 && (await tx.count(householdId)) + fresh.length > SHOPPING_LIST_MAX_ITEMS) throw listFull();
      for (const row of touched) {
        const r = row as ShoppingItemRow;
        await tx.updateMerged(r.id, householdId, { name: r.name, amount: r.amount, mealItemIds: r.mealItemIds });
      }
      // One insert, yet the list keeps the recipes' order: it sorts by creation time.
      const base = Date.now();
      fresh.forEach((row, i) => (row.createdAt = new Date(base + i)));
      const inserted = await tx.insertMany(fresh);
      const byFresh = new Map(fresh.map((row, i) => [row, inserted[i]!]));
      const rows = result.map(({ target, merged: m }) => ({
        ...('id' in target ? (target as ShoppingItemRow) : byFresh.get(target)!),
        merged: m,
      }));
      return { rows, added: fresh.length, merged };
    });
    for (const { merged: m, ...row } of put.rows)
      await events?.emit({
        type: m ? 'shopping_item.updated' : 'shopping_item.added',
        actor: user,
        householdId,
        data: () => presentShoppingItem({ ...row, addedBy: user.firstName }),
      });
    return put;
  }

  return {
    /** The list, each item marked when it is one of the reader's staples. */
    async list(user: UserRow): Promise<(ShoppingItemWithAuthor & { staple: boolean })[]> {
      const [rows, staples] = await Promise.all([repo.list(await scopeOf(user)), stapleKeys(user)]);
      return rows.map((r) => ({ ...r, staple: isStapleFood(r.name, foodLang(lang(user)), staples) }));
    },
    /** A list to shop from: one line per food, amounts summed, whole things rounded up, staples marked. */
    async combined(user: UserRow) {
      const [rows, staples, measure, bought] = await Promise.all([
        repo.list(await scopeOf(user)),
        stapleKeys(user),
        measureLine(),
        boughtLine(),
      ]);
      return combineShoppingItems(rows, lang(user), { measure, bought, staples });
    },
    putOnList,
    async add(user: UserRow, input: TShoppingItemCreate) {
      const householdId = await scopeOf(user);
      let recipeId: string | null = null;
      if (input.recipeId) {
        // Link only recipes you can see; an unknown or foreign id is refused like a missing recipe.
        if (!isUuid(input.recipeId)) throw notFound('Recipe');
        recipeId = recipePolicy.assertRead(await recipesRepository(db).findReadable(input.recipeId, user)).id;
      }
      const { rows } = await putOnList(user, householdId, [
        { name: input.name, amount: input.amount, recipeTitle: input.recipeTitle || null, recipeId },
      ]);
      changed(householdId);
      return { addedBy: user.firstName, ...rows[0]! };
    },
    /**
     * Checks, unchecks or renames an item. An older check than the stored one is ignored and
     * answered with the item as it is.
     */
    async update(user: UserRow, id: string, change: TShoppingItemUpdate) {
      const householdId = await scopeOf(user);
      let renamed = false;
      if (change.name !== undefined || change.amount !== undefined) {
        renamed = await repo.rename(id, householdId, { name: change.name, amount: change.amount });
        if (!renamed) throw notFound('Shopping list item');
      }
      const didChange =
        change.checked !== undefined &&
        (await repo.setChecked(id, householdId, change.checked, changeTime(change.changedAt)));
      const item = await repo.find(id, householdId);
      if (!item) throw notFound('Shopping list item');
      if (renamed) {
        if (!didChange) changed(householdId);
        await events?.emit({
          type: 'shopping_item.updated',
          actor: user,
          householdId,
          data: () => presentShoppingItem(item),
        });
      }
      if (didChange) {
        changed(householdId);
        await events?.emit({
          type: 'shopping_item.checked',
          actor: user,
          householdId,
          data: () => presentShoppingItem(item),
        });
      }
      return item;
    },
    async remove(user: UserRow, id: string): Promise<void> {
      const householdId = await scopeOf(user);
      if (!(await repo.delete(id, householdId))) throw notFound('Shopping list item');
      changed(householdId);
      await events?.emit({ type: 'shopping_item.removed', actor: user, householdId, data: () => ({ id }) });
    },
    async clear(user: UserRow): Promise<number> {
      const householdId = await scopeOf(user);
      const deleted = await repo.clear(householdId);
      if (deleted > 0) changed(householdId);
      return deleted;
    },
  };
}
