import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { PhraseMatcher } from '../text.ts';
import { KNOWLEDGE_DIR } from './load.ts';
import {
  VOCABULARY_FILES,
  ZCuisinesFile,
  ZDietsFile,
  ZIngredientsFile,
  ZSubstitutesFile,
  ZTagsFile,
  ZTipsFile,
  type Vocabulary,
} from './vocabulary-schema.ts';

/**
 * Reading the chef's vocabulary (its files and their schemas: vocabulary-schema.ts): once, on
 * first use, and values built from it on first use.
 */

function read<S extends z.ZodType>(dir: string, file: keyof typeof VOCABULARY_FILES, schema: S): z.infer<S> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(dir, 'vocabulary', file), 'utf8')));
  if (!parsed.success) throw new Error(`vocabulary/${file}: ${parsed.error.message}`);
  return parsed.data;
}

/** Reads and validates the vocabulary files; throws naming the file that does not fit. */
export function loadVocabulary(dir: string = KNOWLEDGE_DIR): Vocabulary {
  return {
    diets: read(dir, 'diets.json', ZDietsFile),
    ingredients: read(dir, 'ingredients.json', ZIngredientsFile),
    cuisines: read(dir, 'cuisines.json', ZCuisinesFile),
    tags: read(dir, 'tags.json', ZTagsFile),
    tips: read(dir, 'tips.json', ZTipsFile),
    substitutes: read(dir, 'substitutes.json', ZSubstitutesFile),
  };
}

let cached: Vocabulary | null = null;
/** The vocabulary, read once on first use. */
export function vocabulary(): Vocabulary {
  cached ??= loadVocabulary();
  return cached;
}

/** A value built from the vocabulary on first use (matchers, indexes), then kept. */
export function fromVocabulary<T>(build: (v: Vocabulary) => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build(vocabulary());
      built = true;
    }
    return value as T;
  };
}

/** A phrase matcher built from the vocabulary on first use; reads like the matcher itself. */
export type LazyMatcher<T> = Pick<PhraseMatcher<T>, 'findAll' | 'valuesIn'>;
export function matcherFromVocabulary<T>(build: (v: Vocabulary) => PhraseMatcher<T>): LazyMatcher<T> {
  const get = fromVocabulary(build);
  return {
    findAll: (text, tokens) => get().findAll(text, tokens),
    valuesIn: (text) => get().valuesIn(text),
  };
}
