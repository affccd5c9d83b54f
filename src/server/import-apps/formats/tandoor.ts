import type { StoredIngredient } from '../../db/schema.ts';
import { parseImportedJson } from '../../importer/json-depth.ts';
import { normalizeSteps } from '../../importer/steps.ts';
import { isJunk, zipFromBuffer, type FileSet } from '../archive.ts';
import {
  amountText,
  foodWithNote,
  headingLine,
  httpUrl,
  IMAGE_FILE_MAX_BYTES,
  RECIPE_JSON_MAX_BYTES,
  str,
  uniq,
} from '../common.ts';
import { wrongFormat } from '../errors.ts';
import { emptyRecipe, type AppRecipe, type ParsedEntry } from '../types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const INNER_ZIP_MAX_BYTES = 100 * 1024 * 1024;

function amountOf(i: Obj): string {
  return i.no_amount === true ? '' : amountText(i.amount, isObj(i.unit) ? str(i.unit.name) : '');
}

function tandoorIngredient(i: Obj): StoredIngredient | null {
  const food = isObj(i.food) ? str(i.food.name) : '';
  const note = str(i.note);
  if (i.is_header === true) return headingLine(food || note);
  const name = foodWithNote(food, note);
  return name ? { amount: amountOf(i), name } : null;
}

/** "Source", "Fonte", "Quelle"…: a heading (or lead) that says where the recipe came from, not a step. */
const SOURCE_HEAD = /^(?:source|sources|fonte|origem|quelle|fuente|bron)\b\s*:?\s*/i;

/** The web address in a source paragraph: a bare one or a Markdown link's. */
function addressIn(text: string): string | null {
  const link = /\]\((https?:\/\/[^)\s]+)\)/.exec(text) ?? /(https?:\/\/[^\s)\]>]+)/.exec(text);
  return link ? httpUrl(link[1]) : null;
}

/**
 * Paragraphs of a step's Markdown; a "### Heading" paragraph leads the next one in bold. A
 * "### Source" heading (Tandoor writes one under a recipe it imported from the web) and what
 * follows it are the recipe's source, never a step: `source` gets its address.
 */
function stepTexts(markdown: string): { texts: string[]; source: string | null } {
  const out: string[] = [];
  let head = '';
  let inSource = false;
  let source: string | null = null;
  for (const para of markdown.split(/\r?\n\s*\r?\n/)) {
    const p = para.replace(/\s*\r?\n\s*/g, ' ').trim();
    if (!p) continue;
    const h = /^#{1,6}\s*(.+)$/.exec(p);
    if (h && SOURCE_HEAD.test(h[1]!)) {
      const rest = h[1]!.replace(SOURCE_HEAD, '');
      source ??= addressIn(rest);
      inSource = rest === '';
      head = '';
      continue;
    }
    if (h && h[1]!.length < 60) {
      head = h[1]!.trim();
      inSource = false;
      continue;
    }
    if (inSource || (SOURCE_HEAD.test(p) && addressIn(p) && p.replace(SOURCE_HEAD, '').length < 300)) {
      source ??= addressIn(p);
      inSource = false;
      continue;
    }
    out.push(head ? `**${head}** ${p}` : p);
    head = '';
  }
  return { texts: out, source };
}

export function tandoorRecipe(d: Obj, fallback: string): AppRecipe {
  const r = emptyRecipe(str(d.name) || fallback);
  r.description = str(d.description);
  const steps = (Array.isArray(d.steps) ? d.steps : []).filter(isObj);
  const withIngredients = steps.filter((s) => Array.isArray(s.ingredients) && s.ingredients.length > 0);
  let sourceInSteps: string | null = null;
  for (const s of steps) {
    const ings = (Array.isArray(s.ingredients) ? s.ingredients : []).filter(isObj);
    // A named step of several that carry ingredients groups its own: the step name is the heading.
    if (withIngredients.length > 1 && str(s.name) && ings.length) r.ingredients.push(headingLine(str(s.name)));
    for (const i of ings) {
      const line = tandoorIngredient(i);
      if (line) r.ingredients.push(line);
    }
    const { texts, source } = stepTexts(str(s.instruction));
    sourceInSteps ??= source;
    if (texts.length && str(s.name) && s.show_as_header !== false && steps.length > 1)
      texts[0] = `**${str(s.name)}** ${texts[0]}`;
    r.instructions.push(...texts);
  }
  r.instructions = normalizeSteps(r.instructions);
  const minutes = (v: unknown) => (typeof v === 'number' && v > 0 ? Math.round(v) : null);
  r.prepTime = minutes(d.working_time);
  r.cookTime = minutes(d.waiting_time);
  r.servings = typeof d.servings === 'number' && d.servings > 0 ? d.servings : null;
  r.tags = uniq((Array.isArray(d.keywords) ? d.keywords : []).map((k) => (isObj(k) ? str(k.name) : str(k))));
  r.sourceUrl = httpUrl(d.source_url) ?? sourceInSteps;
  return r;
}

/**
 * Tandoor's default export: a zip of zips, one per recipe (`1.zip`, `2.zip`…), each holding
 * `recipe.json` (steps with their own ingredients: amount, unit, food, note, is_header) and
 * `image.<ext>`.
 */
export async function* readTandoor(files: FileSet): AsyncIterable<ParsedEntry> {
  const inner = files.files.filter((f) => !isJunk(f.path) && /\.zip$/i.test(f.path));
  const direct = files.files.find((f) => /(^|\/)recipe\.json$/.test(f.path));
  if (inner.length === 0 && !direct) throw wrongFormat('Tandoor', 'no recipe zips inside');
  const sets: Array<{ name: string; open: () => Promise<FileSet>; own: boolean }> = inner.map((f) => ({
    name: f.path,
    open: async () => zipFromBuffer(await files.read(f.path, INNER_ZIP_MAX_BYTES)),
    own: true,
  }));
  if (inner.length === 0) sets.push({ name: 'recipe.json', open: async () => files, own: false });
  for (const s of sets) {
    let set: FileSet | null = null;
    try {
      set = await s.open();
      const json = set.files.find((f) => /(^|\/)recipe\.json$/.test(f.path));
      if (!json) {
        yield { name: s.name, skipped: 'no recipe.json inside' };
        continue;
      }
      let d: unknown;
      try {
        d = parseImportedJson((await set.read(json.path, RECIPE_JSON_MAX_BYTES)).toString('utf8'));
      } catch (err) {
        yield { name: s.name, skipped: `recipe.json is not valid JSON (${(err as Error).message.slice(0, 60)})` };
        continue;
      }
      if (!isObj(d) || !Array.isArray(d.steps)) {
        yield { name: s.name, skipped: 'recipe.json is not a Tandoor recipe' };
        continue;
      }
      const r = tandoorRecipe(d, s.name);
      const img = set.files.find((f) => /(^|\/)image\.(jpe?g|png|webp|avif|heic)$/i.test(f.path));
      // Read while the recipe is written: the inner archive stays open until the next entry.
      const open = set;
      if (img) r.image = () => open.read(img.path, IMAGE_FILE_MAX_BYTES);
      r.sourceKey = null;
      yield { name: r.title, recipe: r };
    } catch (err) {
      yield { name: s.name, skipped: (err as Error).message };
    } finally {
      if (set && s.own) await set.close();
    }
  }
}
