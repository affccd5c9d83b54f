import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrError, ocrImage, preprocessForOcr, shutdownOcr } from './ocr.ts';
import { parseRecipeText } from './text/index.ts';

/** A recipe card drawn as SVG text and rendered to PNG by sharp (librsvg + system fonts). */
async function renderCard(lines: string[], opts: { blur?: number; background?: string } = {}): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const height = 50 + lines.length * 30;
  const text = lines
    .map(
      (l, i) =>
        `<text x="30" y="${45 + i * 30}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${i === 0 ? 26 : 19}" fill="#222">${esc(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${height}"><rect width="100%" height="100%" fill="${opts.background ?? '#fff'}"/>${text}</svg>`;
  let img = sharp(Buffer.from(svg));
  if (opts.blur) img = img.blur(opts.blur);
  return img.jpeg({ quality: 85 }).toBuffer();
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
function wordRecall(expected: string, got: string): number {
  const bag = new Map<string, number>();
  for (const w of words(got)) bag.set(w, (bag.get(w) ?? 0) + 1);
  const exp = words(expected);
  let hit = 0;
  for (const w of exp) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      hit++;
      bag.set(w, n - 1);
    }
  }
  return hit / exp.length;
}

afterAll(async () => {
  await shutdownOcr();
});

describe('ocrImage -> parseRecipeText', () => {
  it('reads an English recipe card', async () => {
    const ingredients = [
      '2 cups all-purpose flour',
      '1 tbsp sugar',
      '2 large eggs',
      '1 1/2 cups milk',
      '3 tbsp melted butter',
      'Zest of 1 lemon',
    ];
    const steps = [
      'Whisk the flour and sugar in a large bowl.',
      'Beat in the eggs, milk and melted butter.',
      'Cook ladlefuls on a hot griddle until golden.',
    ];
    const card = await renderCard(
      [
        'Lemon Pancakes',
        'Serves 4',
        '',
        'Ingredients',
        ...ingredients,
        '',
        'Method',
        ...steps.map((s, i) => `${i + 1}. ${s}`),
      ],
      {
        background: '#f4f1ea',
      },
    );
    const text = await ocrImage(card);
    const r = parseRecipeText(text)!;
    expect(r).not.toBeNull();
    expect(r.title).toBe('Lemon Pancakes');
    expect(r.servings).toBe(4);
    const found = ingredients.filter((l) => r.ingredientLines.includes(l)).length;
    expect(found / ingredients.length).toBeGreaterThanOrEqual(0.9);
    expect(r.instructions).toHaveLength(steps.length);
    steps.forEach((s, i) => expect(wordRecall(s, r.instructions[i])).toBeGreaterThanOrEqual(0.9));
  }, 120_000);

  it('reads a slightly blurred Portuguese recipe card with accents', async () => {
    const ingredients = [
      '3 cenouras médias raladas',
      '4 ovos',
      '2 xícaras (chá) de açúcar',
      '2 xícaras (chá) de farinha de trigo',
      '1 colher (sopa) de fermento em pó',
      '1/2 xícara (chá) de óleo',
    ];
    const steps = [
      'Bata no liquidificador as cenouras, os ovos e o óleo.',
      'Misture o açúcar e a farinha, e por último o fermento.',
      'Asse em forno médio por cerca de 40 minutos.',
    ];
    const card = await renderCard(
      [
        'Bolo de Cenoura',
        'Rende 12 porções',
        'Tempo de preparo: 50 minutos',
        '',
        'Ingredientes',
        ...ingredients,
        '',
        'Modo de preparo',
        ...steps.map((s, i) => `${i + 1}. ${s}`),
      ],
      { blur: 0.6 },
    );
    const text = await ocrImage(card);
    const r = parseRecipeText(text, 'pt-BR')!;
    expect(r).not.toBeNull();
    expect(r.title).toBe('Bolo de Cenoura');
    expect(r.servings).toBe(12);
    expect(r.prepTime).toBe(50);
    const found = ingredients.filter((l) => r.ingredientLines.includes(l)).length;
    expect(found / ingredients.length).toBeGreaterThanOrEqual(0.9);
    expect(r.instructions).toHaveLength(steps.length);
    steps.forEach((s, i) => expect(wordRecall(s, r.instructions[i])).toBeGreaterThanOrEqual(0.9));
  }, 120_000);

  it('refuses bytes that are not an image', async () => {
    await expect(preprocessForOcr(Buffer.from('not an image'))).rejects.toBeInstanceOf(OcrError);
    await expect(ocrImage(Buffer.from('<html></html>'))).rejects.toMatchObject({ code: 'bad_image' });
  });
});

describe('a configured folder of language data (OCR_LANG_PATH)', () => {
  const require = createRequire(import.meta.url);
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-ocr-langs-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads with the data of that folder (uncompressed .traineddata, as Tesseract installs it)', async () => {
    const dir = tempDir();
    for (const lang of ['eng', 'por']) {
      const pkg = require(`@tesseract.js-data/${lang}`) as { langPath: string };
      const gz = fs.readFileSync(path.join(`${pkg.langPath}_best_int`, `${lang}.traineddata.gz`));
      fs.writeFileSync(path.join(dir, `${lang}.traineddata`), zlib.gunzipSync(gz));
    }
    const card = await renderCard([
      'Lemon Pancakes',
      'Serves 4',
      '',
      'Ingredients',
      '2 cups flour',
      '',
      'Method',
      '1. Whisk the flour.',
    ]);
    const text = await ocrImage(card, { langPath: dir });
    expect(text).toMatch(/Lemon Pancakes/);
  }, 120_000);

  it('never falls back to the bundled data: a folder without it fails with ocr_failed', async () => {
    const card = await renderCard(['Lemon Pancakes', 'Serves 4']);
    await expect(ocrImage(card, { langPath: tempDir() })).rejects.toMatchObject({ code: 'ocr_failed' });
  }, 60_000);

  it('refuses unreadable data cleanly instead of handing it to tesseract.js (which crashes the process)', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'eng.traineddata.gz'), zlib.gzipSync(Buffer.from('not language data')));
    fs.writeFileSync(path.join(dir, 'por.traineddata'), 'not language data either');
    const card = await renderCard(['Lemon Pancakes', 'Serves 4']);
    await expect(ocrImage(card, { langPath: dir })).rejects.toMatchObject({ code: 'ocr_failed' });
  }, 60_000);
});
