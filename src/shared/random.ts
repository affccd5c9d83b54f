/** A source of numbers in [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: a small deterministic generator. The same seed always gives the same sequence, so
 * seeded choices (the built-in chef's variety, the recipe illustrations, the bench's cases) never
 * change between runs. Not for anything secret.
 */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
