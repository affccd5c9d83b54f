import type { TImportPreview, TImportReport } from '../../shared/schemas/import-job.ts';
import { openFileSet, type FileSet } from './archive.ts';
import { readJsonLd } from './formats/jsonld.ts';
import { readMealie } from './formats/mealie.ts';
import { readNextcloud } from './formats/nextcloud.ts';
import { readPaprika } from './formats/paprika.ts';
import { readRecipeSage } from './formats/recipesage.ts';
import { readTandoor } from './formats/tandoor.ts';
import { readText } from './formats/text.ts';
import type { FormatReader, ImportFormat, ParsedEntry } from './types.ts';
import { writeRecipe, type Writer } from './write-recipe.ts';

export const READERS: Record<ImportFormat, FormatReader> = {
  mealie: readMealie,
  tandoor: readTandoor,
  paprika: readPaprika,
  recipesage: readRecipeSage,
  nextcloud: readNextcloud,
  jsonld: (files) => readJsonLd(files),
  text: readText,
};

const PREVIEW_TITLES = 10;

async function withFiles<T>(file: string, name: string | undefined, use: (files: FileSet) => Promise<T>): Promise<T> {
  const files = await openFileSet(file, name);
  try {
    return await use(files);
  } finally {
    await files.close();
  }
}

/**
 * Reads the whole file without writing anything: how many recipes, the first titles, what will be
 * skipped and why. Throws ImportFileError when the file as a whole cannot be imported.
 */
export function previewImport(format: ImportFormat, file: string, name?: string): Promise<TImportPreview> {
  return withFiles(file, name, async (files) => {
    const preview: TImportPreview = { count: 0, titles: [], skipped: [] };
    for await (const e of READERS[format](files)) {
      if ('skipped' in e) preview.skipped.push({ name: e.name, reason: e.skipped });
      else {
        preview.count++;
        if (preview.titles.length < PREVIEW_TITLES) preview.titles.push(e.recipe.title);
      }
    }
    return preview;
  });
}

export interface RunOptions {
  writer: Writer;
  file: string;
  name?: string;
  /** Called after every recipe (imported, duplicate, failed) and every skipped entry. */
  onProgress?: (processed: number, report: TImportReport) => Promise<void> | void;
  log?: (err: unknown, name: string) => void;
}

/** Imports every recipe of the file, one transaction each: one that fails is reported, the rest go in. */
export function runImport(format: ImportFormat, opts: RunOptions): Promise<TImportReport> {
  return withFiles(opts.file, opts.name, async (files) => {
    const report: TImportReport = { imported: [], skipped: [], duplicates: [], errors: [], warnings: [] };
    let processed = 0;
    const entries: AsyncIterable<ParsedEntry> = READERS[format](files);
    for await (const e of entries) {
      if ('skipped' in e) report.skipped.push({ name: e.name, reason: e.skipped });
      else {
        try {
          const out = await writeRecipe(opts.writer, e.recipe);
          if (out.kind === 'duplicate') report.duplicates.push({ name: e.name });
          else {
            report.imported.push({ name: e.recipe.title, id: out.id });
            if (out.warning) report.warnings.push({ name: e.recipe.title, reason: out.warning });
          }
        } catch (err) {
          opts.log?.(err, e.name);
          report.errors.push({ name: e.name, reason: (err as Error).message.slice(0, 300) || 'could not be saved' });
        }
      }
      processed++;
      await opts.onProgress?.(processed, report);
    }
    return report;
  });
}
