/** The archive's constants, references and validation pieces, shared by archive.ts and archive-recipe.ts. */
import { z } from 'zod';

export const ARCHIVE_FORMAT = 1;
export const TEMPERO_NS = 'urn:tempero:';
export const ARCHIVE_CONTEXT = ['https://schema.org', { tempero: TEMPERO_NS }] as const;

export const recipeRef = (id: string) => `tempero:recipe/${id}`;
export const collectionRef = (id: string) => `tempero:collection/${id}`;
export const userRef = (id: string) => `tempero:user/${id}`;

export class ArchiveError extends Error {}

export function describeIssue(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'invalid';
  const where = first.path.length ? first.path.map(String).join('.') : 'document';
  return `${where}: ${first.message}`;
}

export const ZTimestamp = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22');
export const ZRef = z.object({ '@id': z.string().min(1).max(200) });
export const text = (max: number) => z.string().max(max);
