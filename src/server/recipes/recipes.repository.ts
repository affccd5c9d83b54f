import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { isUuid } from '../../shared/ids.ts';
import { insertBatches } from '../db/batches.ts';
import type { Db } from '../db/client.ts';
import { collectionRecipes, collections, mealPlanItems, recipes, shoppingListItems, users } from '../db/schema.ts';
import { cardPageRows, cardPageSql, cardPageStatementsOf } from './card-pages.repository.ts';
import { escapeLike, recipeCardColumns, recipeMatchesText, type RecipeCardRow } from './recipe-sql.repository.ts';

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipe = typeof recipes.$inferInsert;

/** Who reads: the visibility rule needs the reader's id and household (recipes.policy.ts). */
export type RecipeViewer = Pick<typeof users.$inferSelect, 'id' | 'householdId'>;

declare const readable: unique symbol;
/**
 * A recipe row that a query read under recipeVisibleTo(viewer): the viewer may read it. Only this
 * module's queries (and the repositories that nest recipes with recipeVisibleTo) make one, so a
 * presenter that takes a Readable row cannot be handed a recipe nobody checked.
 */
export type Readable<R> = R & { readonly [readable]: true };

/** Marks rows read under recipeVisibleTo (repositories only). */
export const asReadable = <R>(row: R): Readable<R> => row as Readable<R>;

/**
 * What a household shares with its members (docs/households.md): a recipe of one of its members
 * (recipes.household_id follows the owner) that the owner shares with the household, or that is
 * in the household's plan, shopping list or one of its collections, for as long as it is there.
 */
export function recipeInHousehold(householdId: string): SQL {
  return sql`(${recipes.householdId} = ${householdId} AND (${recipes.sharedWithHousehold} OR ${heldByHousehold(householdId)}))`;
}

/** The recipe is in the household's plan, shopping list or one of its collections. */
function heldByHousehold(householdId: string): SQL {
  return sql`(EXISTS (SELECT 1 FROM ${mealPlanItems} WHERE ${mealPlanItems.householdId} = ${householdId} AND ${mealPlanItems.recipeId} = ${recipes.id})
    OR EXISTS (SELECT 1 FROM ${collectionRecipes} JOIN ${collections} ON ${collections.id} = ${collectionRecipes.collectionId}
      WHERE ${collections.householdId} = ${householdId} AND ${collectionRecipes.recipeId} = ${recipes.id})
    OR EXISTS (SELECT 1 FROM ${shoppingListItems} WHERE ${shoppingListItems.householdId} = ${householdId} AND ${shoppingListItems.recipeId} = ${recipes.id}))`;
}

/**
 * THE visibility rule of recipes, as a SQL condition on `recipes`: the owner, anyone when public,
 * and the members of the owner's household for what the household shares (recipeInHousehold).
 * Every read of a recipe, top-level or nested (plans, lists, collections, reviews, the calendar,
 * the pantry), goes through it.
 */
export function recipeVisibleTo(user: RecipeViewer | null): SQL {
  if (!user) return sql`${recipes.isPublic}`;
  const household = user.householdId ? sql` OR ${recipeInHousehold(user.householdId)}` : sql``;
  return sql`(${recipes.userId} = ${user.id} OR ${recipes.isPublic}${household})`;
}

export interface ListOptions {
  favoritesOnly?: boolean;
  search?: string;
  q?: string;
  tag?: string;
  sort: string;
  limit: number;
  offset: number;
}

// Sort fields are whitelisted: the client picks a name, never a column. Each order ends with the
// id, so it is total: pages never repeat or skip a recipe whose sort values tie.
function orderBy(sort: string): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(recipes.createdAt), asc(recipes.id)];
    case 'title':
    case 'name':
      return [asc(sql`lower(${recipes.title})`), desc(recipes.createdAt), desc(recipes.id)];
    case 'cookTime':
      return [asc(sql`${recipes.prepTime} + ${recipes.cookTime}`), desc(recipes.createdAt), desc(recipes.id)];
    case 'difficulty':
      return [
        asc(sql`CASE ${recipes.difficulty} WHEN 'Easy' THEN 0 WHEN 'Medium' THEN 1 WHEN 'Hard' THEN 2 ELSE 3 END`),
        desc(recipes.createdAt),
        desc(recipes.id),
      ];
    default:
      return [desc(recipes.createdAt), desc(recipes.id)];
  }
}

function listCondition(userId: string, o: ListOptions): SQL | undefined {
  const where: SQL[] = [eq(recipes.userId, userId)];
  if (o.favoritesOnly) where.push(eq(recipes.isFavorite, true));
  if (o.search) where.push(ilike(recipes.title, `%${escapeLike(o.search)}%`));
  if (o.q) where.push(recipeMatchesText(o.q));
  if (o.tag) where.push(sql`${recipes.tags} @> ${JSON.stringify([o.tag])}::jsonb`);
  return and(...where);
}

/** One page of recipes with the given columns (the whole row, or a card's) and the total. */
async function pagedList<T>(
  db: Db,
  columns: typeof recipes | typeof recipeCardColumns,
  condition: SQL | undefined,
  o: ListOptions,
): Promise<{ rows: T[]; total: number }> {
  const fields: SelectedFields = columns === recipes ? getTableColumns(recipes) : (columns as typeof recipeCardColumns);
  if (!o.search && !o.q && !o.tag) {
    // Unfiltered: the page walks an index with LIMIT; the total is a cheap count on the user index.
    const [rows, totals] = await Promise.all([
      db
        .select(fields)
        .from(recipes)
        .where(condition)
        .orderBy(...orderBy(o.sort))
        .limit(o.limit)
        .offset(o.offset),
      db.select({ n: count() }).from(recipes).where(condition),
    ]);
    return { rows: rows as T[], total: Number(totals[0]?.n ?? 0) };
  }
  // Filtered: one scan gives the page and the total (a window count) instead of two scans.
  const page = await db
    .select({ ...fields, total__: sql<number>`count(*) OVER ()` })
    .from(recipes)
    .where(condition)
    .orderBy(...orderBy(o.sort))
    .limit(o.limit)
    .offset(o.offset);
  if (page.length > 0) {
    const total = Number(page[0]!.total__);
    return { rows: page.map(({ total__: _t, ...row }) => row as T), total };
  }
  const totals = o.offset > 0 ? await db.select({ n: count() }).from(recipes).where(condition) : [];
  return { rows: [], total: Number(totals[0]?.n ?? 0) };
}

/**
 * An unfiltered page of cards and the total in one statement, the page as one JSON value: on the
 * embedded database each round trip and each field of each row costs JavaScript on the server's
 * thread (PGlite's protocol parser), so one value for 50 rows × 19 columns, decoded by JSON.parse,
 * costs a fraction of two queries and 950 fields (the list page's largest cost in its profile).
 */
async function cardPageAsJson(
  db: Db,
  condition: SQL | undefined,
  order: SQL[],
  o: ListOptions,
): Promise<{ rows: RecipeCardRow[]; total: number }> {
  const result = await db.execute(cardPageSql(condition, order, o.limit, o.offset));
  return cardPageRows((result as unknown as { rows: Array<{ total: number | string; page: unknown }> }).rows[0]!);
}

export function recipesRepository(db: Db) {
  return {
    async findById(id: string): Promise<RecipeRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db.select().from(recipes).where(eq(recipes.id, id)).limit(1);
      return rows[0];
    },
    /** The recipe if `viewer` may read it (recipeVisibleTo), else undefined. */
    async findReadable(id: string, viewer: RecipeViewer | null): Promise<Readable<RecipeRow> | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), recipeVisibleTo(viewer)))
        .limit(1);
      return rows[0] && asReadable(rows[0]);
    },
    /** Which of these recipes `viewer` may read. */
    async readableIds(viewer: RecipeViewer, ids: string[]): Promise<Set<string>> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return new Set();
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(inArray(recipes.id, valid), recipeVisibleTo(viewer)));
      return new Set(rows.map((r) => r.id));
    },
    async findPublicWithAuthor(id: string): Promise<{ recipe: RecipeRow; authorName: string | null } | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .select({ recipe: recipes, authorName: users.firstName })
        .from(recipes)
        .innerJoin(users, eq(users.id, recipes.userId))
        .where(and(eq(recipes.id, id), eq(recipes.isPublic, true)))
        .limit(1);
      return rows[0];
    },
    /**
     * A public recipe's version: a hash of its whole row and its author's name (what its public
     * page is made of), or undefined when it is not public. One small value to read.
     */
    async publicVersion(id: string): Promise<string | undefined> {
      if (!isUuid(id)) return undefined;
      const result = await db.execute(
        sql`SELECT md5(r::text) || ':' || coalesce(u.first_name, '') AS v FROM ${recipes} r JOIN ${users} u ON u.id = r.user_id WHERE r.id = ${id} AND r.is_public LIMIT 1`,
      );
      return (result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v;
    },
    async list(userId: string, o: ListOptions): Promise<{ rows: RecipeRow[]; total: number }> {
      return pagedList(db, recipes, listCondition(userId, o), o);
    },
    /** The same list with card columns only (no ingredients, steps or tips read from the table). */
    async listCards(userId: string, o: ListOptions): Promise<{ rows: RecipeCardRow[]; total: number }> {
      const condition = listCondition(userId, o);
      if (o.search || o.q || o.tag) return pagedList(db, recipeCardColumns, condition, o);
      const statements = cardPageStatementsOf(db);
      if (statements) return statements.run(userId, o.favoritesOnly === true, o.sort, orderBy(o.sort), o);
      return cardPageAsJson(db, condition, orderBy(o.sort), o);
    },
    async insert(values: NewRecipe): Promise<RecipeRow> {
      const rows = await db.insert(recipes).values(withOwnersHousehold(values)).returning();
      return rows[0]!;
    },
    /** Many at once (imports, a restored backup), in batches; each gets its owner's household. */
    async insertMany(values: NewRecipe[]): Promise<RecipeRow[]> {
      const written: RecipeRow[] = [];
      await insertBatches(values, async (batch) => {
        written.push(...(await db.insert(recipes).values(batch.map(withOwnersHousehold)).returning()));
      });
      return written;
    },
    async update(id: string, userId: string, values: Partial<NewRecipe>): Promise<RecipeRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .update(recipes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },
    /**
     * The recipe's picture (a stored image's address, or none). `touch: false` keeps updatedAt, for
     * a copy's image written right after the copy was made.
     */
    async setImageUrl(
      id: string,
      userId: string,
      imageUrl: string | null,
      opts: { touch?: boolean } = {},
    ): Promise<RecipeRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .update(recipes)
        .set(opts.touch === false ? { imageUrl } : { imageUrl, updatedAt: new Date() })
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },
    async setVisibility(
      id: string,
      userId: string,
      values: { isPublic: boolean; sharedWithHousehold: boolean },
    ): Promise<RecipeRow | undefined> {
      return this.update(id, userId, values);
    },
    /** A person's recipes follow them into a household (recipes.household_id is what the visibility rule compares). */
    async moveOwnerToHousehold(userId: string, householdId: string): Promise<void> {
      await db.update(recipes).set({ householdId }).where(eq(recipes.userId, userId));
    },
    /** Recipes the members of the viewer's household share with it, the newest first. */
    async sharedWithHousehold(
      viewer: RecipeViewer & { householdId: string },
      limit: number,
    ): Promise<Array<{ recipe: Readable<RecipeRow>; authorName: string }>> {
      const rows = await db
        .select({ recipe: recipes, authorName: users.firstName })
        .from(recipes)
        .innerJoin(users, eq(users.id, recipes.userId))
        .where(
          and(
            eq(recipes.householdId, viewer.householdId),
            eq(recipes.sharedWithHousehold, true),
            recipeVisibleTo(viewer),
          ),
        )
        .orderBy(desc(recipes.createdAt), desc(recipes.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, recipe: asReadable(r.recipe) }));
    },
    /** A person's recipes that the household's plan, shopping list or collections hold. */
    async heldByHousehold(userId: string, householdId: string): Promise<RecipeRow[]> {
      return db
        .select()
        .from(recipes)
        .where(and(eq(recipes.userId, userId), heldByHousehold(householdId)))
        .orderBy(asc(recipes.createdAt), asc(recipes.id));
    },
    /**
     * The household's own copies of recipes a person leaves behind: owned by `holderId` (the
     * household's owner), shared with the household, private otherwise. The source stays as it is.
     */
    async copyForHousehold(
      sources: RecipeRow[],
      holderId: string,
      householdId: string,
    ): Promise<Array<{ source: RecipeRow; copy: RecipeRow }>> {
      const copies = await this.insertMany(
        sources.map(({ id: _id, createdAt: _c, updatedAt: _u, ...source }) => ({
          ...source,
          userId: holderId,
          householdId,
          sharedWithHousehold: true,
          isPublic: false,
          isFavorite: false,
        })),
      );
      return sources.map((source, i) => ({ source, copy: copies[i]! }));
    },
    /**
     * A deleted account's recipes that the household holds become the household's: the holder (its
     * owner) owns them from now on, shared with the household and with nobody else.
     */
    async handOverToHousehold(ids: string[], holderId: string, householdId: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(recipes)
        .set({
          userId: holderId,
          householdId,
          sharedWithHousehold: true,
          isPublic: false,
          isFavorite: false,
          updatedAt: new Date(),
        })
        .where(inArray(recipes.id, ids));
    },
    /** Flips a boolean column in one statement, so two quick clicks never lose one. */
    async toggle(id: string, userId: string, column: 'isFavorite' | 'isPublic'): Promise<RecipeRow | undefined> {
      if (!isUuid(id)) return undefined;
      const col = recipes[column];
      const rows = await db
        .update(recipes)
        .set({ [column]: sql`NOT ${col}`, updatedAt: new Date() })
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },
    async delete(id: string, userId: string): Promise<RecipeRow | undefined> {
      if (!isUuid(id)) return undefined;
      const rows = await db
        .delete(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },
    async countsForUser(userId: string): Promise<{ total: number; favorites: number }> {
      const rows = await db
        .select({ total: count(), favorites: sql<number>`count(*) FILTER (WHERE ${recipes.isFavorite})` })
        .from(recipes)
        .where(eq(recipes.userId, userId));
      return { total: Number(rows[0]?.total ?? 0), favorites: Number(rows[0]?.favorites ?? 0) };
    },
  };
}

/**
 * A recipe always carries its owner's household (the visibility rule compares it), whichever path
 * writes it (editor, chef, importers, backup): when the caller did not say, it is read from the owner.
 */
function withOwnersHousehold(values: NewRecipe): NewRecipe {
  if (values.householdId !== undefined) return values;
  return {
    ...values,
    householdId:
      sql`(SELECT ${users.householdId} FROM ${users} WHERE ${users.id} = ${values.userId})` as unknown as string,
  };
}
