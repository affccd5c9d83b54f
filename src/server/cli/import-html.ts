import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseRecipeHtml } from '../importer/html/index.ts';
import { decodeHtmlBody } from '../importer/html/decode.ts';
import { toCliJson } from '../importer/present.ts';

/**
 * `import-html --url URL [FILE]`: reads a saved page (FILE or standard input), prints ONE JSON
 * object with the recipe on stdout. Never touches the network. Exit 0 with the recipe; exit 1
 * (and `{"error": ...}` on stdout) when the page holds no recipe or cannot be read; exit 2 on
 * bad arguments.
 */
export async function run(args: string[]): Promise<number> {
  let values: { url?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: { url: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }));
  } catch (e) {
    process.stderr.write(`import-html: ${(e as Error).message}\n`);
    return 2;
  }
  if (values.help || positionals.length > 1) {
    process.stderr.write('usage: import-html --url URL [FILE]   (reads standard input without FILE)\n');
    return values.help ? 0 : 2;
  }
  let body: Buffer;
  try {
    body = positionals[0] ? await readFile(positionals[0]) : await readStdin();
  } catch (e) {
    process.stderr.write(`import-html: cannot read ${positionals[0] ?? 'stdin'}: ${(e as Error).message}\n`);
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

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
