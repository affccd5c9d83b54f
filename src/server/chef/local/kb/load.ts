import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZLexFile, type TLexEntry } from './schema.ts';

/** Where the knowledge files live (src/server/chef/knowledge). */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('../../knowledge/', import.meta.url));

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
