import type { recipes } from '../src/server/db/schema.ts';

/**
 * The i-th synthetic recipe of a list bench (recipes-list, collection-recipes): a title of two of
 * `words` and its number, a description, one of `words` as a tag, 8 ingredients and 6 steps, so
 * title, description and tag searches all have something to find.
 */
export function benchRecipe(words: readonly string[], userId: string, i: number): typeof recipes.$inferInsert {
  const word = (n: number) => words[n % words.length]!;
  const title = `${word(i)} ${word(i * 7)} ${i}`;
  return {
    userId,
    title,
    description: `Benchmark recipe number ${i}`,
    difficulty: ['Easy', 'Medium', 'Hard'][i % 3]!,
    tags: [word(i).toLowerCase(), 'bench'],
    tips: ['Taste as you go.'],
    prepTime: i % 60,
    cookTime: (i * 3) % 90,
    servings: 1 + (i % 8),
    ingredients: Array.from({ length: 8 }, (_, k) => ({ name: word(i + k).toLowerCase(), amount: `${1 + k} cups` })),
    instructions: Array.from(
      { length: 6 },
      (_, k) => `Step ${k + 1}: cook ${title.toLowerCase()} carefully for ${k + 2} minutes.`,
    ),
  };
}
