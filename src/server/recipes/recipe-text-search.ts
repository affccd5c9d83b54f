import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { recipes } from '../db/schema.ts';

/** `value` as a literal inside a LIKE pattern: its own %, _ and \ match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A recipe whose title, description or one of its tags contains `text`, case-insensitively: the
 * `q` search of the recipe lists and pickers and of a collection's recipes (issue 19); `escapeLike`
 * also serves the title searches of the recipes and ratings repositories.
 */
export function recipeMatchesText(text: string): SQL {
  const like = `%${escapeLike(text)}%`;
  return or(
    ilike(recipes.title, like),
    ilike(sql`coalesce(${recipes.description}, '')`, like),
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${recipes.tags}) AS t(tag) WHERE t.tag ILIKE ${like})`,
  )!;
}
