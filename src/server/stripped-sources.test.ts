import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareStrippedSources, STRIPPED_DIR_ENV } from './stripped-sources.ts';

const HOOK = path.join(import.meta.dirname, 'stripped-sources-hook.mjs');
const AMARO = 'NativeModule internal/deps/amaro/dist/index';

let root: string;
let src: string;
let cache: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-stripped-'));
  src = path.join(root, 'src');
  cache = path.join(root, 'cache');
  fs.mkdirSync(src);
  fs.writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(src, 'b.ts'), 'export const double = (n: number): number => n * 2;\n');
  fs.writeFileSync(
    path.join(src, 'a.ts'),
    [
      "import { double } from './b.ts';",
      'const amaro: boolean = process.moduleLoadList.includes(' + JSON.stringify(AMARO) + ');',
      'console.log(JSON.stringify({ value: double(21), amaro }));',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(src, 'a.test.ts'), 'export {};\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs src/a.ts in a new Node with the hook, as the re-executed server does. */
function run(withCache: boolean): { value: number; amaro: boolean } {
  const res = spawnSync(process.execPath, [`--import=${HOOK}`, path.join(src, 'a.ts')], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '', [STRIPPED_DIR_ENV]: withCache ? cache : '' },
  });
  expect(res.status, res.stderr).toBe(0);
  return JSON.parse(res.stdout.trim()) as { value: number; amaro: boolean };
}

describe('stripped sources', () => {
  it('caches each source file once (not tests) and drops entries of files that are gone', () => {
    expect(prepareStrippedSources({ dirs: [src], cacheDir: cache })).toBe(cache);
    const first = fs.readdirSync(cache).sort();
    expect(first).toHaveLength(2);
    const content = fs.readFileSync(path.join(cache, first[0]!), 'utf8');
    expect(content).toContain('//# sourceURL=file://');
    expect(content).not.toContain(': number');

    fs.writeFileSync(path.join(cache, 'old.js'), 'stale');
    const mtimes = first.map((f) => fs.statSync(path.join(cache, f)).mtimeMs);
    prepareStrippedSources({ dirs: [src], cacheDir: cache });
    expect(fs.readdirSync(cache).sort()).toEqual(first);
    expect(first.map((f) => fs.statSync(path.join(cache, f)).mtimeMs)).toEqual(mtimes);
  });

  it('runs the TypeScript from the cache without loading Node’s TypeScript stripper', () => {
    prepareStrippedSources({ dirs: [src], cacheDir: cache });
    expect(run(true)).toEqual({ value: 42, amaro: false });
    // The check can fail: without the cache Node loads its stripper.
    expect(run(false)).toEqual({ value: 42, amaro: true });
  });

  it('runs a file changed after caching as it is now (never a stale copy)', () => {
    prepareStrippedSources({ dirs: [src], cacheDir: cache });
    fs.writeFileSync(path.join(src, 'b.ts'), 'export const double = (n: number): number => n * 3;\n');
    expect(run(true)).toEqual({ value: 63, amaro: true });
  });

  it('gives up (null) when the cache directory cannot be written', () => {
    const file = path.join(root, 'not-a-dir');
    fs.writeFileSync(file, '');
    expect(prepareStrippedSources({ dirs: [src], cacheDir: path.join(file, 'cache') })).toBeNull();
  });
});
