import { JsonTooDeepError, parseImportedJson } from '../../importer/json-depth.ts';
import { isJunk, type FileSet } from '../archive.ts';
import { IMAGE_FILE_MAX_BYTES, recipeFromJsonLd, RECIPE_JSON_MAX_BYTES, str } from '../common.ts';
import { wrongFormat } from '../errors.ts';
import type { ParsedEntry } from '../types.ts';

/**
 * Nextcloud Cookbook: its recipe folder (zipped, or a folder from the command line), one folder
 * per recipe with `recipe.json` (schema.org Recipe) and `full.jpg` (plus thumbnails, ignored).
 */
export async function* readNextcloud(files: FileSet): AsyncIterable<ParsedEntry> {
  const jsons = files.files.filter((f) => !isJunk(f.path) && /(^|\/)recipe\.json$/.test(f.path));
  if (jsons.length === 0) throw wrongFormat('Nextcloud Cookbook', 'no <recipe>/recipe.json files inside');
  for (const f of jsons) {
    const dir = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/') + 1) : '';
    const folder = dir.replace(/\/$/, '').split('/').pop() || f.path;
    let obj: unknown;
    try {
      obj = parseImportedJson((await files.read(f.path, RECIPE_JSON_MAX_BYTES)).toString('utf8'));
    } catch (err) {
      yield {
        name: folder,
        skipped: err instanceof JsonTooDeepError ? `recipe.json: ${err.message}` : 'recipe.json is not valid JSON',
      };
      continue;
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) {
      yield { name: folder, skipped: 'recipe.json is not a recipe' };
      continue;
    }
    const o = obj as Record<string, unknown>;
    const r = recipeFromJsonLd({ '@type': 'Recipe', ...o });
    if (!r) {
      yield { name: str(o.name) || folder, skipped: 'the recipe has neither ingredients nor steps' };
      continue;
    }
    const full =
      files.files.find((x) => x.path === `${dir}full.jpg`) ??
      files.files.find((x) => x.path.startsWith(dir) && /\/full\.(jpe?g|png|webp)$/i.test(`/${x.path}`));
    if (full) r.image = () => files.read(full.path, IMAGE_FILE_MAX_BYTES);
    r.sourceKey = str(o.id) || folder;
    yield { name: r.title, recipe: r };
  }
}
