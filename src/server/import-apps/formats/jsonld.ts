import { parseRecipeHtml } from '../../importer/html/index.ts';
import { isJunk, type FileSet } from '../archive.ts';
import { findJsonLdRecipes, fromImported, recipeFromJsonLd, RECIPE_JSON_MAX_BYTES, str } from '../common.ts';
import { JsonTooDeepError, parseImportedJson } from '../../importer/json-depth.ts';
import { tooDeep, wrongFormat } from '../errors.ts';
import type { ParsedEntry } from '../types.ts';

const LD_SCRIPT = /<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi;

/**
 * schema.org Recipe JSON-LD: a .json/.jsonld file with one recipe, a list, a @graph or
 * {recipes: [...]}, or a saved web page carrying it (Tempero's own public pages do); a zip of them.
 */
export async function* readJsonLd(
  files: FileSet,
  app = 'JSON-LD',
  options: { ownRating?: boolean } = {},
): AsyncIterable<ParsedEntry> {
  // A single uploaded file is read whatever its name; inside an archive only these extensions.
  const candidates =
    files.files.length === 1
      ? files.files
      : files.files.filter((f) => !isJunk(f.path) && /\.(json|jsonld|html?)$/i.test(f.path));
  if (candidates.length === 0) throw wrongFormat(app, 'no .json, .jsonld or .html files');
  let found = 0;
  for (const f of candidates) {
    const text = (await files.read(f.path, RECIPE_JSON_MAX_BYTES)).toString('utf8').replace(/^\uFEFF/, '');
    if (/\.html?$/i.test(f.path) || /^\s*</.test(text)) {
      // The page's JSON-LD read as data (headings, rating, its url kept), else the page importer.
      const inPage = [...text.matchAll(LD_SCRIPT)].flatMap((m) => {
        try {
          return findJsonLdRecipes(parseImportedJson(m[1]!));
        } catch {
          return [];
        }
      });
      const fromLd = inPage.map((obj) => recipeFromJsonLd(obj, options)).filter((r) => r !== null);
      if (fromLd.length > 0) {
        for (const r of fromLd) {
          found++;
          yield { name: r.title || f.path, recipe: r };
        }
        continue;
      }
      const page = parseRecipeHtml(text, 'https://import.invalid/');
      if (page) {
        found++;
        const r = fromImported(page);
        yield { name: r.title || f.path, recipe: r };
      } else if (candidates.length > 1) yield { name: f.path, skipped: 'no recipe found on the page' };
      continue;
    }
    let doc: unknown;
    try {
      doc = parseImportedJson(text);
    } catch (err) {
      const deep = err instanceof JsonTooDeepError;
      if (candidates.length === 1) throw deep ? tooDeep() : wrongFormat(app, 'the file is not valid JSON');
      yield { name: f.path, skipped: deep ? err.message : 'not valid JSON' };
      continue;
    }
    const recipes = findJsonLdRecipes(doc);
    if (recipes.length === 0 && candidates.length > 1) yield { name: f.path, skipped: 'no schema.org Recipe in it' };
    for (const obj of recipes) {
      found++;
      const r = recipeFromJsonLd(obj, options);
      const name = str(obj.name) || f.path;
      if (r) yield { name: r.title || name, recipe: r };
      else yield { name, skipped: 'the recipe has neither ingredients nor steps' };
    }
  }
  if (found === 0) throw wrongFormat(app, 'no schema.org Recipe found');
}
