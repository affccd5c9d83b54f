import { tagInLanguage, tagKey } from '../../../../shared/suggestions/tag-vocabulary.ts';

/**
 * A recipe's tags as a reader sees them: built-in tags in the reader's language ("vegetariana"
 * reads "vegetarian" in English), each tag once however many languages it was written in.
 */
export function readerTags(tags: readonly string[], language: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const key = tagKey(tag);
    if (!tag.trim() || seen.has(key)) continue;
    seen.add(key);
    out.push(tagInLanguage(tag, language));
  }
  return out;
}
