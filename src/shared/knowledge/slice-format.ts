/**
 * The shape of the generated food slice (foods-slice.generated.ts): one row per food of the
 * knowledge room, as compact as it can be read without decoding, since the browser downloads it.
 * Pure types and one reader; the writer is src/server/knowledge/slice.ts.
 */
import type { TAisle, TFoodKind } from './food-schema.ts';

/** [names in English, names in Brazilian Portuguese, facts]; names are "one|many|syn|syn…", many empty when it is one. */
export type SliceRow = readonly [string, string, SliceFacts];

export interface SliceFacts {
  /** USDA SR24 NDB number. */
  u?: string;
  /** What is eaten of it once cooked: the SR24 food it becomes and grams of it per gram bought. */
  x?: readonly [string, number];
  /** Measured by count, mass or volume. */
  m: 'c' | 'm' | 'v';
  /** Cups convert by volume (dry foods), as liquids, or never to grams (weighed foods). */
  b: 'v' | 'l' | 'w';
  /** Grams of one medium piece. */
  e?: number;
  /** Grams of a small, medium and large piece (0: not given). */
  s?: readonly [number, number, number];
  /** A counted unit and its grams ("clove", 3). */
  n?: readonly [string, number];
  /** Grams of a cup, tablespoon or teaspoon the record gives where SR24 gives none. */
  w?: { cup?: number; tbsp?: number; tsp?: number };
  /** Half of one is a usual amount. */
  h?: 1;
  k: TFoodKind;
  a: TAisle;
  /** Kept at home ("check you have"). */
  st?: 1;
  /** Never bought. */
  nb?: 1;
  /** The more general food this is a kind of. */
  o?: string;
  /** The food a can of it holds. */
  c?: string;
  /** The raw food it is cooked from and grams of it per gram of that food. */
  r?: readonly [string, number];
  /** Portuguese gender. */
  g?: 'm' | 'f';
}

/** The names of a row in one language: one, many and the synonyms. */
export function sliceNames(row: SliceRow, lang: 'en' | 'pt-BR'): { one: string; many: string; syn: string[] } {
  const [one, many, ...syn] = (lang === 'en' ? row[0] : row[1]).split('|') as [string, string, ...string[]];
  return { one, many: many || one, syn };
}
