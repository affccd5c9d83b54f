import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PhraseMatcher } from '../text.ts';
import { markMentions } from './mark.ts';
import { ZFamily, ZLexFile, ZRecipe, type TFamily, type TLexEntry, type TRecipe } from './schema.ts';

/** Where the knowledge files live (src/server/chef/knowledge). */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('../../knowledge/', import.meta.url));

export interface Knowledge {
  lex: Map<string, TLexEntry>;
  families: Map<string, TFamily>;
  recipes: TRecipe[];
  /** Ingredient names and words (both languages) → lexicon keys. */
  ingredientMatcher: PhraseMatcher<string>;
  /** Family names → family ids. */
  familyMatcher: PhraseMatcher<string>;
  /** Recipe titles and aliases → recipe ids. */
  dishMatcher: PhraseMatcher<string>;
  recipeById: Map<string, TRecipe>;
}

function readJsonDir(dir: string): { file: string; data: unknown }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, data: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown }));
}

/** Reads and validates the lexicon files. */
export function loadLexicon(dir: string = KNOWLEDGE_DIR): Map<string, TLexEntry> {
  const lex = new Map<string, TLexEntry>();
  for (const { file, data } of readJsonDir(join(dir, 'lexicon'))) {
    const parsed = ZLexFile.safeParse(data);
    if (!parsed.success) throw new Error(`lexicon/${file}: ${parsed.error.message}`);
    for (const [k, v] of Object.entries(parsed.data)) lex.set(k, v);
  }
  return lex;
}

let cachedLex: Map<string, TLexEntry> | null = null;
/**
 * The lexicon alone, read once: reading free text (diet checks of a model's answer, tips, tags)
 * needs it without the recipes; the whole knowledge shares the same copy.
 */
export function lexicon(): Map<string, TLexEntry> {
  cachedLex ??= loadLexicon();
  return cachedLex;
}

/** Reads and validates every knowledge file; throws naming the file that does not fit the schema. */
export function loadKnowledge(dir: string = KNOWLEDGE_DIR): Knowledge {
  const lex = dir === KNOWLEDGE_DIR ? lexicon() : loadLexicon(dir);
  const families = new Map<string, TFamily>();
  for (const { file, data } of readJsonDir(join(dir, 'families'))) {
    const parsed = ZFamily.safeParse(data);
    if (!parsed.success) throw new Error(`families/${file}: ${parsed.error.message}`);
    families.set(parsed.data.id, parsed.data);
  }
  const recipes: TRecipe[] = [];
  for (const { file, data } of readJsonDir(join(dir, 'recipes'))) {
    const parsed = ZRecipe.safeParse(data);
    if (!parsed.success) throw new Error(`recipes/${file}: ${parsed.error.message}`);
    recipes.push(parsed.data);
  }
  const ingredientMatcher = new PhraseMatcher<string>();
  for (const [k, e] of lex) {
    ingredientMatcher.addAll([...e.name.en, ...e.name['pt-BR'], ...(e.words ?? [])], k);
  }
  // Literal ingredient mentions in the classics' steps become placeholders, so swaps re-render them.
  const partial = { lex, ingredientMatcher } as Knowledge;
  for (let n = 0; n < recipes.length; n++) recipes[n] = markMentions(partial, recipes[n]!);
  const familyMatcher = new PhraseMatcher<string>();
  for (const f of families.values()) familyMatcher.addAll([...f.names.en, ...f.names['pt-BR']], f.id);
  const dishMatcher = new PhraseMatcher<string>();
  for (const r of recipes) dishMatcher.addAll([r.title.en, r.title['pt-BR'], ...(r.aliases ?? [])], r.id);
  return {
    lex,
    families,
    recipes,
    ingredientMatcher,
    familyMatcher,
    dishMatcher,
    recipeById: new Map(recipes.map((r) => [r.id, r])),
  };
}

let cached: Knowledge | null = null;
/** The knowledge, read once on first use (the server does not pay for it until the chef is asked). */
export function knowledge(): Knowledge {
  cached ??= loadKnowledge();
  return cached;
}
