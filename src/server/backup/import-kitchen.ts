// Import steps for the kitchen: meal plans with their items, the shopping list, the pantry and the
// kitchen settings. Plans reuse a same-name plan of the same week; lists stay within their limits.
import crypto from 'node:crypto';
import { PANTRY_MAX_ITEMS } from '../../shared/schemas/pantry.ts';
import { SHOPPING_LIST_MAX_ITEMS } from '../../shared/schemas/shopping-list.ts';
import { ArchiveError, type TArchive } from './archive.ts';
import type { BackupRepo, ResolveRecipe } from './import-account.ts';
import { ImportLimitError } from './import-errors.ts';

export async function importMealPlans(
  repo: BackupRepo,
  userId: string,
  plans: TArchive['tempero:mealPlans'],
  merge: boolean | undefined,
  resolve: ResolveRecipe,
  notes: string[],
) {
  let unresolved = 0;
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
  for (const p of plans) {
    if (p.endDate < p.startDate) throw new ArchiveError(`Meal plan "${p.name}" ends before it starts.`);
    // Like the API, the same plan (name and week) is never created twice.
    const existing = merge ? await repo.findPlan(userId, p.name, p.startDate, p.endDate) : undefined;
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
        throw new ArchiveError(`Meal plan "${p.name}": an item on ${item['tempero:mealDate']} lies outside the plan.`);
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
  return { mealPlans: planRows.length, mealPlanItems: itemRows.length, unresolved };
}

export async function importShoppingList(
  repo: BackupRepo,
  userId: string,
  createdUser: boolean,
  shopping: TArchive['tempero:shoppingList'],
  resolve: ResolveRecipe,
): Promise<number> {
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
  return shopping.length;
}

export async function importPantry(
  repo: BackupRepo,
  userId: string,
  createdUser: boolean,
  pantry: TArchive['tempero:pantry'],
): Promise<number> {
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
  return pantry.length;
}

type KitchenNode = TArchive['tempero:kitchenSettings'];

/**
 * The kitchen's settings: a new account (or one without settings) takes the archive's; an existing
 * account's settings win, and only what it has not set is filled in (a merge adds, it does not
 * overwrite).
 */
export async function importKitchenSettings(
  repo: BackupRepo,
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
    await repo.saveKitchenSettings(userId, fromArchive);
    return true;
  }
  const missing = Object.fromEntries(
    Object.entries(fromArchive).filter(
      ([key, value]) => value !== null && existing[key as keyof typeof fromArchive] === null,
    ),
  );
  if (Object.keys(missing).length > 0) await repo.saveKitchenSettings(userId, missing);
  if (Object.keys(missing).length < Object.values(fromArchive).filter((v) => v !== null).length) {
    notes.push("Kept the account's own kitchen settings where it had them (staples, meal times, time zone).");
  }
  return true;
}
