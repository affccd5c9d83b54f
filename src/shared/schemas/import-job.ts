import { z } from 'zod';

/** The apps whose exports can be imported (issue 24). */
export const IMPORT_APP_FORMATS = [
  'mealie',
  'tandoor',
  'paprika',
  'recipesage',
  'nextcloud',
  'jsonld',
  'text',
] as const;
export const ZImportAppFormat = z.enum(IMPORT_APP_FORMATS);
export type TImportAppFormat = z.infer<typeof ZImportAppFormat>;

/** Uploads up to 500 MB, streamed to disk. */
export const IMPORT_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;

/**
 * A job's preview and report are bounded whatever the file holds: each list keeps its first
 * IMPORT_REPORT_MAX_ENTRIES entries (the counts say how many there were), every name and reason is
 * cut to IMPORT_NAME_MAX characters (issue 36: a 300-entry file with 60 KB names made a 36 MB
 * report, rewritten after every entry).
 */
export const IMPORT_REPORT_MAX_ENTRIES = 200;
export const IMPORT_NAME_MAX = 200;

const ZNamed = z.object({ name: z.string() });
const ZNamedReason = ZNamed.extend({ reason: z.string() });

export const ZImportPreview = z.object({
  /** Recipes that will be imported (duplicates are only known while importing). */
  count: z.number().int(),
  /** The first titles, in file order. */
  titles: z.array(z.string()),
  /** What will be left out, and why (the first IMPORT_REPORT_MAX_ENTRIES). */
  skipped: z.array(ZNamedReason),
  /** How many entries will be left out in all. */
  skippedCount: z.number().int(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

/** How many recipes went each way (the lists below hold the first IMPORT_REPORT_MAX_ENTRIES of each). */
export const ZImportCounts = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  duplicates: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

export const ZImportReport = z.object({
  imported: z.array(ZNamed.extend({ id: z.string() })),
  skipped: z.array(ZNamedReason),
  duplicates: z.array(ZNamed),
  errors: z.array(ZNamedReason),
  /** Imported, with a remark (e.g. the picture could not be used). */
  warnings: z.array(ZNamedReason),
  counts: ZImportCounts,
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const IMPORT_JOB_STATUSES = ['ready', 'running', 'done', 'failed'] as const;

export const ZImportJob = z.object({
  id: z.string(),
  format: ZImportAppFormat,
  fileName: z.string(),
  fileSize: z.number(),
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  preview: ZImportPreview.nullable(),
  report: ZImportReport.nullable(),
  /** Why the file cannot be imported (status failed). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

/** A job in a list: its state and counts, without its preview and report (GET /api/import-jobs/:id has them). */
export const ZImportJobSummary = ZImportJob.omit({ preview: true, report: true }).extend({
  counts: ZImportCounts.nullable(),
});
export type TImportJobSummary = z.infer<typeof ZImportJobSummary>;

export const ZImportJobList = z.array(ZImportJobSummary);

export const ZCreateImportJobQuery = z.object({
  format: ZImportAppFormat,
  fileName: z.string().trim().min(1).max(255).default('upload'),
});
