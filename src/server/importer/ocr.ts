import { mkdtemp, rm, symlink, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import { loadSharp } from '../lib/sharp.ts';
import { bundledLangDataFiles, langDataFiles, OCR_LANGS, OcrDataError, type OcrLang } from '../lib/ocr-data.ts';

/**
 * OCR for recipe photos with tesseract.js: nothing is downloaded, ever. The language data is the
 * folder of OCR_LANG_PATH when set (config.ocrLangPath, passed as `langPath`), otherwise the files
 * shipped in the @tesseract.js-data/eng and /por npm packages. One worker (English + Portuguese)
 * is started on first use and reused; `shutdownOcr()` ends it. tesseract.js and sharp are loaded
 * on first use too, not with this module (the server imports it at start).
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
  /**
   * A folder of Tesseract language data (`eng` and `por`, `.traineddata` or `.traineddata.gz`):
   * OCR_LANG_PATH. Unset: the bundled npm packages. A folder without usable data fails
   * (`ocr_failed`); it never falls back to the bundled files.
   */
  langPath?: string;
}

/**
 * tesseract.js reads every language from one folder as `<lang>.traineddata.gz` (gzip or not: it
 * looks at the bytes), while the data may sit in several folders under either name: link the
 * checked files into one temporary folder.
 */
async function prepareLangPath(source: string | null): Promise<string> {
  let files: Record<OcrLang, string>;
  try {
    files = source === null ? bundledLangDataFiles() : langDataFiles(source);
  } catch (e) {
    if (e instanceof OcrDataError) throw new OcrError('ocr_failed', e.message, { cause: e });
    throw e;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tempero-tessdata-'));
  for (const lang of OCR_LANGS) {
    const target = path.join(dir, `${lang}.traineddata.gz`);
    try {
      await symlink(files[lang], target);
    } catch {
      await copyFile(files[lang], target);
    }
  }
  return dir;
}

interface Engine {
  worker: Worker;
  langPath: string;
}

let engine: Promise<Engine> | null = null;
/** The data folder the running engine was started with (null: the bundled data). */
let engineSource: string | null = null;

async function startEngine(source: string | null): Promise<Engine> {
  const langPath = await prepareLangPath(source);
  try {
    const { createWorker, OEM } = await import('tesseract.js');
    const worker = await createWorker([...OCR_LANGS], OEM.LSTM_ONLY, {
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

function getEngine(source: string | null): Promise<Engine> {
  // One server has one setting; a different folder (tests) replaces the running engine.
  if (engine && engineSource !== source) void shutdownOcr();
  if (!engine) {
    engineSource = source;
    const started = startEngine(source);
    engine = started;
    started.catch(() => {
      if (engine === started) engine = null;
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
  const sharp = await loadSharp();
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
  const { worker } = await getEngine(opts.langPath ?? null);
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
