import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  firstLoadIconFiles,
  iconChunks,
  iconFilesByName,
  lucideImports,
  type ModuleGraph,
} from '../../scripts/icon-chunks.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const barrel = fs.readFileSync(path.join(ROOT, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');

function graphOf(modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => (modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [] } : null),
  };
}

describe('icon chunks (issue 19)', () => {
  it('reads the names a module imports from lucide-react, types and renames included', () => {
    const code = `import { Eye, type LucideIcon, Loader2 as Spinner } from "lucide-react";\nimport { X } from 'lucide-react';\nimport { Y } from './lucide-react.ts';`;
    expect(lucideImports(code)).toEqual(['Eye', 'LucideIcon', 'Loader2', 'X']);
  });

  it("maps lucide's export names, aliases included, to their icon files", () => {
    const files = iconFilesByName(barrel);
    expect(files.get('Eye')).toBe('eye');
    expect(files.get('Loader2')).toBe(files.get('LoaderCircle'));
    expect(files.get('LucideIcon')).toBeUndefined();
  });

  it('keeps the icons of the roots and their static imports, not of what they load later', () => {
    const web = '/app/src/web';
    const graph = graphOf({
      [`${web}/page.tsx`]: { code: `import { Eye } from 'lucide-react';`, imports: [`${web}/card.tsx`] },
      [`${web}/card.tsx`]: { code: `import { Heart } from 'lucide-react';`, imports: [`${web}/page.tsx`] },
      // Only dynamically imported by the page: not a static import, so not in the first chunk.
      [`${web}/editor.tsx`]: { code: `import { Pencil } from 'lucide-react';` },
    });
    const icons = firstLoadIconFiles(graph, web, iconFilesByName(barrel), ['page.tsx']);
    expect([...icons].sort()).toEqual(['eye', 'heart']);
  });

  it("puts the home page's icons in `icons`, icons no first screen shows in `icons-more`", () => {
    const name = iconChunks(ROOT);
    const web = path.join(ROOT, 'src/web');
    const graph = graphOf({
      [path.join(web, 'main.tsx')]: { code: `import { ChefHat } from 'lucide-react';` },
    });
    const icon = (file: string) => path.join(ROOT, `node_modules/lucide-react/dist/esm/icons/${file}.mjs`);
    expect(name(icon('chef-hat'), graph)).toBe('icons');
    expect(name(icon('bell-ring'), graph)).toBe('icons-more');
    expect(name(path.join(ROOT, 'node_modules/lucide-react/dist/esm/createLucideIcon.mjs'), graph)).toBe('icons');
    expect(name(path.join(web, 'main.tsx'), graph)).toBeNull();
  });
});
