/**
 * No food list outside the knowledge room (issue 32): what the product knows about ingredients
 * lives in src/knowledge/foods, and code reads it through the room (server) or its generated
 * slices (shared and browser). This test parses every source file and fails on any array or
 * object literal that holds many names of foods, whatever the variable is called: a table of
 * ingredient names ("flour", "farinha de trigo", …), of pairs, or of "a|b|c" rows. Names are
 * recognised by the room's own phrase index, so a new list of foods the room knows is caught in
 * either language. Word lists that merely mention a few foods (a unit table, a regex of words)
 * stay under the threshold.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadRoom } from '../../src/server/knowledge/room.ts';
import { phraseKey } from '../../src/shared/knowledge/phrase-index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A literal naming this many different foods is a food list. */
const THRESHOLD = 8;

/**
 * Files that may hold food names in bulk, each for a reason: the generated slices (derived from
 * the room, checked for staleness); the chef engine and its conversion script, which the lead is
 * rewriting onto the room (its lexicon dies with it); the cookbook checks, which keep their own
 * words on purpose (docs/chef.md: checks written apart from the engine); words that are not food
 * knowledge but happen to be food names: the diet categories of the room's own schema, the tag
 * vocabulary ("vegan", "baked") and the dish-kind words the illustration reads in a title
 * ("lasagna", "cookies" as dishes).
 */
const ALLOWED = [
  /^src\/shared\/knowledge\/[^/]+\.generated\.ts$/,
  /^src\/shared\/food\/usda-sr24\.generated\.ts$/,
  /^src\/web\/lib\/api\/schema\.generated\.ts$/,
  /^src\/server\/chef\//,
  /^scripts\/chef\//,
  /^src\/server\/knowledge\/cookbook-check\.ts$/,
  /^src\/shared\/knowledge\/food-schema\.ts$/,
  /^src\/shared\/suggestions\/tag-vocabulary\.ts$/,
  /^src\/server\/images\/illustration-dish-words\.ts$/,
  /\.test\.tsx?$/,
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

const room = loadRoom();
const phrases = new Map<string, string>();
for (const lang of ['en', 'pt-BR'] as const)
  for (const key of room.foods.keys()) {
    const n = room.names(key, lang);
    for (const p of [n.one, n.many, ...(n.syn ?? [])]) phrases.set(phraseKey(p), key);
  }

/** The foods a string literal names: the whole string, or each part of an "a|b|c" row. */
function foodsIn(text: string): string[] {
  return text.split('|').flatMap((part) => {
    const key = phrases.get(phraseKey(part));
    return key ? [key] : [];
  });
}

/** Array and object literals naming at least THRESHOLD different foods, with their line. */
export function foodLists(file: string, text: string): { line: number; foods: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; foods: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) {
      const foods = new Set<string>();
      const collect = (n: ts.Node) => {
        if (ts.isStringLiteralLike(n)) for (const f of foodsIn(n.text)) foods.add(f);
        else if (ts.isIdentifier(n) && ts.isPropertyAssignment(n.parent) && n.parent.name === n)
          for (const f of foodsIn(n.text)) foods.add(f);
        n.forEachChild(collect);
      };
      node.forEachChild(collect);
      if (foods.size >= THRESHOLD) {
        found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, foods: foods.size });
        return; // the outermost list is the one to report
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('food knowledge lives in the knowledge room', () => {
  it('has no list of foods in any source file', () => {
    const offenders: string[] = [];
    for (const file of [...sources(path.join(ROOT, 'src')), ...sources(path.join(ROOT, 'scripts'))]) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (ALLOWED.some((re) => re.test(rel))) continue;
      for (const hit of foodLists(rel, fs.readFileSync(file, 'utf8')))
        offenders.push(`${rel}:${hit.line}: a literal naming ${hit.foods} foods`);
    }
    expect(offenders).toEqual([]);
  });

  it('catches a list of foods by what it holds, not by its name', () => {
    const table = `export const STUFF = { a: ['flour', 'sugar'], b: 'ovos|leite|manteiga', c: ['azeite', 'sal', 'cebola', 'alho'] };`;
    expect(foodLists('x.ts', table)).toEqual([{ line: 1, foods: 9 }]);
    const pairs = `const p = [['tomato', 'tomate'], ['egg', 'ovo'], ['onion', 'cebola'], ['rice', 'arroz'], ['oil', 'óleo'], ['milk', 'leite'], ['salt', 'sal'], ['garlic', 'alho']];`;
    expect(foodLists('x.ts', pairs)).toHaveLength(1);
    // Units and words that are not foods, and a short mention, are not lists.
    expect(
      foodLists('x.ts', `const u = ['cup', 'tbsp', 'tsp', 'pinch', 'clove', 'slice', 'can', 'bunch', 'g', 'kg'];`),
    ).toEqual([]);
    expect(foodLists('x.ts', `const w = ['salt', 'pepper', 'oil'];`)).toEqual([]);
  });
});
