import { asReadable, recipeVisibleTo, type RecipeViewer } from '../recipes/recipes.repository.ts';
import { and, asc, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { insertBatches } from '../db/batches.ts';
import type { Db } from '../db/client.ts';
import { ratings, recipes } from '../db/schema.ts';
import { escapeLike } from '../recipes/recipe-sql.repository.ts';

export type RatingRow = typeof ratings.$inferSelect;

export interface ReviewFilter {
  search?: string;
  minRating?: number;
  maxRating?: number;
  favorites?: boolean;
  isPublic?: boolean;
  sortBy: 'rating' | 'createdAt' | 'title';
  sortOrder: 'asc' | 'desc';
  limit?: number;
}

// Whitelisted sort columns: the query names a key, never a column.
const SORT_COLUMNS = {
  rating: ratings.rating,
  createdAt: ratings.updatedAt,
  title: sql`lower(${recipes.title})`,
} as const;

export function ratingsRepository(db: Db) {
  return {
    async upsert(recipeId: string, userId: string, rating: number, comment: string | null): Promise<RatingRow> {
      const now = new Date();
      const rows = await db
        .insert(ratings)
        .values({ recipeId, userId, rating, comment })
        .onConflictDoUpdate({ target: [ratings.recipeId, ratings.userId], set: { rating, comment, updatedAt: now } })
        .returning();
      return rows[0]!;
    },
    insertMany: (rows: Array<typeof ratings.$inferInsert>) =>
      insertBatches(rows, (batch) => db.insert(ratings).values(batch)),
    async mine(recipeId: string, userId: string): Promise<RatingRow | undefined> {
      const rows = await db
        .select()
        .from(ratings)
        .where(and(eq(ratings.recipeId, recipeId), eq(ratings.userId, userId)))
        .limit(1);
      return rows[0];
    },
    async summary(recipeId: string): Promise<{ averageRating: number; totalRatings: number }> {
      const rows = await db
        .select({ avg: sql<string | null>`avg(${ratings.rating})`, n: sql<number>`count(*)` })
        .from(ratings)
        .where(eq(ratings.recipeId, recipeId));
      const avg = rows[0]?.avg;
      return {
        averageRating: avg === null || avg === undefined ? 0 : Math.round(Number(avg) * 10) / 10,
        totalRatings: Number(rows[0]?.n ?? 0),
      };
    },
    /** Ratings by the user, with the rated recipe (still readable by them). */
    async reviewsOf(viewer: RecipeViewer, f: ReviewFilter) {
      const where: SQL[] = [eq(ratings.userId, viewer.id), recipeVisibleTo(viewer)];
      if (f.search) where.push(ilike(recipes.title, `%${escapeLike(f.search)}%`));
      if (f.minRating !== undefined) where.push(gte(ratings.rating, f.minRating));
      if (f.maxRating !== undefined) where.push(lte(ratings.rating, f.maxRating));
      // Favourites are the owner's: someone else's recipe is never a favourite of the reviewer.
      if (f.favorites !== undefined)
        where.push(sql`(${recipes.isFavorite} AND ${recipes.userId} = ${viewer.id}) = ${f.favorites}`);
      if (f.isPublic !== undefined) where.push(eq(recipes.isPublic, f.isPublic));
      const column = SORT_COLUMNS[f.sortBy];
      const direction = f.sortOrder === 'asc' ? asc : desc;
      const rows = await db
        .select({ rating: ratings, recipe: recipes })
        .from(ratings)
        .innerJoin(recipes, eq(recipes.id, ratings.recipeId))
        .where(and(...where))
        .orderBy(direction(column), desc(ratings.updatedAt))
        .limit(f.limit ?? 500);
      return rows.map((r) => ({ ...r, recipe: asReadable(r.recipe) }));
    },
    async statistics(userId: string) {
      const rows = await db
        .select({
          total: sql<number>`count(*)`,
          avg: sql<string | null>`avg(${ratings.rating})`,
          s1: sql<number>`count(*) FILTER (WHERE floor(${ratings.rating}) <= 1)`,
          s2: sql<number>`count(*) FILTER (WHERE floor(${ratings.rating}) = 2)`,
          s3: sql<number>`count(*) FILTER (WHERE floor(${ratings.rating}) = 3)`,
          s4: sql<number>`count(*) FILTER (WHERE floor(${ratings.rating}) = 4)`,
          s5: sql<number>`count(*) FILTER (WHERE floor(${ratings.rating}) = 5)`,
        })
        .from(ratings)
        .where(eq(ratings.userId, userId));
      const r = rows[0]!;
      return {
        totalReviews: Number(r.total),
        averageRating: r.avg === null ? 0 : Math.round(Number(r.avg) * 10) / 10,
        ratingsDistribution: {
          '1': Number(r.s1),
          '2': Number(r.s2),
          '3': Number(r.s3),
          '4': Number(r.s4),
          '5': Number(r.s5),
        },
      };
    },
  };
}
