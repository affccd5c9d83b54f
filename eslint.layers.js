// The import rules that hold the architecture (docs/architecture.md, docs/decisions/0003-…):
// which room may import which, the server's layers, the web's layers, and no import cycles.
import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;

const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const webFeatures = foldersIn('src/web/features');
const webWidgets = foldersIn('src/web/widgets');

/** A zone: files matching `target` may not import files matching `from` (exceptions: absolute globs). */
const zone = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except ? { except: except.map((e) => path.join(root, e)) } : {}),
});

const rooms = [
  zone('src/shared/**', 'src/server/**', 'src/shared is the contract: it imports neither the server nor the web.'),
  zone('src/shared/**', 'src/web/**', 'src/shared is the contract: it imports neither the server nor the web.'),
  zone('src/server/**', 'src/web/**', 'The server and the web meet only in src/shared.'),
  zone('src/web/**', 'src/server/**', 'The server and the web meet only in src/shared.'),
  // Helpers several server rooms share (sharp, OCR data): a leaf, so those rooms never import each other.
  zone('src/server/lib/**', 'src/server/**', 'src/server/lib is shared by the server rooms and imports none of them.', [
    'src/server/lib/**',
  ]),
];

// Server: routes → services → repositories. Presenters and policies sit beside the services: they
// turn rows into bodies and say who may do what, and call no service and no SQL of their own.
const serverLayers = [
  zone(
    'src/server/**/!(app).ts',
    'src/server/**/*.routes.ts',
    'Only app.ts registers routes: share what a route module holds through a service, schema or presenter.',
  ),
  zone('src/server/**/*.repository.ts', 'src/server/**/*.service.ts', 'Repositories never call services.'),
  zone('src/server/**/*.repository.ts', 'src/server/**/*.presenter.ts', 'Repositories return rows, not bodies.'),
  zone('src/server/**/*.repository.ts', 'src/server/**/*.policy.ts', 'Repositories hold no rules.'),
  zone('src/server/**/*.presenter.ts', 'src/server/**/*.service.ts', 'Presenters only shape rows into bodies.'),
  zone('src/server/**/*.policy.ts', 'src/server/**/*.service.ts', 'Policies only decide.'),
  zone('src/server/**/*.policy.ts', 'src/server/**/*.presenter.ts', 'Policies only decide; presenters apply them.'),
];

// Web: components/ui and lib → entities → widgets → features → app.tsx (decision 0007).
const webLayers = [
  ...['src/web/components/**', 'src/web/lib/**'].flatMap((target) => [
    zone(target, 'src/web/entities/**', 'components and lib are used by everything and import no entity.'),
    zone(target, 'src/web/widgets/**', 'components and lib are used by everything and import no widget.'),
    zone(target, 'src/web/features/**', 'components and lib are used by everything and import no feature.'),
  ]),
  zone(
    'src/web/entities/**',
    'src/web/widgets/**',
    'An entity imports no widget: a widget fills its slot from above (widgets/recipe-slots.ts).',
  ),
  zone('src/web/entities/**', 'src/web/features/**', 'An entity is shared by features and imports none of them.'),
  zone('src/web/widgets/**', 'src/web/features/**', 'A widget is shared by features and imports none of them.'),
  // Tests may render the whole app (a page reached through its route), so only code is held here.
  zone(
    [
      'src/web/entities/**/!(*.test).{ts,tsx}',
      'src/web/widgets/**/!(*.test).{ts,tsx}',
      'src/web/features/**/!(*.test).{ts,tsx}',
    ],
    'src/web/app.tsx',
    'Only app.tsx knows every feature.',
  ),
  // One zone per widget: widgets are independent tools. recipe-slots.ts (the slot filling) sits
  // beside them and may import every one.
  ...webWidgets.map((w) =>
    zone(
      `src/web/widgets/${w}/**`,
      'src/web/widgets/**',
      'Widgets never import each other: share through an entity, components or lib.',
      [`src/web/widgets/${w}/**`],
    ),
  ),
  // One zone per feature: everything under features/ except the feature's own folder.
  ...webFeatures.map((f) =>
    zone(
      `src/web/features/${f}/**`,
      'src/web/features/**',
      'Features never import each other: share through an entity, components or lib.',
      [`src/web/features/${f}/**`],
    ),
  ),
];

export const layers = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name their files ('./x.ts'); no-cycle parses the imported TypeScript files itself.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...rooms, ...serverLayers, ...webLayers] }],
    },
  },
  {
    // Type-only imports are ignored (they vanish at run time); externals are never followed. Tests
    // are left out: nothing imports them, so they close no cycle, and walking the graph from each
    // of them doubled the rule's time.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
