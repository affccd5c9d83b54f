import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BARREL } from '../../scripts/pure-barrels-plugin.ts';

const WEB = path.resolve(import.meta.dirname);

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A statement a barrel may hold: re-exports, type-only imports and comments, nothing that runs. */
function onlyReExports(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = withoutComments
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return statements.filter(
    (s) => !/^export\s+(?:type\s+)?(?:\*|\{[\s\S]*\})\s+from\s+'[^']+'$/.test(s) && !/^import\s+type\s/.test(s),
  );
}

// The build marks these files free of side effects (scripts/pure-barrels-plugin.ts): code that
// runs in one of them could be dropped from the bundle, so a barrel must only re-export.
describe('web barrels', () => {
  const barrels = filesUnder(WEB).filter((file) => BARREL.test(file.split(path.sep).join('/')));

  it('are found', () => {
    expect(barrels.map((file) => path.relative(WEB, file))).toContain('entities/recipe/index.ts');
  });

  it.each(barrels.map((file) => [path.relative(WEB, file), file]))('%s only re-exports', (_name, file) => {
    expect(onlyReExports(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});
