import type { StoredIngredient } from '../../db/schema.ts';
import { parseImportedJson } from '../../importer/json-depth.ts';
import { splitIngredientLine } from '../../importer/ingredient-line.ts';
import { parseDurationMinutes, parseServings } from '../../importer/values.ts';
import { isJunk, type FileSet } from '../archive.ts';
import {
  amountText,
  foodWithNote,
  headingLine,
  httpUrl,
  IMAGE_FILE_MAX_BYTES,
  RECIPE_JSON_MAX_BYTES,
  stars,
  str,
  textLines,
  uniq,
} from '../common.ts';
import { wrongFormat } from '../errors.ts';
import { emptyRecipe, type ParsedEntry } from '../types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const names = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => (isObj(x) ? str(x.name) : str(x))) : []);

/** Mealie's ingredients: parsed (quantity, unit, food, note) or free text in note/display; a title opens a section. */
export function mealieIngredients(list: unknown): StoredIngredient[] {
  const out: StoredIngredient[] = [];
  for (const i of Array.isArray(list) ? list : []) {
    if (typeof i === 'string') {
      if (i.trim()) out.push(splitIngredientLine(i.trim()));
      continue;
    }
    if (!isObj(i)) continue;
    if (str(i.title)) out.push(headingLine(str(i.title)));
    const food = isObj(i.food) ? str(i.food.name) : '';
    const unit = isObj(i.unit) ? str(i.unit.name) : '';
    const note = str(i.note);
    if (food && i.disable_amount !== true) {
      out.push({ amount: amountText(i.quantity, unit), name: foodWithNote(food, note) });
    } else {
      const text = note || str(i.original_text) || str(i.display) || food;
      if (text) out.push(splitIngredientLine(text.replace(/\s+/g, ' ')));
    }
  }
  return out;
}

/**
 * Mealie's export zip (Settings → Data management → export, and the 0.5 backups): one folder per
 * recipe, `<slug>/<slug>.json` (snake_case fields) beside `<slug>/images/original.webp`.
 */
export async function* readMealie(files: FileSet): AsyncIterable<ParsedEntry> {
  const jsons = files.files.filter((f) => {
    if (isJunk(f.path)) return false;
    const m = /(?:^|\/)([^/]+)\/([^/]+)\.json$/.exec(f.path);
    return m !== null && m[1] === m[2];
  });
  if (jsons.length === 0) throw wrongFormat('Mealie', 'no <recipe>/<recipe>.json files inside');
  for (const f of jsons) {
    const dir = f.path.slice(0, f.path.lastIndexOf('/'));
    const slug = dir.split('/').pop()!;
    let d: Obj;
    try {
      d = parseImportedJson((await files.read(f.path, RECIPE_JSON_MAX_BYTES)).toString('utf8')) as Obj;
      if (!isObj(d) || !('recipe_ingredient' in d || 'recipeIngredient' in d || 'recipe_instructions' in d))
        throw new Error('not a Mealie recipe');
    } catch (err) {
      yield { name: slug, skipped: `not a readable Mealie recipe (${(err as Error).message.slice(0, 80)})` };
      continue;
    }
    const title = str(d.name) || slug;
    const r = emptyRecipe(title);
    r.description = str(d.description);
    r.ingredients = mealieIngredients(d.recipe_ingredient ?? d.recipeIngredient);
    const steps = Array.isArray(d.recipe_instructions) ? d.recipe_instructions : [];
    for (const s of steps) {
      const text = isObj(s) ? str(s.text) : str(s);
      const head = isObj(s) ? str(s.title) : '';
      const lines = textLines(text);
      if (lines.length === 0) continue;
      if (head) lines[0] = `**${head}** ${lines[0]}`;
      r.instructions.push(lines.join(' '));
    }
    r.prepTime = parseDurationMinutes(d.prep_time ?? d.prepTime);
    r.cookTime = parseDurationMinutes(d.cook_time ?? d.perform_time ?? d.performTime);
    r.totalTime = parseDurationMinutes(d.total_time ?? d.totalTime);
    r.servings =
      typeof d.recipe_servings === 'number' && d.recipe_servings > 0
        ? d.recipe_servings
        : parseServings(str(d.recipe_yield));
    r.tags = uniq([...names(d.recipe_category ?? d.recipeCategory), ...names(d.tags)]);
    r.tips = (Array.isArray(d.notes) ? d.notes : []).flatMap((n) => {
      if (!isObj(n)) return textLines(n);
      const t = str(n.title);
      return textLines(n.text).map((line, i) => (i === 0 && t ? `${t}: ${line}` : line));
    });
    r.rating = stars(d.rating);
    r.sourceUrl = httpUrl(d.org_url ?? d.orgURL);
    const image = files.files.find((x) => x.path.startsWith(`${dir}/images/original.`));
    if (image) r.image = () => files.read(image.path, IMAGE_FILE_MAX_BYTES);
    r.sourceKey = str(d.id) ? `${str(d.id)}:${slug}` : slug;
    yield { name: title, recipe: r };
  }
}
