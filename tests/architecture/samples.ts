import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/**
 * Sample values read off zod schemas, for tests that must cover every field of a schema without
 * naming them. `candidates` proposes values by walking a schema (enum options, a few strings,
 * numbers, arrays and objects built from their parts); `pickSample` keeps the first one every
 * given schema accepts unchanged, so refinements (URLs, ranges, enums behind transforms) decide.
 */
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

export function candidates(schema: z.ZodType, name: string, depth = 0): unknown[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [
        `sample-${name}-${depth}`,
        `another-${name}-${depth}`,
        `https://example.com/${name}.jpg`,
        `https://example.org/${name}-2.jpg`,
      ];
    case 'number':
      return [2, 3, 5];
    case 'boolean':
      return [true, false];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
      return candidates(def.innerType as z.ZodType, name, depth);
    case 'pipe':
      return [...candidates(def.out as z.ZodType, name, depth), ...candidates(def.in as z.ZodType, name, depth)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => candidates(o, name, depth));
    case 'array': {
      const items = candidates(def.element as z.ZodType, name, depth + 1);
      // Two different items, so a layer that keeps only the first one shows.
      return items.length > 1 ? [[items[0], items[1]], [items[1]]] : [items];
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const variants = [0, 1].map((i) =>
        Object.fromEntries(
          Object.entries(shape).map(([key, s]) => [key, candidates(s, `${name}-${key}-${i}`, depth)[0]]),
        ),
      );
      return variants;
    }
    default:
      return [];
  }
}

/** The first candidate every schema parses to itself, and that differs from the values in `not`. */
export function pickSample(pool: unknown[], schemas: z.ZodType[], not: unknown[]): unknown {
  const ok = pool.find(
    (value) =>
      !not.some((n) => isDeepStrictEqual(n, value)) &&
      schemas.every((s) => {
        const parsed = s.safeParse(value);
        return parsed.success && isDeepStrictEqual(parsed.data, value);
      }),
  );
  if (ok === undefined) throw new Error(`no sample value fits: ${JSON.stringify(pool).slice(0, 200)}`);
  return ok;
}
