// SQL lives in repositories (`*.repository.ts`) and the db module (`src/server/db/`), and each table
// is written by one repository (issue 36). Two rules, enforced by lint rather than by a search:
//
// - `tempero/sql-in-repositories`, for every other file: no query builder or database driver is
//   imported (drizzle-orm, pg, PGlite; type-only imports are fine), no table is imported from the
//   schema, and no query is sent through a database handle (`db.select(…)`, `tx.execute(…)`,
//   `client.query(…)`): the TypeScript type of the object says whether it is one, however it was
//   reached (a parameter, a property, a cast).
// - `tempero/one-writer-per-table`, for the repositories: `insert(table)` and `update(table)` only
//   in the repository that owns the table (OWNERS below), so there is one way into each table and
//   the rules a repository applies on the way in (a recipe's household…) cannot be skipped.
import path from 'node:path';

const root = import.meta.dirname;
const SCHEMA = path.join(root, 'src/server/db/schema.ts');
const CLIENT = path.join(root, 'src/server/db/client.ts');

/** The repository that writes each table of src/server/db/schema.ts (its export name → file). */
export const OWNERS = {
  users: 'src/server/users/users.repository.ts',
  sessions: 'src/server/auth/sessions.repository.ts',
  rateLimits: 'src/server/http/rate-limit.repository.ts',
  recipes: 'src/server/recipes/recipes.repository.ts',
  collections: 'src/server/collections/collections.repository.ts',
  collectionRecipes: 'src/server/collections/collections.repository.ts',
  ratings: 'src/server/ratings/ratings.repository.ts',
  mealPlans: 'src/server/meal-plans/meal-plans.repository.ts',
  mealPlanItems: 'src/server/meal-plans/meal-plans.repository.ts',
  shoppingListItems: 'src/server/shopping-list/shopping-list.repository.ts',
  uploads: 'src/server/images/images.repository.ts',
  storedObjects: 'src/server/images/images.repository.ts',
  pantryItems: 'src/server/pantry/pantry.repository.ts',
  kitchenSettings: 'src/server/pantry/kitchen-settings.repository.ts',
  importJobs: 'src/server/import-jobs/import-jobs.repository.ts',
  importedRecipes: 'src/server/import-apps/imported-recipes.repository.ts',
  households: 'src/server/households/households.repository.ts',
  householdInvitations: 'src/server/households/households.repository.ts',
  signupInvites: 'src/server/auth/signups.repository.ts',
  apiTokens: 'src/server/integrations/api-tokens.repository.ts',
  webhooks: 'src/server/integrations/webhooks.repository.ts',
  webhookDeliveries: 'src/server/integrations/webhooks.repository.ts',
};

const DRIVERS = /^(drizzle-orm|drizzle-kit|pg|pg-pool|postgres|@electric-sql\/pglite)(\/.*)?$/;
/** Members of a database handle that send SQL (drizzle's database and transaction, pg, PGlite). */
const QUERY_MEMBERS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'with',
  'query',
  'exec',
  'sql',
  '$count',
  'refreshMaterializedView',
]);
/** Types (or base types) of database handles. */
const HANDLE_TYPES =
  /^(PgDatabase|PgTransaction|PgliteDatabase|NodePgDatabase|PgliteClient|PGlite|Pool|Client|PoolClient|ClientBase)$/;

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

function resolvedSource(context, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  return path.resolve(path.dirname(context.filename), source);
}

function isHandleType(checker, type, seen = new Set()) {
  if (!type || seen.has(type)) return false;
  seen.add(type);
  if (type.isUnionOrIntersection?.()) return type.types.some((t) => isHandleType(checker, t, seen));
  const symbol = type.getSymbol?.() ?? type.aliasSymbol;
  if (symbol && HANDLE_TYPES.test(symbol.getName())) return true;
  const target = type.target ?? type;
  if (target.isClassOrInterface?.()) {
    for (const base of checker.getBaseTypes(target) ?? []) if (isHandleType(checker, base, seen)) return true;
  }
  return false;
}

const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in *.repository.ts files and src/server/db/' },
    messages: {
      driver: "'{{source}}' is the database's: SQL belongs in a *.repository.ts (or src/server/db/).",
      table: 'Tables are read and written in a *.repository.ts: call the repository that owns it.',
      query: "'{{member}}' sends SQL through a database handle: move the query into a *.repository.ts.",
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const checker = services?.program?.getTypeChecker();
    const checkSource = (node, sourceNode) => {
      const source = sourceNode?.value;
      if (typeof source !== 'string' || isTypeOnly(node)) return;
      if (DRIVERS.test(source)) {
        context.report({ node, messageId: 'driver', data: { source } });
        return;
      }
      const file = resolvedSource(context, source);
      if (file === SCHEMA) context.report({ node, messageId: 'table' });
      else if (
        file === CLIENT &&
        node.specifiers?.some((s) => s.importKind !== 'type' && s.imported?.name === 'schema')
      )
        context.report({ node, messageId: 'table' });
    };
    return {
      ImportDeclaration: (node) => checkSource(node, node.source),
      ExportNamedDeclaration: (node) => node.source && checkSource(node, node.source),
      ExportAllDeclaration: (node) => checkSource(node, node.source),
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? node.source.value : null;
        if (typeof source === 'string' && DRIVERS.test(source))
          context.report({ node, messageId: 'driver', data: { source } });
        else if (typeof source === 'string' && resolvedSource(context, source) === SCHEMA)
          context.report({ node, messageId: 'table' });
      },
      MemberExpression(node) {
        if (!checker || node.computed || node.property.type !== 'Identifier') return;
        if (!QUERY_MEMBERS.has(node.property.name)) return;
        const tsNode = services.esTreeNodeToTSNodeMap.get(node.object);
        if (tsNode && isHandleType(checker, checker.getTypeAtLocation(tsNode)))
          context.report({ node, messageId: 'query', data: { member: node.property.name } });
      },
    };
  },
};

/** The schema export an identifier was imported as, or null. */
function tableOf(context, node) {
  if (node?.type !== 'Identifier') return null;
  let scope = context.sourceCode.getScope(node);
  while (scope) {
    const variable = scope.set.get(node.name);
    if (variable) {
      const def = variable.defs[0];
      if (def?.type !== 'ImportBinding' || def.node.type !== 'ImportSpecifier') return null;
      return resolvedSource(context, def.parent.source.value) === SCHEMA ? def.node.imported.name : null;
    }
    scope = scope.upper;
  }
  return null;
}

/** The SQL name of each owned table (`mealPlanItems` → `meal_plan_items`) → its export name. */
const EXPORT_OF_SQL_NAME = Object.fromEntries(
  Object.keys(OWNERS).map((name) => [name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), name]),
);

/**
 * The SQL names of the drizzle table(s) a TypeScript type stands for (`_.name`, a string literal;
 * each member of a union), or null when the type does not name them (a table in general).
 */
function tableNamesOfType(checker, type) {
  if (!type) return null;
  if (type.isUnion?.()) {
    const names = type.types.map((t) => tableNamesOfType(checker, t));
    return names.every(Boolean) ? names.flat() : null;
  }
  const meta = checker.getPropertyOfType(type, '_');
  if (!meta) return null;
  const name = checker.getPropertyOfType(checker.getTypeOfSymbol(meta), 'name');
  const nameType = name && checker.getTypeOfSymbol(name);
  return nameType?.isStringLiteral?.() ? [nameType.value] : null;
}

// Raw SQL that writes a table: `INSERT INTO name` and `UPDATE name [alias] SET`, or the same
// statement with the table interpolated (`INSERT INTO ${recipes}`).
const RAW_INSERT = /\bINSERT\s+INTO\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const RAW_UPDATE = /\bUPDATE\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?(?:\s+(?:AS\s+)?[a-z_][a-z0-9_]*)?\s+SET\b/gi;
const RAW_WRITE_BEFORE_TABLE = /\b(?:INSERT\s+INTO|UPDATE)\s+(?:ONLY\s+)?$/i;

const oneWriterPerTable = {
  meta: {
    type: 'problem',
    docs: { description: 'Each table is inserted into and updated by the one repository that owns it' },
    messages: {
      owner: "'{{table}}' is written by {{owner}}: call that repository (one way into each table).",
      unknown: "'{{table}}' has no owning repository: add it to OWNERS in eslint.sql.js.",
      dynamic: 'Name the table (imported from db/schema.ts) so its owner can be checked.',
    },
    schema: [],
  },
  create(context) {
    const here = path.relative(root, context.filename);
    const services = context.sourceCode.parserServices;
    const checker = services?.program?.getTypeChecker();
    const typeOf = (node) => {
      const tsNode = checker && services.esTreeNodeToTSNodeMap.get(node);
      return tsNode ? checker.getTypeAtLocation(tsNode) : null;
    };
    /** Checks that this file owns the table of export name `table`. */
    const check = (node, table) => {
      const owner = OWNERS[table];
      if (!owner) context.report({ node, messageId: 'unknown', data: { table } });
      else if (owner !== here) context.report({ node, messageId: 'owner', data: { table, owner } });
    };
    const checkSqlName = (node, sqlName) => {
      const name = sqlName.toLowerCase();
      check(node, EXPORT_OF_SQL_NAME[name] ?? name);
    };
    /** The tables a value stands for, by its import or its type; null when they cannot be told. */
    const tablesOf = (node) => {
      const imported = tableOf(context, node);
      if (imported) return [imported];
      const names = checker ? tableNamesOfType(checker, typeOf(node)) : null;
      return names && names.map((n) => EXPORT_OF_SQL_NAME[n] ?? n);
    };
    const checkRawSql = (node, text) => {
      for (const re of [RAW_INSERT, RAW_UPDATE]) {
        re.lastIndex = 0;
        for (const m of text.matchAll(re)) if (m[1].toUpperCase() !== 'SET') checkSqlName(node, m[1]);
      }
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (callee.property.name !== 'insert' && callee.property.name !== 'update') return;
        const arg = node.arguments[0];
        if (!arg || node.arguments.length !== 1) return;
        const handle = checker ? isHandleType(checker, typeOf(callee.object)) : false;
        // Through a database handle the argument is a table: its type names it, however it was
        // reached (a namespace import, an alias, a cast). Anything else only when it is one.
        const tables = handle ? tablesOf(arg) : tableOf(context, arg) && [tableOf(context, arg)];
        if (!tables) {
          // A variable standing for a table (a loop over tables) hides who writes it.
          if (handle || (arg.type === 'Identifier' && /table/i.test(arg.name)))
            context.report({ node, messageId: 'dynamic' });
          return;
        }
        for (const table of tables) check(node, table);
      },
      TemplateLiteral(node) {
        node.quasis.forEach((quasi, i) => {
          checkRawSql(node, quasi.value.cooked ?? quasi.value.raw);
          const next = node.expressions[i];
          if (next && RAW_WRITE_BEFORE_TABLE.test(quasi.value.cooked ?? quasi.value.raw)) {
            const tables = tablesOf(next);
            if (tables) for (const table of tables) check(node, table);
            else context.report({ node, messageId: 'dynamic' });
          }
        });
      },
      Literal(node) {
        if (typeof node.value === 'string') checkRawSql(node, node.value);
      },
    };
  },
};

const plugin = { rules: { 'sql-in-repositories': sqlInRepositories, 'one-writer-per-table': oneWriterPerTable } };

const REPOSITORIES = ['src/server/**/*.repository.ts'];
// The image build's template of a new embedded database is made by the migrations alone, like db/.
const DB = ['src/server/db/**', 'scripts/container/embedded-template.ts'];

export const sqlRules = [
  {
    // Every source file of the app and its scripts. Tests (tests/, *.test.ts) and benchmarks set up
    // rows directly to reach the states they check or measure; they are not a way into the data.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [...REPOSITORIES, ...DB, '**/*.test.{ts,tsx}'],
    plugins: { tempero: plugin },
    rules: { 'tempero/sql-in-repositories': 'error' },
  },
  {
    files: REPOSITORIES,
    plugins: { tempero: plugin },
    rules: { 'tempero/one-writer-per-table': 'error' },
  },
];
