import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Where the OCR engine's language data comes from: the folder named by OCR_LANG_PATH, or the
 * @tesseract.js-data/eng and /por npm packages. Checked before tesseract.js sees it, because
 * tesseract.js (7.0) throws from a worker message handler on data it cannot load, which ends
 * the whole process instead of rejecting.
 */

export const OCR_LANGS = ['eng', 'por'] as const;
export type OcrLang = (typeof OCR_LANGS)[number];

const LANG_NAMES: Record<OcrLang, string> = { eng: 'English', por: 'Portuguese' };

/** Sentences a person can act on; config.ts prefixes them with the variable's name. */
export class OcrDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrDataError';
  }
}

/** Tesseract 4+ archives hold 24 entries; 17 is the LSTM model the engine runs (OEM.LSTM_ONLY). */
const MIN_ENTRIES = 18;
const MAX_ENTRIES = 64;
const LSTM_ENTRY = 17;
const HEAD_BYTES = 64 * 1024;

function readHead(file: string): { head: Buffer; size: number } {
  const fd = fs.openSync(file, 'r');
  try {
    const { size } = fs.fstatSync(fd);
    const raw = Buffer.alloc(Math.min(size, HEAD_BYTES));
    fs.readSync(fd, raw, 0, raw.length, 0);
    if (raw[0] !== 0x1f || raw[1] !== 0x8b) return { head: raw, size };
    // gzip: the start of the archive from the first bytes, its length from the trailer (ISIZE).
    const trailer = Buffer.alloc(4);
    fs.readSync(fd, trailer, 0, 4, size - 4);
    const head = zlib.gunzipSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    return { head, size: trailer.readUInt32LE(0) };
  } finally {
    fs.closeSync(fd);
  }
}

/** Throws unless `file` looks like Tesseract 4+ language data with an LSTM model (gzipped or not). */
export function checkTraineddata(file: string): void {
  const bad = () => new OcrDataError(`${file} is not Tesseract 4 or later (LSTM) language data.`);
  let head: Buffer;
  let size: number;
  try {
    ({ head, size } = readHead(file));
  } catch (e) {
    if (e instanceof OcrDataError) throw e;
    if ((e as NodeJS.ErrnoException).code === 'EACCES')
      throw new OcrDataError(`${file} cannot be read (permission denied).`);
    throw bad();
  }
  if (head.length < 4) throw bad();
  const entries = head.readInt32LE(0);
  if (entries < MIN_ENTRIES || entries > MAX_ENTRIES || head.length < 4 + 8 * entries) throw bad();
  const first = 4 + 8 * entries;
  let previous = first;
  for (let i = 0; i < entries; i++) {
    const offset = Number(head.readBigInt64LE(4 + 8 * i));
    if (offset === -1) {
      if (i === LSTM_ENTRY) throw bad();
      continue;
    }
    if (offset < previous || offset >= size) throw bad();
    previous = offset;
  }
}

/**
 * The checked language files of a folder: `<lang>.traineddata.gz` or `<lang>.traineddata` (as
 * Tesseract installs them, e.g. /usr/share/tesseract-ocr/5/tessdata) for English and Portuguese.
 */
export function langDataFiles(dir: string): Record<OcrLang, string> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch {
    throw new OcrDataError(`${dir} does not exist; it must be a folder of Tesseract language data.`);
  }
  if (!stat.isDirectory())
    throw new OcrDataError(`${dir} is not a folder; it must be a folder of Tesseract language data.`);
  const files = {} as Record<OcrLang, string>;
  for (const lang of OCR_LANGS) {
    const found = [`${lang}.traineddata.gz`, `${lang}.traineddata`]
      .map((f) => path.join(dir, f))
      .find((f) => fs.existsSync(f));
    if (!found) {
      throw new OcrDataError(
        `${dir} has no ${lang}.traineddata or ${lang}.traineddata.gz (${LANG_NAMES[lang]}); OCR reads English (eng) and Portuguese (por).`,
      );
    }
    checkTraineddata(found);
    files[lang] = found;
  }
  return files;
}

const require = createRequire(import.meta.url);

/** The data shipped in @tesseract.js-data/eng and /por, the LSTM-only "best_int" files preferred. */
export function bundledLangDataFiles(): Record<OcrLang, string> {
  const files = {} as Record<OcrLang, string>;
  for (const lang of OCR_LANGS) {
    const pkg = require(`@tesseract.js-data/${lang}`) as { langPath: string };
    const candidates = [`${pkg.langPath}_best_int`, pkg.langPath].map((d) => path.join(d, `${lang}.traineddata.gz`));
    const found = candidates.find((f) => fs.existsSync(f));
    if (!found) throw new OcrDataError(`no local language data for ${lang} in @tesseract.js-data/${lang}`);
    files[lang] = found;
  }
  return files;
}
