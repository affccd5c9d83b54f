import { gunzipSync } from 'node:zlib';
import { parseImportedJson } from '../../importer/json-depth.ts';
import { parseDurationMinutes, parseServings } from '../../importer/values.ts';
import { isJunk, type FileSet } from '../archive.ts';
import {
  difficultyFrom,
  httpUrl,
  ingredientsFromLines,
  RECIPE_JSON_MAX_BYTES,
  stars,
  stepsFromText,
  str,
  textLines,
  uniq,
} from '../common.ts';
import { wrongFormat } from '../errors.ts';
import { emptyRecipe, type ParsedEntry } from '../types.ts';

/**
 * Paprika's `.paprikarecipes` export: a zip of `<name>.paprikarecipe` entries, each one recipe as
 * gzipped JSON (name, ingredients and directions as text, notes, times and servings as written,
 * categories, rating 0–5, on_favorites, the photo as base64 in photo_data).
 */
export async function* readPaprika(files: FileSet): AsyncIterable<ParsedEntry> {
  const entries = files.files.filter((f) => !isJunk(f.path) && /\.paprikarecipe$/i.test(f.path));
  if (entries.length === 0) throw wrongFormat('Paprika', 'no .paprikarecipe entries inside');
  for (const f of entries) {
    const name = f.path
      .split('/')
      .pop()!
      .replace(/\.paprikarecipe$/i, '');
    let d: Record<string, unknown>;
    try {
      // The gzip stream is capped like the zip entries: a bomb inside a bomb stops here.
      const raw = gunzipSync(await files.read(f.path, RECIPE_JSON_MAX_BYTES), {
        maxOutputLength: RECIPE_JSON_MAX_BYTES,
      });
      d = parseImportedJson(raw.toString('utf8')) as Record<string, unknown>;
    } catch (err) {
      yield { name, skipped: `not a readable Paprika recipe (${(err as Error).message.slice(0, 80)})` };
      continue;
    }
    const title = str(d.name) || name;
    const r = emptyRecipe(title);
    r.description = str(d.description);
    r.ingredients = ingredientsFromLines(textLines(d.ingredients));
    r.instructions = stepsFromText(d.directions);
    r.prepTime = parseDurationMinutes(str(d.prep_time));
    r.cookTime = parseDurationMinutes(str(d.cook_time));
    r.totalTime = parseDurationMinutes(str(d.total_time));
    r.servings = parseServings(str(d.servings));
    r.tags = uniq(Array.isArray(d.categories) ? d.categories.map(str) : []);
    r.tips = textLines(d.notes);
    const nutrition = str(d.nutritional_info);
    if (nutrition) r.tips.push(`Nutrition: ${nutrition.replace(/\s*\n\s*/g, '; ')}`);
    r.rating = stars(d.rating);
    r.difficulty = difficultyFrom(d.difficulty);
    r.isFavorite = d.on_favorites === true || d.on_favorites === 1;
    r.sourceUrl = httpUrl(d.source_url);
    r.imageUrl = httpUrl(d.image_url)?.startsWith('https:') ? httpUrl(d.image_url) : null;
    const photo = str(d.photo_data);
    if (photo) r.image = async () => Buffer.from(photo, 'base64');
    r.sourceKey = str(d.uid) || null;
    yield { name: title, recipe: r };
  }
}
