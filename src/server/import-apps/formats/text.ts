import { parseRecipeText } from '../../importer/text/index.ts';
import { isJunk, type FileSet } from '../archive.ts';
import { fromImported, RECIPE_JSON_MAX_BYTES } from '../common.ts';
import { wrongFormat } from '../errors.ts';
import type { ParsedEntry } from '../types.ts';

/** Markdown marks the text parser need not see: heading hashes, list bullets, emphasis. */
function unmark(md: string): string {
  return md
    .split(/\r?\n/)
    .map((l) =>
      l
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s*[-*+]\s+(?!\s)/, '')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/__(.+?)__/g, '$1'),
    )
    .join('\n');
}

/** Plain text or Markdown, one recipe per file (.txt, .md, .markdown; a zip of them), through the text parser. */
export async function* readText(files: FileSet): AsyncIterable<ParsedEntry> {
  const texts =
    files.files.length === 1
      ? files.files
      : files.files.filter((f) => !isJunk(f.path) && /\.(txt|md|markdown|text)$/i.test(f.path));
  if (texts.length === 0) throw wrongFormat('text', 'no .txt or .md files');
  for (const f of texts) {
    const raw = (await files.read(f.path, RECIPE_JSON_MAX_BYTES)).toString('utf8').replace(/^\uFEFF/, '');
    if (raw.includes('\u0000')) {
      yield { name: f.path, skipped: 'not a text file' };
      continue;
    }
    const parsed = parseRecipeText(unmark(raw));
    if (!parsed) {
      yield { name: f.path, skipped: 'no ingredients or steps found in the text' };
      continue;
    }
    const r = fromImported(parsed);
    yield { name: r.title || f.path, recipe: r };
  }
}
