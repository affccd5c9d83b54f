import { setImmediate as yieldToOthers } from 'node:timers/promises';
import {
  IMPORT_NAME_MAX,
  IMPORT_REPORT_MAX_ENTRIES,
  type TImportPreview,
  type TImportReport,
} from '../../shared/schemas/import-job.ts';
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

/** A name or reason as a report keeps it: IMPORT_NAME_MAX characters at most. */
export function cutName(text: string): string {
  return text.length <= IMPORT_NAME_MAX ? text : `${text.slice(0, IMPORT_NAME_MAX - 1)}…`;
}

type ListName = 'imported' | 'skipped' | 'duplicates' | 'errors' | 'warnings';
type Entry<K extends ListName> = TImportReport[K][number];

/** A report that stays small however many entries the file has: capped lists, cut names, counts. */
export function boundedReport() {
  const report: TImportReport = {
    imported: [],
    skipped: [],
    duplicates: [],
    errors: [],
    warnings: [],
    counts: { imported: 0, skipped: 0, duplicates: 0, errors: 0, warnings: 0 },
  };
  return {
    report,
    add<K extends ListName>(list: K, entry: Entry<K>): void {
      report.counts[list]++;
      if (report[list].length >= IMPORT_REPORT_MAX_ENTRIES) return;
      const cut = { ...entry, name: cutName(entry.name) } as Entry<K>;
      if ('reason' in cut) (cut as { reason: string }).reason = cutName(cut.reason);
      (report[list] as Entry<K>[]).push(cut);
    },
  };
}

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
    const preview: TImportPreview = { count: 0, titles: [], skipped: [], skippedCount: 0 };
    for await (const e of READERS[format](files)) {
      if ('skipped' in e) {
        if (preview.skippedCount++ < IMPORT_REPORT_MAX_ENTRIES)
          preview.skipped.push({ name: cutName(e.name), reason: cutName(e.skipped) });
      } else {
        preview.count++;
        if (preview.titles.length < PREVIEW_TITLES) preview.titles.push(cutName(e.recipe.title));
      }
    }
    return preview;
  });
}

export interface RunOptions {
  writer: Writer;
  file: string;
  name?: string;
  /** Called after every recipe (imported, duplicate, failed) and every skipped entry, with the count so far. */
  onProgress?: (processed: number) => Promise<void> | void;
  log?: (err: unknown, name: string) => void;
}

/** Imports every recipe of the file, one transaction each: one that fails is reported, the rest go in. */
export function runImport(format: ImportFormat, opts: RunOptions): Promise<TImportReport> {
  return withFiles(opts.file, opts.name, async (files) => {
    const { report, add } = boundedReport();
    let processed = 0;
    const entries: AsyncIterable<ParsedEntry> = READERS[format](files);
    for await (const e of entries) {
      if ('skipped' in e) add('skipped', { name: e.name, reason: e.skipped });
      else {
        try {
          const out = await writeRecipe(opts.writer, e.recipe);
          if (out.kind === 'duplicate') add('duplicates', { name: e.name });
          else {
            add('imported', { name: e.recipe.title, id: out.id });
            if (out.warning) add('warnings', { name: e.recipe.title, reason: out.warning });
          }
        } catch (err) {
          opts.log?.(err, cutName(e.name));
          add('errors', { name: e.name, reason: (err as Error).message || 'could not be saved' });
        }
      }
      processed++;
      await opts.onProgress?.(processed);
      // Requests of everyone else on this server go between two recipes.
      await yieldToOthers();
    }
    return report;
  });
}
