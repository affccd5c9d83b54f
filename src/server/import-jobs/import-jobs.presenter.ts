import type {
  TImportCounts,
  TImportJob,
  TImportJobSummary,
  TImportPreview,
  TImportReport,
} from '../../shared/schemas/import-job.ts';
import type { ImportJobRow, ImportJobSummaryRow } from './import-jobs.repository.ts';

/** A running job that has not moved for this long was cut off (the server stopped mid-import). */
export const STALE_RUNNING_MS = 10 * 60 * 1000;

const INTERRUPTED =
  'The import was interrupted (the server stopped). Recipes imported so far are kept; upload the file again to import the rest.';

/** Counts of a report written before reports had them: the lengths of its lists. */
function countsOf(report: Omit<TImportReport, 'counts'> & { counts?: TImportCounts }): TImportCounts {
  return (
    report.counts ?? {
      imported: report.imported.length,
      skipped: report.skipped.length,
      duplicates: report.duplicates.length,
      errors: report.errors.length,
      warnings: report.warnings.length,
    }
  );
}

function presentState(row: ImportJobSummaryRow | ImportJobRow, now: number) {
  const stale = row.status === 'running' && now - row.updatedAt.getTime() > STALE_RUNNING_MS;
  return {
    id: row.id,
    format: row.format as TImportJob['format'],
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: stale ? 'failed' : (row.status as TImportJob['status']),
    total: row.total,
    processed: row.processed,
    error: stale ? INTERRUPTED : row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentImportJob(row: ImportJobRow, now = Date.now()): TImportJob {
  const preview = row.preview as (Omit<TImportPreview, 'skippedCount'> & { skippedCount?: number }) | null;
  const report = row.report as (Omit<TImportReport, 'counts'> & { counts?: TImportCounts }) | null;
  return {
    ...presentState(row, now),
    preview: preview && { ...preview, skippedCount: preview.skippedCount ?? preview.skipped.length },
    report: report && { ...report, counts: countsOf(report) },
  };
}

/** A job in a list: its state and counts only. */
export function presentImportJobSummary(row: ImportJobSummaryRow, now = Date.now()): TImportJobSummary {
  return { ...presentState(row, now), counts: row.counts };
}
