import { readFile } from 'node:fs/promises';
import { parseRecipeHtml } from '../importer/html/index.ts';
import { decodeHtmlBody } from '../importer/html/decode.ts';
import { toCliJson } from '../importer/present.ts';
import { fail, parseCommandArgs, readStdin, defineCommand } from './command.ts';

const USAGE = 'usage: import-html --url URL [FILE]   (reads standard input without FILE)\n';

const IMPORT_HTML = defineCommand({
  name: 'import-html',
  usage: USAGE,
  options: { url: { type: 'string' } },
  allowPositionals: true,
  usageOnStderr: true,
});

/**
 * `import-html --url URL [FILE]`: reads a saved page (FILE or standard input), prints ONE JSON
 * object with the recipe on stdout. Never touches the network. Exit 0 with the recipe; exit 1
 * (and `{"error": ...}` on stdout) when the page holds no recipe or cannot be read; exit 2 on
 * bad arguments.
 */
export async function run(args: string[]): Promise<number> {
  const parsed = parseCommandArgs(IMPORT_HTML, args);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  let body: Buffer;
  try {
    body = positionals[0] ? await readFile(positionals[0]) : await readStdin();
  } catch (e) {
    fail(IMPORT_HTML.name, `cannot read ${positionals[0] ?? 'stdin'}: ${(e as Error).message}`);
    process.stdout.write(`${JSON.stringify({ error: 'unreadable' })}\n`);
    return 1;
  }
  const recipe = parseRecipeHtml(decodeHtmlBody(body, null), values.url ?? '');
  if (!recipe) {
    process.stdout.write(`${JSON.stringify({ error: 'no_recipe' })}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(toCliJson(recipe))}\n`);
  return 0;
}
