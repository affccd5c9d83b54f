import type { FileSet } from '../archive.ts';
import type { ParsedEntry } from '../types.ts';
import { readJsonLd } from './jsonld.ts';

/**
 * RecipeSage's "JSON-LD" export: `{"recipes": [...]}` (older ones: a bare list) of schema.org
 * Recipe objects. Its own conventions are read by the shared JSON-LD reader: `[Header]` ingredient
 * lines and HowToSection names become headings, `isBasedOn` the source, the "Author Notes" comment
 * the tips, aggregateRating the person's own stars, recipeCategory (its labels) the tags. Images are web
 * addresses: kept as the picture's address, not fetched.
 */
export function readRecipeSage(files: FileSet): AsyncIterable<ParsedEntry> {
  return readJsonLd(files, 'RecipeSage', { ownRating: true });
}
