import { transform } from 'esbuild';
import { parse } from 'acorn';
import type { Plugin } from 'vite';

/**
 * The server renderer's chunks written in Latin-1 only (issue 32, docs/notes/memory.md). V8 keeps
 * the source text of every module it loads, one byte per character when all of them are Latin-1
 * and two bytes each otherwise: one "→" or "…" anywhere in dist/ssr/entry-server.js (1.48 M
 * characters, 102 such) held it as 2.95 MB in the server's heap instead of 1.48 MB. esbuild
 * prints each chunk again with the other characters of its strings and names escaped (`charset:
 * 'ascii'`); it leaves those of comments, regular expressions and tagged template literals.
 * Written as "\u2019", a character means the same in a regular expression (with or without the u
 * flag, in a class or not, a surrogate pair included) and changes only the text of a comment, so
 * those are escaped here; a tagged template's raw text is the tag's to read (String.raw): it stays.
 */
export async function latin1Chunk(code: string): Promise<string> {
  if (!WIDE.test(code)) return code;
  const printed = (await transform(code, { loader: 'js', format: 'esm', charset: 'ascii', legalComments: 'inline' }))
    .code;
  if (!WIDE.test(printed)) return printed;
  const spans: [number, number][] = [];
  parse(printed, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_block, _text, start, end) => spans.push([start, end]),
    onToken: (t) => {
      if (t.type.label === 'regexp') spans.push([t.start, t.end]);
    },
  });
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += printed.slice(at, start) + escapeWide(printed.slice(start, end));
    at = end;
  }
  return out + printed.slice(at);
}

const WIDE = /[\u0100-\uffff]/;
const escapeWide = (text: string) =>
  text.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function latin1Chunks(): Plugin {
  return {
    name: 'tempero-latin1-chunks',
    apply: 'build',
    enforce: 'post',
    // On the finished chunks: Vite prints them again after the renderChunk hooks.
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = await latin1Chunk(file.code);
    },
  };
}
