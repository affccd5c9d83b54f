import { describe, expect, it } from 'vitest';
import { jsonDepth, JsonTooDeepError, MAX_JSON_DEPTH, parseImportedJson } from './json-depth.ts';

describe('JSON depth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('"plain"')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{","b":"say \\"[[[\\" ok"}')).toBe(1);
    expect(jsonDepth('[' + '{"x":'.repeat(3) + '1' + '}'.repeat(3) + ']')).toBe(4);
  });

  it('parses what a recipe export nests, refuses deeper, and stops reading early', () => {
    const at = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(parseImportedJson(at(MAX_JSON_DEPTH))).toBeDefined();
    expect(() => parseImportedJson(at(MAX_JSON_DEPTH + 1))).toThrow(JsonTooDeepError);
    expect(jsonDepth(at(1_000_000))).toBe(MAX_JSON_DEPTH + 1);
  });
});
