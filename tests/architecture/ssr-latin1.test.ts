import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { latin1Chunk } from '../../scripts/latin1-chunks.ts';

// A chunk as the server renderer's build writes them: wide characters in strings, names, regular
// expressions (with and without the u flag, in a class, a surrogate pair), comments and a tagged
// template whose raw text the tag reads.
const CHUNK = `// Fractions ½ ⅓ — read first
const NUM = /^(\\d+|[½⅓⅔¼¾])/;
const WORD = /[\\p{L}]+(?:['’][\\p{L}]+)?/gu;
const TOMATO = /🍅+/u;
const RANGE = String.raw\`(?:-|–|to)\`;
/** The label “{{title}}” → shown */
export const label = "Add “{{title}}” to a collection…";
const café = 'ok';
export const values = {
  label,
  café,
  num: '⅓ cup'.match(NUM)?.[1],
  words: "it’s the cook’s".match(WORD),
  tomato: TOMATO.test('🍅🍅'),
  raw: RANGE,
  rangeHits: '1–2'.match(new RegExp(RANGE))?.[0],
  template: \`≈ \${1 + 1} ≥\`,
};
`;

async function exportsOf(code: string): Promise<Record<string, unknown>> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'latin1-')), 'chunk.mjs');
  fs.writeFileSync(file, code);
  try {
    return { ...((await import(pathToFileURL(file).href)) as Record<string, unknown>) };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

describe('the server renderer in Latin-1 (V8 holds such source text at one byte a character)', () => {
  it('writes a chunk with the same meaning and no wide character outside tagged templates', async () => {
    const out = await latin1Chunk(CHUNK);
    expect(await exportsOf(out)).toEqual(await exportsOf(CHUNK));
    const wide = [...out.matchAll(/[\u0100-\uffff]/g)].map((m) => m[0]);
    expect(wide).toEqual(['–']);
    expect(out).toContain('String.raw`(?:-|–|to)`');
  });

  it('leaves a chunk that is Latin-1 already as it is', async () => {
    const plain = 'export const a = "café";\n';
    expect(await latin1Chunk(plain)).toBe(plain);
  });
});
