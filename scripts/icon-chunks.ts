import fs from 'node:fs';
import path from 'node:path';

/**
 * The lucide icons in two chunks instead of one (issue 19). One chunk for every icon kept public
 * recipe pages from hydrating out of ~30 one-icon chunks, but made each page download all ~90
 * icons of the app. Now `icons` holds the icons of what a page shows before any interaction (the
 * roots below and everything they import statically: the frame, Home, Favorites, the landing and
 * public recipe pages, the recipe card's slots) and `icons-more` the rest (editor, planner, pantry,
 * dialogs…), fetched with the first screen that needs one. A root missing from the list costs a
 * request, never a missing icon: both chunks hold real modules, the bundler only places them.
 */
const FIRST_LOAD_ROOTS = [
  'main.tsx',
  'components/layout/app-layout.tsx', // the signed-in frame, loaded by signed-in-page.tsx
  'features/landing/landing-page.tsx',
  'features/home/home-page.tsx',
  'features/favorites/favorites-page.tsx',
  'features/public-recipe/public-recipe-page.tsx',
  // Rendered by every recipe card as soon as a list shows (entities/recipe/extensions/registry.ts).
  'entities/shopping-list/components/add-to-shopping-list-button.tsx',
  'entities/meal-plan/components/add-to-meal-plan-button.tsx',
  'entities/collection/components/recipe-slots.tsx',
  'widgets/recipe-images/components/image-manager-host.tsx',
  // A signed-in reader's own rating on a recipe page (entities/rating/components/recipe-rating.tsx).
  'entities/rating/components/my-rating.tsx',
];

const LUCIDE = /node_modules[\\/]lucide-react[\\/]/;
const ICON_FILE = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/;

/** The names a module imports from 'lucide-react' (`import { Eye, type LucideIcon } from …`). */
export function lucideImports(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** Export name → icon file (without .mjs), from lucide's barrel: aliases like Loader2 included. */
export function iconFilesByName(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = /default as (\w+)/.exec(part)?.[1];
      if (name) files.set(name, match[2]!);
    }
  }
  return files;
}

export interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** The icon files the roots and their static imports use. */
export function firstLoadIconFiles(
  graph: ModuleGraph,
  webRoot: string,
  byName: Map<string, string>,
  roots: readonly string[] = FIRST_LOAD_ROOTS,
): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((file) => path.join(webRoot, file));
  const icons = new Set<string>();
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || LUCIDE.test(id) || /node_modules/.test(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const name of lucideImports(info.code ?? '')) {
      const file = byName.get(name);
      if (file) icons.add(file);
    }
    queue.push(...info.importedIds);
  }
  return icons;
}

/** The `name` of rolldown's chunk group for lucide-react (vite.config.ts). */
export function iconChunks(projectRoot: string): (id: string, graph: ModuleGraph) => string | null {
  const webRoot = path.join(projectRoot, 'src/web');
  const byName = iconFilesByName(
    fs.readFileSync(path.join(projectRoot, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8'),
  );
  // Computed once per bundling pass (the graph object stays the same within one).
  const firstLoad = new WeakMap<ModuleGraph, Set<string>>();
  return (id, graph) => {
    if (!LUCIDE.test(id)) return null;
    const icon = ICON_FILE.exec(id)?.[1];
    if (!icon) return 'icons'; // lucide's own base (createLucideIcon, Icon, defaults)
    let icons = firstLoad.get(graph);
    if (!icons) firstLoad.set(graph, (icons = firstLoadIconFiles(graph, webRoot, byName)));
    return icons.has(icon) ? 'icons' : 'icons-more';
  };
}
