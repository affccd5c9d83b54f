import { afterEach, describe, expect, it } from 'vitest';
import './zod-jitless.ts';

const RealFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('zod-jitless', () => {
  it("turns on zod's jitless setting, read by zod loaded after it", async () => {
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });

  it('keeps zod from building code with new Function (refused by the CSP) while schemas still parse', async () => {
    const built: unknown[][] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: unknown[]) {
        built.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args: unknown[]) {
        built.push(args);
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), amount: z.number().optional() });
    expect(schema.parse({ name: 'salt', amount: 1 })).toEqual({ name: 'salt', amount: 1 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(built).toEqual([]);
  });
});
