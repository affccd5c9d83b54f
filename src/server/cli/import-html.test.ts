import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from './import-html.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-import-html-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function page(file: string, jsonLd?: object): string {
  const body = jsonLd ? `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>` : '<p>No recipe.</p>';
  const at = path.join(dir, file);
  fs.writeFileSync(at, `<html><head><title>Page</title>${body}</head><body></body></html>`);
  return at;
}

let out = '';
let err = '';
beforeEach(() => {
  out = err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
});
afterEach(() => vi.restoreAllMocks());

describe('cli import-html', () => {
  it('prints the recipe of a saved page as one JSON line', async () => {
    const file = page('soup.html', {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lentil soup',
      recipeIngredient: ['1 cup lentils', '2 cups water'],
      recipeInstructions: ['Boil.', 'Serve.'],
    });
    expect(await run(['--url', 'https://example.com/soup', file])).toBe(0);
    expect(out.endsWith('\n')).toBe(true);
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(out)).toMatchObject({ title: 'Lentil soup' });
    expect(err).toBe('');
  });

  it('a page without a recipe, or a file it cannot read, answers an error object and exit 1', async () => {
    expect(await run([page('empty.html')])).toBe(1);
    expect(JSON.parse(out)).toEqual({ error: 'no_recipe' });
    out = '';
    const missing = path.join(dir, 'missing.html');
    expect(await run([missing])).toBe(1);
    expect(JSON.parse(out)).toEqual({ error: 'unreadable' });
    expect(err).toMatch(new RegExp(`^import-html: cannot read ${missing}: ENOENT`));
  });

  it('keeps its usage on stderr: --help exits 0, two files or an unknown option exit 2', async () => {
    const usage = 'usage: import-html --url URL [FILE]   (reads standard input without FILE)\n';
    expect(await run(['--help'])).toBe(0);
    expect(err).toBe(usage);
    err = '';
    expect(await run(['a.html', 'b.html'])).toBe(2);
    expect(err).toBe(usage);
    err = '';
    expect(await run(['--nope'])).toBe(2);
    expect(err).toMatch(/^import-html: Unknown option '--nope'/);
    expect(err).not.toContain('usage');
    expect(out).toBe('');
  });
});
