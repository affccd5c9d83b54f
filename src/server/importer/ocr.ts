import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/**
 * OCR for recipe photos with tesseract.js and the language data shipped in the
 * @tesseract.js-data/eng and /por npm packages: nothing is downloaded, ever. One worker (English +
 * Portuguese) is started on first use and reused; `shutdownOcr()` ends it.
 */

export type OcrErrorCode = 'bad_image' | 'timeout' | 'ocr_failed';

export class OcrError extends Error {
  readonly code: OcrErrorCode;
  constructor(code: OcrErrorCode, detail: string, options?: { cause?: unknown }) {
    super(`${code}: ${detail}`, options);
    this.name = 'OcrError';
    this.code = code;
  }
}

export interface OcrOptions {
  /** Abort (and restart the worker next time) after this long; default 60 s. */
  timeoutMs?: number;
  /** Largest accepted input in pixels (decompression bombs); default 40 megapixels. */
  maxInputPixels?: number;
}

const LANGS = ['eng', 'por'] as const;
const require = createRequire(import.meta.url);

/**
 * tesseract.js reads every language from one folder, while each data package keeps its own
 * folder: link both files into one temporary folder. The LSTM-only "best_int" data is preferred
 * (what the LSTM engine uses; smaller than the legacy+LSTM files).
 */
async function prepareLangPath(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tempero-tessdata-'));
  for (const lang of LANGS) {
    const pkg = require(`@tesseract.js-data/${lang}`) as { langPath: string };
    const candidates = [`${pkg.langPath}_best_int`, pkg.langPath].map((d) => path.join(d, `${lang}.traineddata.gz`));
    const source = candidates.find((f) => existsSync(f));
    if (!source) throw new OcrError('ocr_failed', `no local language data for ${lang}`);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    try {
      await symlink(source, target);
    } catch {
      await copyFile(source, target);
    }
  }
  return dir;
}

interface Engine {
  worker: Worker;
  langPath: string;
}

let engine: Promise<Engine> | null = null;

async function startEngine(): Promise<Engine> {
  const langPath = await prepareLangPath();
  try {
    const worker = await createWorker([...LANGS], OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none', // read the local files every start; never write caches into the working folder
      errorHandler: () => undefined,
    });
    return { worker, langPath };
  } catch (e) {
    await rm(langPath, { recursive: true, force: true });
    throw new OcrError('ocr_failed', 'cannot start the OCR engine', { cause: e });
  }
}

function getEngine(): Promise<Engine> {
  if (!engine) {
    engine = startEngine();
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

/** Stops the OCR worker (server shutdown, end of tests). Safe to call when it never started. */
export async function shutdownOcr(): Promise<void> {
  const current = engine;
  engine = null;
  if (!current) return;
  try {
    const { worker, langPath } = await current;
    await worker.terminate();
    await rm(langPath, { recursive: true, force: true });
  } catch {
    /* it never started */
  }
}

/**
 * Greyscale, stretched contrast, upright (EXIF), on white, and upscaled when small: Tesseract
 * reads text best at roughly 30 px per line.
 */
export async function preprocessForOcr(buffer: Buffer, maxInputPixels = 40_000_000): Promise<Buffer> {
  try {
    const image = sharp(buffer, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    if (!width) throw new Error('no width');
    const target = width < 1600 ? Math.min(width * 3, 2000) : width > 4000 ? 4000 : width;
    return await image
      .flatten({ background: '#ffffff' })
      .resize({ width: Math.round(target), kernel: 'lanczos3' })
      .greyscale()
      .normalise()
      .png()
      .toBuffer();
  } catch (e) {
    throw new OcrError('bad_image', 'not a readable image', { cause: e });
  }
}

/** The text of a photo of a recipe (English or Portuguese). */
export async function ocrImage(buffer: Buffer, opts: OcrOptions = {}): Promise<string> {
  const prepared = await preprocessForOcr(buffer, opts.maxInputPixels);
  const { worker } = await getEngine();
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrError('timeout', `OCR took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const result = await Promise.race([worker.recognize(prepared), timeout]);
    return result.data.text ?? '';
  } catch (e) {
    if (e instanceof OcrError && e.code === 'timeout') await shutdownOcr(); // a stuck worker is not reused
    if (e instanceof OcrError) throw e;
    throw new OcrError('ocr_failed', 'OCR failed', { cause: e });
  } finally {
    clearTimeout(timer);
  }
}
